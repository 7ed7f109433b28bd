// Generated pictures for the demo seed: SVG compositions (gradients, shapes, Material Symbols pictograms, no
// text since fonts may be missing) rasterised by sharp, then stored through the image pipeline like an upload.
// A small pool is shared between artisans so that the first start stays fast. Each drawing takes its pictogram
// as an SVG body (icons.ts).
import sharp from 'sharp';
import { storeDecodedImage } from '../storage/image-pipeline';
import type { FileStorage } from '../storage/storage';
import { iconAt } from './icons';

export interface Palette {
  from: string;
  to: string;
  accent: string;
}

export interface ImageJob {
  dir: string;
  name: string;
  svg: string;
}

const WIDTH = 1920;
const HEIGHT = 1280;

/** The drawing is made in a fixed coordinate system and rendered at `outputWidth` pixels wide. */
function frame(defs: string, content: string, outputWidth: number, width = WIDTH, height = HEIGHT): string {
  const outputHeight = Math.round((outputWidth * height) / width);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${outputWidth}" height="${outputHeight}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${content}</svg>`;
}

function linear(id: string, from: string, to: string, vertical = false): string {
  const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** A trade card: diagonal gradient, soft discs, the pictogram on a white medallion. */
export function tradeCardSvg(icon: string, palette: Palette, outputWidth = 1200): string {
  const defs = `${linear('bg', palette.from, palette.to)}<radialGradient id="halo"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const content = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="1620" cy="180" r="460" fill="#fff" opacity=".08"/>`,
    `<circle cx="240" cy="1140" r="380" fill="#fff" opacity=".07"/>`,
    `<path d="M0 1010 L1920 770 L1920 1280 L0 1280Z" fill="#000" opacity=".10"/>`,
    iconAt(icon, 90, 90, 220, '#ffffff', 0.12),
    iconAt(icon, 1560, 940, 260, '#ffffff', 0.12),
    `<circle cx="960" cy="640" r="520" fill="url(#halo)"/>`,
    `<circle cx="960" cy="640" r="330" fill="#fff"/>`,
    `<circle cx="960" cy="640" r="300" fill="none" stroke="${palette.accent}" stroke-width="10" opacity=".35"/>`,
    iconAt(icon, 960 - 210, 640 - 210, 420, palette.from),
  ].join('');
  return frame(defs, content, outputWidth);
}

/** An artisan's main picture: a house in a landscape with the trade's pictogram as a badge. */
export function mainPictureSvg(icon: string, palette: Palette, outputWidth = 1200): string {
  const defs = `${linear('sky', '#dbe9f6', '#f7f3ea', true)}${linear('hill', palette.from, palette.to)}`;
  const content = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`,
    `<circle cx="1540" cy="260" r="120" fill="#ffd77a" opacity=".9"/>`,
    `<path d="M0 930 Q480 780 960 900 T1920 860 L1920 1280 L0 1280Z" fill="url(#hill)" opacity=".55"/>`,
    `<path d="M0 1030 Q640 930 1200 1010 T1920 990 L1920 1280 L0 1280Z" fill="url(#hill)"/>`,
    // The house: walls, roof, door and windows.
    `<rect x="560" y="560" width="640" height="440" fill="#fbf8f2"/>`,
    `<path d="M500 580 L880 300 L1260 580Z" fill="#9c4a32"/>`,
    `<rect x="820" y="760" width="120" height="240" rx="8" fill="#6b4a32"/>`,
    `<rect x="630" y="650" width="130" height="110" rx="6" fill="#8fb8d8"/>`,
    `<rect x="1000" y="650" width="130" height="110" rx="6" fill="#8fb8d8"/>`,
    `<circle cx="1440" cy="760" r="200" fill="#fff" stroke="${palette.accent}" stroke-width="14"/>`,
    iconAt(icon, 1440 - 130, 760 - 130, 260, palette.from),
  ].join('');
  return frame(defs, content, outputWidth);
}

/** A work picture ("réalisation"): a room or outdoor scene around a large pictogram. */
export function realisationSvg(icon: string, palette: Palette, variant: number, outputWidth = 1920): string {
  const defs = `${linear('wall', palette.from, palette.to, true)}${linear('floor', '#d9c4a3', '#a88b64', true)}`;
  const tiles = Array.from({ length: 12 }, (_, index) => {
    const x = index * 160 + (variant % 2) * 80;
    return `<rect x="${x}" y="1000" width="150" height="280" fill="#fff" opacity="${0.05 + (index % 3) * 0.03}"/>`;
  }).join('');
  const content = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>`,
    `<rect y="1000" width="${WIDTH}" height="280" fill="url(#floor)"/>`,
    tiles,
    `<rect x="${180 + variant * 40}" y="180" width="360" height="440" rx="12" fill="#fff" opacity=".18"/>`,
    `<rect x="${1400 - variant * 30}" y="240" width="300" height="300" rx="150" fill="#fff" opacity=".12"/>`,
    `<ellipse cx="960" cy="1010" rx="520" ry="60" fill="#000" opacity=".18"/>`,
    iconAt(icon, 960 - 380, 1000 - 760, 760, '#ffffff', 0.95),
  ].join('');
  return frame(defs, content, outputWidth);
}

/** A certification badge: a rosette with ribbons and a pictogram, square. */
export function badgeSvg(icon: string, palette: Palette, outputWidth = 800): string {
  const size = 1200;
  const center = size / 2;
  const points = Array.from({ length: 48 }, (_, index) => {
    const angle = (Math.PI * 2 * index) / 48;
    const radius = index % 2 === 0 ? 430 : 390;
    return `${(center + Math.cos(angle) * radius).toFixed(1)},${(center - 60 + Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' ');
  const defs = linear('seal', palette.from, palette.to);
  const content = [
    `<rect width="${size}" height="${size}" fill="#f6f4ef"/>`,
    `<path d="M420 860 L330 1150 L450 1090 L520 1190 L590 900Z" fill="${palette.to}"/>`,
    `<path d="M780 860 L870 1150 L750 1090 L680 1190 L610 900Z" fill="${palette.to}"/>`,
    `<polygon points="${points}" fill="url(#seal)"/>`,
    `<circle cx="${center}" cy="${center - 60}" r="320" fill="#fff"/>`,
    `<circle cx="${center}" cy="${center - 60}" r="290" fill="none" stroke="${palette.accent}" stroke-width="12" stroke-dasharray="18 14"/>`,
    iconAt(icon, center - 190, center - 60 - 190, 380, palette.from),
  ].join('');
  return frame(defs, content, outputWidth, size, size);
}

/**
 * Rasterises and stores every job, two at a time (the machine may have only two cores). Each SVG is rendered
 * once to raw pixels, from which the pipeline derives the widths.
 */
export async function renderImages(storage: FileStorage, jobs: ImageJob[], concurrency = 2): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next]!;
      next += 1;
      const { data, info } = await sharp(Buffer.from(job.svg)).raw().toBuffer({ resolveWithObject: true });
      const source = sharp(data, {
        raw: { width: info.width, height: info.height, channels: info.channels },
      });
      await storeDecodedImage(storage, source, info.width, {
        dir: job.dir,
        name: job.name,
        effort: 0,
        quality: 78,
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, jobs.length) }, worker));
}
