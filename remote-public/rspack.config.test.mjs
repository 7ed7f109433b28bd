// The warning filter of remote-public's build (rspack.config.mjs): rspack compiles a small entry that imports
// maplibre-gl beside a module of ours with the same kind of warning; maplibre's warning is dropped, ours prints.
// Run by `npm run test:scripts` (node:test).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import config, { ignoreWarnings } from './rspack.config.mjs';

const require = createRequire(import.meta.url);
const { rspack } = require('@rspack/core');
const repoRoot = path.resolve(import.meta.dirname, '..');

let dir;

/** Compiles the scratch entry with `filters` and returns each warning as "module: first line of the message". */
function warningsOf(filters) {
  return new Promise((resolve, reject) => {
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './entry.mjs',
      target: ['web', 'es2022'],
      devtool: false,
      output: { path: path.join(dir, 'dist') },
      resolve: { modules: [path.join(repoRoot, 'node_modules')] },
      optimization: { minimize: false },
      infrastructureLogging: { level: 'none' },
      ignoreWarnings: filters,
    });
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      const { warnings } = stats.toJson({ all: false, warnings: true });
      resolve(
        warnings.map(
          (warning) =>
            `${path.basename(warning.moduleName ?? '?')}: ${warning.message.trim().split('\n')[0]}`,
        ),
      );
    });
  });
}

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-rspack-warnings-'));
  fs.writeFileSync(
    path.join(dir, 'entry.mjs'),
    "import maplibregl from 'maplibre-gl';\nimport { assetUrl } from './own.mjs';\nconsole.log(maplibregl, assetUrl);\n",
  );
  // The same construct as maplibre's: a URL made from a variable, relative to the module.
  fs.writeFileSync(
    path.join(dir, 'own.mjs'),
    'export const assetUrl = (name) => new URL(name, import.meta.url).href;\n',
  );
});

after(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('remote-public build warnings', () => {
  it('drops maplibre-gl’s « request of a dependency is an expression » warning and keeps the same warning elsewhere', async () => {
    const unfiltered = await warningsOf([]);
    assert.ok(
      unfiltered.some((line) => line.startsWith('maplibre-gl.mjs:') && /request of a dependency/.test(line)),
      `maplibre-gl no longer warns; the filter may go: ${unfiltered.join(' | ')}`,
    );
    assert.ok(unfiltered.some((line) => line.startsWith('own.mjs:')));

    const filtered = await warningsOf(ignoreWarnings);
    assert.deepEqual(
      filtered.filter((line) => line.startsWith('maplibre-gl.mjs:')),
      [],
    );
    assert.deepEqual(
      filtered.filter((line) => line.startsWith('own.mjs:')),
      unfiltered.filter((line) => line.startsWith('own.mjs:')),
    );
  });

  it('applies the filter to the browser and the server builds of production and to the dev build', () => {
    const production = config({}, { mode: 'production' });
    assert.equal(production.length, 2);
    for (const build of [...production, config({}, { mode: 'development' })]) {
      assert.deepEqual(build.ignoreWarnings, ignoreWarnings);
    }
  });
});
