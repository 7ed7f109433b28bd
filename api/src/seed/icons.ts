// Trade pictograms for the generated demo images, from Material Symbols (@iconify-json/material-symbols,
// Apache-2.0). The build copies the few the demo data names into api/dist/demo-icons.json (icons-builder.ts); the
// seed reads that file, never the 8 MB icon set, which is a devDependency.
import { BUILD_DATA_DIR, BUILD_DATA_FILES, readBuildData } from '../build-data/files';

export const DEMO_ICONS_FILE = BUILD_DATA_FILES.demoIcons;

export interface DemoIconsData {
  format: 1;
  /** Version of the icon set: the build copies the icons again from another version. */
  sources: Record<string, string>;
  /** Icon name → SVG body for a 24x24 viewBox, drawn with `currentColor`. */
  icons: Record<string, string>;
}

/** The SVG body of a pictogram by its name; throws for a name the build did not copy. */
export type DemoIcons = (name: string) => string;

const loaded = new Map<string, DemoIcons>();

/** The pictograms the build wrote into `dir`; MissingBuildDataError when the build has not been run. */
export function loadDemoIcons(dir: string = BUILD_DATA_DIR): DemoIcons {
  let icons = loaded.get(dir);
  if (!icons) {
    const data = readBuildData(dir, DEMO_ICONS_FILE) as DemoIconsData;
    icons = (name) => {
      const body = data.icons[name];
      if (body === undefined) throw new Error(`Icône inconnue : ${name} (relancez « npm run build -w api »)`);
      return body;
    };
    loaded.set(dir, icons);
  }
  return icons;
}

/** The icon body as an SVG group of `size` pixels whose top-left corner is at (x, y). */
export function iconAt(body: string, x: number, y: number, size: number, color: string, opacity = 1): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" color="${color}" fill="${color}" opacity="${opacity}">${body}</g>`;
}
