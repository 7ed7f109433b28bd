// The micro-cache of deploy/nginx.conf, read from that file (its « BEGIN micro-cache » blocks) so that the benches
// and the test of its behaviour run exactly what the deployment sample says, with the cache folder moved to scratch.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEPLOY_NGINX_CONF = path.resolve(__dirname, '..', '..', 'deploy', 'nginx.conf');

function block(text: string, name: string): string[] {
  const match = new RegExp(`# BEGIN ${name}\\n([\\s\\S]*?)\\n\\s*# END ${name}\\n`).exec(text);
  if (!match?.[1]) throw new Error(`deploy/nginx.conf n’a plus de bloc « ${name} ».`);
  return match[1].split('\n');
}

/** The http-level directives (cache zone in `cacheFolder`) and those of the proxied location. */
export function microCacheDirectives(cacheFolder: string): { http: string[]; location: string[] } {
  const text = readFileSync(DEPLOY_NGINX_CONF, 'utf8');
  return {
    http: block(text, 'micro-cache').map((line) => line.replace('/var/cache/nginx/annuaire', cacheFolder)),
    location: block(text, 'micro-cache location'),
  };
}
