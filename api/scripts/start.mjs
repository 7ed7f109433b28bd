// `npm start` (run from the repository root): builds whatever has no build yet (the API's data in api/dist, the
// front-end apps), then runs the API, which serves everything from one process. Signals are forwarded so that the
// API closes its database cleanly.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repoRoot = path.dirname(apiDir);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Each workspace and the files of its dist/ whose presence means "built". */
const APPS = [
  // The API's build data (api/src/build-data/files.ts): its build needs the devDependencies.
  { name: 'api', markers: ['communes-v1.json', 'demo-icons.json'] },
  // The server builds too (server rendering), so that a checkout built before them builds again.
  { name: 'shell', markers: ['index.html', 'server-main.js'] },
  { name: 'remote-public', markers: ['mf-manifest.json', 'server-remoteEntry.js'] },
  { name: 'remote-pro-editor', markers: ['mf-manifest.json'] },
  { name: 'remote-backoffice', markers: ['mf-manifest.json'] },
];

function hasBuildScript(app) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, app, 'package.json'), 'utf8'));
    return typeof manifest.scripts?.build === 'string';
  } catch {
    return false;
  }
}

for (const app of APPS) {
  if (app.markers.every((marker) => fs.existsSync(path.join(repoRoot, app.name, 'dist', marker)))) continue;
  if (!hasBuildScript(app.name)) {
    console.warn(`[start] ${app.name} n'a pas de script build : ignoré.`);
    continue;
  }
  console.log(`[start] ${app.name} n'est pas construit : npm run build -w ${app.name}`);
  const build = spawnSync(npm, ['run', 'build', '-w', app.name], { cwd: repoRoot, stdio: 'inherit' });
  // A failed build must not keep the API from starting: it then answers "Interface non construite" there, or says
  // in its log that its data is missing (the address search answers 503, no demo data is seeded).
  if (build.status !== 0) {
    console.warn(
      `[start] la construction de ${app.name} a échoué (code ${build.status ?? build.signal}) : on continue.`,
    );
  }
}

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
