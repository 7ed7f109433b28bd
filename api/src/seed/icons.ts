// Trade pictograms for the generated demo images, taken from Material Symbols (@iconify-json/material-symbols,
// Apache-2.0). Only the seed uses them; the 8 MB icon set is read once, on the first demo seed.
import fs from 'node:fs';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let iconSet: IconSet | null = null;

function loadIconSet(): IconSet {
  // Read with fs rather than imported, so that TypeScript never type-checks the 8 MB JSON file.
  iconSet ??= JSON.parse(
    fs.readFileSync(require.resolve('@iconify-json/material-symbols/icons.json'), 'utf8'),
  ) as IconSet;
  return iconSet;
}

/** The icon's SVG body (24x24 viewBox) drawn with `currentColor`. */
export function iconBody(name: string): string {
  const set = loadIconSet();
  const resolved = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
  if (!resolved) throw new Error(`Icône inconnue : ${name}`);
  return resolved.body;
}

/** The icon as an SVG group of `size` pixels whose top-left corner is at (x, y). */
export function iconAt(name: string, x: number, y: number, size: number, color: string, opacity = 1): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" color="${color}" fill="${color}" opacity="${opacity}">${iconBody(name)}</g>`;
}
