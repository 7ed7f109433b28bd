// What `npm start` rebuilds (build-stamp.mjs), in a scratch git repository with two fake apps whose "build" writes
// their dist/ markers: nothing twice, and everything a `git pull` could have changed. Run by `npm run test:scripts`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { APPS, buildState, ensureBuilt, inputsHash, stampAll } from './build-stamp.mjs';

const FAKE_APPS = [
  { name: 'remote-public', markers: ['mf-manifest.json'], inputs: ['remote-public', 'shared'] },
  { name: 'shell', markers: ['index.html'], inputs: ['shell', 'shared'] },
];

let root;
let lines;

function write(file, content) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

function git(...args) {
  execFileSync('git', args, { cwd: root, stdio: 'ignore' });
}

/** One `npm start` before the API starts: returns the apps it built; `fail` names apps whose build fails. */
function start({ fail = [] } = {}) {
  const built = [];
  ensureBuilt(root, {
    apps: FAKE_APPS,
    stampDir: path.join(root, 'stamps'),
    log: (line) => lines.push(line),
    warn: (line) => lines.push(line),
    build(name) {
      if (fail.includes(name)) return 'code 1';
      const app = FAKE_APPS.find((candidate) => candidate.name === name);
      for (const marker of app.markers) write(`${name}/dist/${marker}`, `built ${Date.now()}`);
      built.push(name);
      return true;
    },
  });
  return built;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-start-'));
  lines = [];
  for (const app of FAKE_APPS) write(`${app.name}/package.json`, '{"scripts":{"build":"rspack build"}}');
  write('.gitignore', 'dist/\nstamps/\n');
  write('package-lock.json', '{"lockfileVersion":3}');
  write('shared/src/contract.ts', 'export const A = 1;');
  write('remote-public/src/page.tsx', 'export const Page = 1;');
  write('remote-public/src/page.test.tsx', 'it("works", () => {});');
  write('shell/src/app.tsx', 'export const App = 1;');
  git('init', '-q');
  git('add', '.');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm start on a checkout', () => {
  it('builds the apps with no build, then serves them as they are while nothing changes', () => {
    assert.deepEqual(start(), ['remote-public', 'shell']);
    assert.deepEqual(lines, [
      '[start] remote-public n’est pas construit : construction… (npm run build -w remote-public)',
      '[start] shell n’est pas construit : construction… (npm run build -w shell)',
    ]);
    lines = [];
    assert.deepEqual(start(), []);
    assert.deepEqual(lines, []);
  });

  it('rebuilds an app whose sources changed (as after a git pull), and says so in one line', () => {
    start();
    lines = [];
    write('remote-public/src/page.tsx', 'export const Page = 2;');
    assert.deepEqual(start(), ['remote-public']);
    assert.deepEqual(lines, [
      '[start] remote-public : sources modifiées depuis la dernière construction, reconstruction…',
    ]);
    assert.deepEqual(start(), []);
  });

  it('rebuilds every front end when shared/ or the lockfile changed', () => {
    start();
    write('shared/src/contract.ts', 'export const A = 2;');
    assert.deepEqual(start(), ['remote-public', 'shell']);
    write('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    assert.deepEqual(start(), ['remote-public', 'shell']);
  });

  it('counts a new file not yet committed and a deleted one, but not a test', () => {
    start();
    write('remote-public/src/page.test.tsx', 'it("still works", () => {});');
    assert.deepEqual(start(), []);
    write('remote-public/src/new-page.tsx', 'export const NewPage = 1;');
    assert.deepEqual(start(), ['remote-public']);
    fs.rmSync(path.join(root, 'shell/src/app.tsx'));
    assert.deepEqual(start(), ['shell']);
  });

  it('rebuilds once a build made by another command, since it cannot tell what it was made from', () => {
    start();
    lines = [];
    write('shell/dist/index.html', 'built by npm run build -w shell from an older checkout');
    assert.deepEqual(start(), ['shell']);
    assert.deepEqual(lines, [
      '[start] shell : construction sans empreinte (faite par une autre commande), reconstruction…',
    ]);
  });

  it('after `npm run build` (stampAll), starts without building again', () => {
    start();
    write('remote-public/src/page.tsx', 'export const Page = 3;');
    write('remote-public/dist/mf-manifest.json', 'rebuilt by npm run build');
    stampAll(root, { apps: FAKE_APPS, stampDir: path.join(root, 'stamps') });
    assert.deepEqual(start(), []);
  });

  it('does not stamp a failed build: it says so, goes on, and the next start tries again', () => {
    start();
    write('shell/src/app.tsx', 'export const App = 2;');
    lines = [];
    assert.deepEqual(start({ fail: ['shell'] }), []);
    assert.deepEqual(lines, [
      '[start] shell : sources modifiées depuis la dernière construction, reconstruction…',
      '[start] la construction de shell a échoué (code 1) : on continue.',
    ]);
    assert.deepEqual(start(), ['shell']);
  });

  it('works without git (an archive of the sources), by walking the folders', () => {
    fs.rmSync(path.join(root, '.git'), { recursive: true, force: true });
    start();
    assert.equal(buildState(root, FAKE_APPS[0], path.join(root, 'stamps')).state, 'fresh');
    write('shared/src/contract.ts', 'export const A = 3;');
    assert.deepEqual(start(), ['remote-public', 'shell']);
  });
});

describe('the real repository', () => {
  it('has a stamp input list for every app npm start builds, each with a build script', () => {
    const repoRoot = path.resolve(import.meta.dirname, '..', '..');
    for (const app of APPS) {
      const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, app.name, 'package.json'), 'utf8'));
      assert.equal(typeof manifest.scripts.build, 'string', app.name);
      assert.match(inputsHash(repoRoot, app), /^[0-9a-f]{64}$/);
    }
  });
});
