// `npm run dev` (root): the API in watch mode on :8080 and the dev servers of the shell (:3000) and of the three
// remotes (:3001-3003), each as its own process as separate teams would run them. Output is prefixed per process;
// Ctrl-C (or any process exiting) stops them all.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';

const require = createRequire(import.meta.url);
const federation = require('../../shared/src/federation/federation-config.json');

const root = path.resolve(import.meta.dirname, '..', '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const API_PORT = '8080';

const services = [
  { label: 'api', workspace: '@annuaire/api', color: 35, env: { PORT: API_PORT } },
  { label: 'shell', workspace: federation.shell.app, color: 36, port: federation.shell.devPort },
  ...Object.entries(federation.remotes).map(([key, remote], index) => ({
    label: key,
    workspace: remote.app,
    color: 32 + index,
    port: remote.devPort,
  })),
];

const width = Math.max(...services.map((service) => service.label.length));
const useColor = process.stdout.isTTY && !('NO_COLOR' in process.env);
const prefixOf = (service) => {
  const text = `[${service.label}]`.padEnd(width + 2);
  return useColor ? `\x1b[${service.color}m${text}\x1b[0m` : text;
};

const children = new Map();
let stopping = false;

function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) {
    // Each service runs in its own process group (npm -> sh -> node): signal the whole group.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  const force = setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }, 5000);
  force.unref();
  const wait = setInterval(() => {
    if (children.size === 0) {
      clearInterval(wait);
      process.exit(exitCode);
    }
  }, 100);
}

for (const service of services) {
  const child = spawn(npm, ['run', 'dev', '--silent', '-w', service.workspace], {
    cwd: root,
    env: { ...process.env, ...service.env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.set(service.label, child);
  const prefix = prefixOf(service);
  for (const stream of [child.stdout, child.stderr]) {
    readline
      .createInterface({ input: stream })
      .on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  child.on('exit', (code, signal) => {
    children.delete(service.label);
    if (!stopping) {
      process.stdout.write(`${prefix} arrêté (${signal ?? `code ${code}`}) : arrêt des autres services\n`);
      stopAll(code || 1);
    }
  });
  if (service.port) process.stdout.write(`${prefix} http://localhost:${service.port}\n`);
}

process.stdout.write(
  `${prefixOf({ label: 'dev', color: 33 })} ouvrez http://localhost:${federation.shell.devPort} (API sur :${API_PORT}) ; Ctrl-C arrête tout\n`,
);

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
