// rspack config of remote-backoffice, a Module Federation remote exposing ./routes: `npm run build -w remote-backoffice` writes
// remote-backoffice/dist (mf-manifest.json, remoteEntry.js, chunks) that the shell loads at runtime through /remotes.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { appConfig } = require('@annuaire/shared/build/mf-shared.cjs');

export default appConfig({
  appDir: import.meta.dirname,
  app: 'backoffice',
  title: 'Annuaire des artisans – back-office',
});
