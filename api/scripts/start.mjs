// `npm start` (run from the repository root): builds whatever has no build yet or was changed since its build (the
// API's data in api/dist, the front-end apps: build-stamp.mjs), then runs the API, which serves everything from one
// process. Signals are forwarded so that the API closes its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build-stamp.mjs';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.dirname(apiDir);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

ensureBuilt(repoRoot, {
  build(app) {
    const build = spawnSync(npm, ['run', 'build', '-w', app], { cwd: repoRoot, stdio: 'inherit' });
    // A failed build must not keep the API from starting: it then answers "Interface non construite" there, or says
    // in its log that its data is missing (the address search answers 503, no demo data is seeded).
    return build.status === 0 ? true : `code ${build.status ?? build.signal}`;
  },
});

// Absolute paths, so that the API starts whatever the working directory (DATA_DIR stays relative to it).
const tsx = pathToFileURL(createRequire(path.join(apiDir, 'package.json')).resolve('tsx')).href;
const child = spawn(process.execPath, ['--import', tsx, path.join(apiDir, 'src', 'main.ts')], {
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  if (signal) {
    // Re-raised on ourselves once the handlers are gone, so that our parent sees the same cause of death.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
