// Where the server render reads a remote's build (its manifest, its server entry, its chunk list): from this
// process's own folders when remotes.json names a build it serves itself, over HTTP from an origin the operator
// listed (SSR_REMOTE_ORIGINS), and from nowhere else: a remote's server code runs inside this process.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_BUILDS } from '../routes/web';

export interface RemoteFile {
  text: string;
  /** Its path when it was read from this machine (the container then loads its chunks from the same folder). */
  file: string | null;
}

export interface RemoteFileOptions {
  /** PUBLIC_URL: relative entries of remotes.json are on this origin. */
  publicUrl: string;
  webRoot: string;
  allowedOrigins: readonly string[];
  /** Longest wait for a file from another host. */
  timeoutMs?: number;
}

export class RemoteNotAllowedError extends Error {
  constructor(url: string) {
    super(`Code serveur refusé : ${new URL(url).origin} n'est pas dans SSR_REMOTE_ORIGINS`);
    this.name = 'RemoteNotAllowedError';
  }
}

/** The file of a build this process serves at `pathname` (/remotes/public/x.js), or null. */
export function localBuildFile(webRoot: string, pathname: string): string | null {
  const build = REMOTE_BUILDS.find((remote) => pathname.startsWith(remote.prefix));
  if (!build) return null;
  const dist = path.join(webRoot, build.app, 'dist');
  const file = path.resolve(dist, decodeURIComponent(pathname.slice(build.prefix.length)));
  return file.startsWith(dist + path.sep) ? file : null;
}

export function createRemoteFileLoader({
  publicUrl,
  webRoot,
  allowedOrigins,
  timeoutMs = 5000,
}: RemoteFileOptions): (url: string) => Promise<RemoteFile> {
  const ownOrigin = new URL(publicUrl).origin;
  const allowed = new Set(allowedOrigins.map((origin) => new URL(origin).origin));
  return async (url) => {
    const target = new URL(url);
    if (target.origin === ownOrigin) {
      const file = localBuildFile(webRoot, target.pathname);
      if (!file) throw new RemoteNotAllowedError(url);
      return { text: await fs.promises.readFile(file, 'utf8'), file };
    }
    if (!allowed.has(target.origin) || !/^https?:$/.test(target.protocol))
      throw new RemoteNotAllowedError(url);
    const response = await fetch(target, { signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (!response.ok) throw new Error(`${url} : HTTP ${response.status}`);
    return { text: await response.text(), file: null };
  };
}
