// Debian's nginx (nginx-light) for the benches that compare with it or put it in front of the API: found at
// /usr/sbin/nginx or NGINX_PATH, run in the foreground from a scratch folder on loopback, stopped by the script.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `nginx version: nginx/1.22.1`, or null when nginx is not installed. nginx -v and -V write to stderr. */
export function nginxVersion(): string | null {
  if (!existsSync(NGINX)) return null;
  const result = spawnSync(NGINX, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? `${result.stderr}${result.stdout}`.trim() || 'nginx' : null;
}

/** The temp paths this nginx was built with, so that the configuration never names a module it lacks. */
function tempPathDirectives(folder: string): string[] {
  const built = spawnSync(NGINX, ['-V'], { encoding: 'utf8' }).stderr ?? '';
  return ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((kind) => kind === 'client-body' || built.includes(`--http-${kind}-temp-path`))
    .map((kind) => {
      const directory = path.join(folder, `${kind}-temp`);
      mkdirSync(directory, { recursive: true });
      return `  ${kind.replace('-', '_')}_temp_path ${directory};`;
    });
}

/**
 * Writes `folder/nginx.conf` with the given directives of the `http` block (one worker, no daemon, its temp paths
 * in `folder`), starts nginx and waits until `probePath` answers 2xx on `port`.
 * @param stopSignal SIGTERM stops at once; SIGQUIT lets the worker finish and write its buffered access log.
 */
export async function runNginx(options: {
  folder: string;
  port: number;
  http: string[];
  probePath: string;
  stopSignal?: NodeJS.Signals;
}): Promise<NginxProcess> {
  const { folder, port, http, probePath, stopSignal = 'SIGTERM' } = options;
  const conf = path.join(folder, 'nginx.conf');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'master_process off;',
      'worker_processes 1;',
      `pid ${path.join(folder, 'nginx.pid')};`,
      `error_log ${path.join(folder, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      ...tempPathDirectives(folder),
      ...http,
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(NGINX, ['-p', folder, '-e', path.join(folder, 'error.log'), '-c', conf], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(stopSignal);
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx s’est arrêté au démarrage : ${stderr.trim()}`);
    try {
      if ((await fetch(`${baseUrl}${probePath}`)).ok) return { baseUrl, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx ne répond pas sur ${baseUrl} : ${stderr.trim()}`);
}
