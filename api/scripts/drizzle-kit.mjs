// Runs drizzle-kit for `npm run db:generate -w @annuaire/api`. npm installed drizzle-orm inside api/node_modules
// while drizzle-kit sits at the root, where drizzle-kit's own require/import of drizzle-orm would not find it:
// NODE_PATH (require) and a small resolve hook (import) point those lookups at the API's copy.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const apiPackageUrl = new URL('../package.json', import.meta.url).href;
const require = createRequire(apiPackageUrl);
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageUrl)} });
  }
  return next(specifier, context);
}`;
const register = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;

const result = spawnSync(
  process.execPath,
  ['--import', `data:text/javascript,${encodeURIComponent(register)}`, bin, ...process.argv.slice(2)],
  {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: path.join(apiDir, 'node_modules') },
  },
);
process.exit(result.status ?? 1);
