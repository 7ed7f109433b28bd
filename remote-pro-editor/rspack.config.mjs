// rspack config of remote-pro-editor, a Module Federation remote exposing ./routes: `npm run build -w remote-pro-editor` writes
// remote-pro-editor/dist (mf-manifest.json, remoteEntry.js, chunks) that the shell loads at runtime through /remotes.json.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { appConfig } = require('@annuaire/shared/build/mf-shared.cjs');

export default appConfig({
  appDir: import.meta.dirname,
  app: 'proEditor',
  title: 'Annuaire des artisans – éditeur de profil',
});
