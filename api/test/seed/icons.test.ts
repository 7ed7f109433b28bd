// seed/icons-builder.ts copies the demo data's pictograms into the build folder; seed/icons.ts reads them there.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MissingBuildDataError } from '../../src/build-data/files';
import { demoIconNames, ensureDemoIcons } from '../../src/seed/icons-builder';
import { DEMO_ICONS_FILE, iconAt, loadDemoIcons } from '../../src/seed/icons';

/** Runs `test` on a fresh temporary folder standing for api/dist, removed afterwards. */
const inTempDir = (test: (dir: string) => void) => () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-icons-'));
  try {
    test(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

describe('the demo pictograms', () => {
  it(
    'copies every icon the demo data names, once, and reads them back',
    inTempDir((dir) => {
      expect(ensureDemoIcons(dir).source).toBe('build');
      expect(ensureDemoIcons(dir).source).toBe('cache');
      const data = JSON.parse(fs.readFileSync(path.join(dir, DEMO_ICONS_FILE), 'utf8'));
      expect(Object.keys(data.icons).sort()).toEqual(demoIconNames());
      expect(demoIconNames()).toEqual(expect.arrayContaining(['plumbing', 'roofing', 'verified']));
      const icons = loadDemoIcons(dir);
      expect(icons('plumbing')).toMatch(/^<path /);
      expect(iconAt(icons('plumbing'), 10, 20, 48, '#fff')).toBe(
        `<g transform="translate(10 20) scale(2)" color="#fff" fill="#fff" opacity="1">${icons('plumbing')}</g>`,
      );
      expect(() => icons('no-such-icon')).toThrow('Icône inconnue : no-such-icon');
    }),
  );

  it(
    'copies them again from another version of the icon set, or over a corrupt file',
    inTempDir((dir) => {
      ensureDemoIcons(dir);
      const file = path.join(dir, DEMO_ICONS_FILE);
      const data = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.writeFileSync(
        file,
        JSON.stringify({ ...data, sources: { '@iconify-json/material-symbols': '0.0.1' } }),
      );
      expect(ensureDemoIcons(dir).source).toBe('build');
      fs.writeFileSync(file, '{"format":1,');
      expect(ensureDemoIcons(dir).source).toBe('build');
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(data);
    }),
  );

  it(
    'says the build is missing when the file is not there',
    inTempDir((dir) => {
      expect(() => loadDemoIcons(dir)).toThrow(MissingBuildDataError);
      expect(() => loadDemoIcons(dir)).toThrow(/demo-icons\.json est absent : lancez « npm run build »/);
    }),
  );
});
