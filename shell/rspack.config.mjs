// rspack config of the shell, the Module Federation host: `npm run build -w shell` writes shell/dist (served at / by
// the API); `npm run dev` serves it on :3000, proxies the API to :8080 and answers /remotes.json with the dev remotes.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { appConfig, federation, API_DEV_ORIGIN } = require('@annuaire/shared/build/mf-shared.cjs');

const devRemotes = Object.fromEntries(
  Object.entries(federation.remotes).map(([key, remote]) => [
    key,
    `http://localhost:${remote.devPort}/mf-manifest.json`,
  ]),
);

export default appConfig({
  appDir: import.meta.dirname,
  app: 'shell',
  title: 'Annuaire des artisans',
  server: true,
  devServer: {
    proxy: [
      {
        context: ['/api', '/uploads', '/sitemap.xml', '/runtime-config.json'],
        target: API_DEV_ORIGIN,
      },
    ],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotes));
        },
      });
      return middlewares;
    },
  },
});
