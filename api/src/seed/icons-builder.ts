// Build time only (scripts/build-data.ts): copies the pictograms the demo data names (its trades, works and
// certifications) out of @iconify-json/material-symbols, a devDependency, into api/dist/demo-icons.json.
import fs from 'node:fs';
import path from 'node:path';
import { readBuildData, writeBuildData } from '../build-data/files';
import { NORMES, REALISATIONS, TRADES } from './demo-data';
import { DEMO_ICONS_FILE, type DemoIconsData } from './icons';

const ICON_SET = '@iconify-json/material-symbols';

interface IconSet {
  icons: Record<string, { body: string }>;
  aliases?: Record<string, { parent: string }>;
}

/** Every icon name the demo data uses, sorted. */
export function demoIconNames(): string[] {
  return [...new Set([...TRADES, ...REALISATIONS, ...NORMES].map((item) => item.icon))].sort();
}

function readPackageFile<T>(file: string): T {
  const dir = path.dirname(require.resolve(`${ICON_SET}/package.json`));
  return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as T;
}

const iconSetVersion = () => readPackageFile<{ version: string }>('package.json').version;

export function buildDemoIcons(names: string[] = demoIconNames()): DemoIconsData {
  // Read with fs rather than imported, so that TypeScript never type-checks the 8 MB JSON file.
  const set = readPackageFile<IconSet>('icons.json');
  const icons: Record<string, string> = {};
  for (const name of names) {
    const resolved = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!resolved) throw new Error(`Icône inconnue : ${name}`);
    icons[name] = resolved.body;
  }
  return { format: 1, sources: { [ICON_SET]: iconSetVersion() }, icons };
}

/**
 * Makes sure `dir` holds every pictogram of the demo data, from the installed icon set's version: a current file
 * is left as it is ('cache'), any other is written again ('build').
 */
export function ensureDemoIcons(dir: string): { source: 'cache' | 'build'; file: string } {
  const names = demoIconNames();
  const file = path.join(dir, DEMO_ICONS_FILE);
  try {
    const current = readBuildData(dir, DEMO_ICONS_FILE) as Partial<DemoIconsData>;
    if (
      current.format === 1 &&
      JSON.stringify(current.sources) === JSON.stringify({ [ICON_SET]: iconSetVersion() }) &&
      names.every((name) => typeof current.icons?.[name] === 'string')
    ) {
      return { source: 'cache', file };
    }
  } catch {
    // Missing or unreadable: built below.
  }
  writeBuildData(dir, DEMO_ICONS_FILE, buildDemoIcons(names));
  return { source: 'build', file };
}
