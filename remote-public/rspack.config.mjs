// rspack config of remote-public, a Module Federation remote exposing ./routes: `npm run build -w remote-public` writes
// remote-public/dist (mf-manifest.json, remoteEntry.js, chunks) that the shell loads at runtime through /remotes.json.
// On top of the shared builder: the articles and legal pages in content/*.md become HTML at build time.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { appConfig } = require('@annuaire/shared/build/mf-shared.cjs');

/**
 * Warnings this app's build does not print. maplibre-gl's bundle makes its worker's address with
 * `new URL(variable, import.meta.url)`, a request rspack cannot follow, and reports it with the whole minified line
 * around it: a screen of noise on every build (the map sets its worker's address itself: worker-url.ts). Only that
 * warning of that module is dropped; any other, maplibre's included, still prints (rspack.config.test.mjs).
 */
export const ignoreWarnings = [
  {
    module: /[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.mjs$/,
    message: /Critical dependency: the request of a dependency is an expression/,
  },
];

export default appConfig(
  { appDir: import.meta.dirname, app: 'public', title: 'Annuaire des artisans – site public', server: true },
  (config) => ({
    ...config,
    ignoreWarnings: [...(config.ignoreWarnings ?? []), ...ignoreWarnings],
    resolve: {
      ...config.resolve,
      alias: { ...config.resolve?.alias, '@content': path.join(import.meta.dirname, 'content') },
    },
    module: {
      ...config.module,
      rules: [
        ...config.module.rules,
        {
          test: /\.md$/,
          include: path.join(import.meta.dirname, 'content'),
          loader: path.join(import.meta.dirname, 'build', 'markdown-loader.cjs'),
          type: 'javascript/auto',
        },
      ],
    },
  }),
);
