// What `npm start` (start.mjs) builds before serving: every app whose build is missing, and every app whose inputs
// changed since its build, so that `git pull && npm start` serves what was pulled. An app's inputs are the files of
// its folder (and of shared/, which the front ends bundle) as git lists them, tracked or new, tests excepted, plus
// package-lock.json; their contents are hashed (about 4 MB, a few tens of milliseconds) into a stamp written after
// each successful build. The stamp also records the size and time of the build's marker files, so that a build made
// since by another command (`npm run build -w remote-public`) is not taken for the stamped one.
// Stamps live in node_modules/.cache/annuaire-start/, not in dist/: the API serves dist/ as it is.
//   node api/scripts/build-stamp.mjs --write   (after `npm run build`: stamps every app that is built)
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP_VERSION = 1;

/**
 * Each app: its workspace, the files of its dist/ whose presence means "built", and its inputs (folders or files,
 * relative to the repository root).
 */
export const APPS = [
  // The API's build data (api/src/build-data/files.ts); its builder skips a file already made from the same packages.
  { name: 'api', markers: ['communes-v1.json', 'demo-icons.json'], inputs: ['api'] },
  // The server builds too (server rendering), so that a checkout built before them builds again.
  { name: 'shell', markers: ['index.html', 'server-main.js'], inputs: ['shell', 'shared'] },
  {
    name: 'remote-public',
    markers: ['mf-manifest.json', 'server-remoteEntry.js'],
    inputs: ['remote-public', 'shared'],
  },
  { name: 'remote-pro-editor', markers: ['mf-manifest.json'], inputs: ['remote-pro-editor', 'shared'] },
  { name: 'remote-backoffice', markers: ['mf-manifest.json'], inputs: ['remote-backoffice', 'shared'] },
];

/** Inputs of every app: the lockfile (a dependency upgraded by `git pull` changes the bundles). */
const COMMON_INPUTS = ['package-lock.json'];

/** Files that never reach a build: tests, their snapshots, the API's tests and migrations' snapshots. */
const NOT_AN_INPUT = /(^|\/)(__tests__|__snapshots__|test)\/|\.(test|spec)\.[^/]+$/;

/** Folders the walk without git skips (git-ignored in this repository). */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'coverage', '@mf-types']);

/** The default folder of the stamps. */
export function defaultStampDir(repoRoot) {
  return path.join(repoRoot, 'node_modules', '.cache', 'annuaire-start');
}

/** Files under `inputs` (repository-relative, '/'-separated, sorted), from git, or a walk of the folders without it. */
export function listInputFiles(repoRoot, inputs) {
  let files;
  try {
    const output = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', ...inputs],
      { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 },
    );
    files = output.split('\0').filter(Boolean);
  } catch {
    // No git, or not a checkout (an archive): every file of the folders but the skipped ones.
    files = inputs.flatMap((input) => walk(repoRoot, input));
  }
  return [...new Set(files)].filter((file) => !NOT_AN_INPUT.test(file)).sort();
}

function walk(repoRoot, relative) {
  const absolute = path.join(repoRoot, relative);
  let stat;
  try {
    stat = fs.statSync(absolute);
  } catch {
    return [];
  }
  if (stat.isFile()) return [relative.split(path.sep).join('/')];
  if (!stat.isDirectory()) return [];
  return fs
    .readdirSync(absolute)
    .filter((name) => !name.startsWith('.') && !SKIPPED_DIRS.has(name))
    .flatMap((name) => walk(repoRoot, path.join(relative, name)));
}

/** SHA-256 of the names and contents of an app's inputs (a file listed but deleted counts as absent). */
export function inputsHash(repoRoot, app) {
  const hash = crypto.createHash('sha256');
  hash.update(`annuaire-start ${STAMP_VERSION}\0`);
  for (const file of listInputFiles(repoRoot, [...app.inputs, ...COMMON_INPUTS])) {
    hash.update(`${file}\0`);
    try {
      const content = fs.readFileSync(path.join(repoRoot, file));
      hash.update(`${content.length}\0`);
      hash.update(content);
    } catch {
      hash.update('absent\0');
    }
  }
  return hash.digest('hex');
}

/** Size and modification time of the build's marker files: another build since the stamp changes them. */
function buildFingerprint(repoRoot, app) {
  return app.markers.map((marker) => {
    const stat = fs.statSync(path.join(repoRoot, app.name, 'dist', marker));
    return `${marker}:${stat.size}:${stat.mtimeMs}`;
  });
}

