// rspack config of remote-public, a Module Federation remote exposing ./routes: `npm run build -w remote-public` writes
// remote-public/dist (mf-manifest.json, remoteEntry.js, chunks) that the shell loads at runtime through /remotes.json.
// On top of the shared builder: the articles and legal pages in content/*.md become HTML at build time.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { appConfig } = require('@annuaire/shared/build/mf-shared.cjs');

export default appConfig(
  { appDir: import.meta.dirname, app: 'public', title: 'Annuaire des artisans – site public', server: true },
  (config) => ({
    ...config,
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
