// Adds to package-lock.json the optional platform binaries (other OSes and CPUs) that the npm registry mirror of this
// workplace does not serve: npm cannot record them, and `npm ci` (npm >= 11.6) then refuses the lockfile as out of
// sync. Each added entry carries its os/cpu, so npm never tries to install it here. Resolved versions are untouched.
// Usage: node .ci/complete-lockfile.mjs [--check]   (--check: exit 1 if entries are missing, change nothing)
import fs from 'node:fs';

const LOCKFILE = new URL('../package-lock.json', import.meta.url);
const OS = [
  'darwin',
  'linux',
  'win32',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'aix',
  'netbsd',
  'openbsd',
];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

/** `@swc/core-linux-arm-gnueabihf` → { os: ['linux'], cpu: ['arm'] }; null when the name tells no platform. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  return os && cpu ? { os, cpu } : null;
}

/** Whether `name` resolves from the package at `location` as Node would (its own node_modules, then upwards). */
function resolvable(packages, location, name) {
  for (let dir = location; ; dir = dir.replace(/\/?node_modules\/(@[^/]+\/)?[^/]+$/, '')) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir.includes('node_modules/')) return Boolean(packages[`node_modules/${name}`]);
  }
}

const lock = JSON.parse(fs.readFileSync(LOCKFILE, 'utf8'));
const added = [];
for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+$/.test(spec) || resolvable(lock.packages, location, name)) continue;
    // Fields in the order npm writes them, so that a later `npm install` rewrites the entry identically.
    lock.packages[`node_modules/${name}`] = {
      version: spec,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
    };
    added.push(`${name}@${spec}`);
  }
}

if (process.argv.includes('--check')) {
  if (added.length > 0) {
    console.error(
      `package-lock.json lacks ${added.length} optional platform entries: node .ci/complete-lockfile.mjs`,
    );
    process.exit(1);
  }
} else if (added.length > 0) {
  // Same order as npm writes (the root first, then by path), so that a later `npm install` leaves a small diff.
  const sorted = Object.entries(lock.packages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  lock.packages = Object.fromEntries(sorted);
  fs.writeFileSync(LOCKFILE, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`package-lock.json: ${added.length} optional platform entries added (${added.join(', ')})`);
}