function stampFile(stampDir, app) {
  return path.join(stampDir, `${app.name}.json`);
}

/** Records that the build of `app` now in dist/ was made from inputs hashing to `hash`. */
export function writeStamp(repoRoot, app, hash, stampDir = defaultStampDir(repoRoot)) {
  fs.mkdirSync(stampDir, { recursive: true });
  const stamp = { version: STAMP_VERSION, inputs: hash, build: buildFingerprint(repoRoot, app) };
  const file = stampFile(stampDir, app);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(stamp, null, 1)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * Whether `app` must be built before serving, and why:
 * 'missing' (a marker file is absent), 'unstamped' (built, but not by npm start or npm run build, or before stamps),
 * 'changed' (its inputs changed since its build) or 'fresh'. `hash` is the inputs' hash, to stamp after a build.
 */
export function buildState(repoRoot, app, stampDir = defaultStampDir(repoRoot)) {
  const hash = inputsHash(repoRoot, app);
  if (!app.markers.every((marker) => fs.existsSync(path.join(repoRoot, app.name, 'dist', marker)))) {
    return { state: 'missing', hash };
  }
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile(stampDir, app), 'utf8'));
  } catch {
    return { state: 'unstamped', hash };
  }
  if (
    stamp?.version !== STAMP_VERSION ||
    JSON.stringify(stamp.build) !== JSON.stringify(buildFingerprint(repoRoot, app))
  ) {
    return { state: 'unstamped', hash };
  }
  return { state: stamp.inputs === hash ? 'fresh' : 'changed', hash };
}

/** The one line `npm start` prints before building an app, or null when it is up to date. */
export function rebuildReason(appName, state) {
  switch (state) {
    case 'missing':
      return `[start] ${appName} n’est pas construit : construction… (npm run build -w ${appName})`;
    case 'unstamped':
      return `[start] ${appName} : construction sans empreinte (faite par une autre commande), reconstruction…`;
    case 'changed':
      return `[start] ${appName} : sources modifiées depuis la dernière construction, reconstruction…`;
    default:
      return null;
  }
}

function hasBuildScript(repoRoot, appName) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, appName, 'package.json'), 'utf8'));
    return typeof manifest.scripts?.build === 'string';
  } catch {
    return false;
  }
}

/**
 * Builds each app that is missing or out of date with `build(appName)` (true when it succeeded) and stamps it.
 * A failed build does not stop the others nor the start: the API then says what is missing.
 * @returns {string[]} the apps built
 */
export function ensureBuilt(
  repoRoot,
  { apps = APPS, build, log = console.log, warn = console.warn, stampDir = defaultStampDir(repoRoot) },
) {
  const built = [];
  for (const app of apps) {
    const { state, hash } = buildState(repoRoot, app, stampDir);
    const reason = rebuildReason(app.name, state);
    if (!reason) continue;
    if (!hasBuildScript(repoRoot, app.name)) {
      warn(`[start] ${app.name} n’a pas de script build : ignoré.`);
      continue;
    }
    log(reason);
    const result = build(app.name);
    if (result !== true) {
      warn(`[start] la construction de ${app.name} a échoué (${result}) : on continue.`);
      continue;
    }
    try {
      writeStamp(repoRoot, app, hash, stampDir);
      built.push(app.name);
    } catch (error) {
      // A build that left no marker file: the next start builds it again.
      warn(`[start] ${app.name} : empreinte non écrite (${error.message}).`);
    }
  }
  return built;
}

/** `--write`: stamps every app that is built now with its current inputs (run after `npm run build`). */
export function stampAll(
  repoRoot,
  { apps = APPS, stampDir = defaultStampDir(repoRoot), warn = console.warn } = {},
) {
  for (const app of apps) {
    if (!app.markers.every((marker) => fs.existsSync(path.join(repoRoot, app.name, 'dist', marker))))
      continue;
    try {
      writeStamp(repoRoot, app, inputsHash(repoRoot, app), stampDir);
    } catch (error) {
      warn(`[build] ${app.name} : empreinte non écrite (${error.message}).`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  if (process.argv.includes('--write')) {
    stampAll(repoRoot);
  } else {
    for (const app of APPS) {
      const started = performance.now();
      const { state } = buildState(repoRoot, app);
      console.log(`${app.name}: ${state} (${Math.round(performance.now() - started)} ms)`);
    }
  }
}
