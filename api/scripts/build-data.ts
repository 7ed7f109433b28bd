// `npm run build -w api` (part of the root `npm run build`; `npm start` runs it when its files are missing or its
// inputs changed: build-stamp.mjs): writes the data the server reads into api/dist, from devDependencies
// (src/build-data/build.ts).
//   node --import tsx api/scripts/build-data.ts
import { buildData } from '../src/build-data/build';

try {
  buildData();
} catch (error) {
  if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
  console.error(
    `[build-data] ${(error as Error).message.split('\n')[0]}\n` +
      '[build-data] les paquets de construction de l’API (devDependencies) ne sont pas installés : lancez « npm install » ' +
      '(sans --omit=dev) puis « npm run build ». (The API’s build packages are not installed: run "npm install" ' +
      'without --omit=dev, then "npm run build".)',
  );
  process.exitCode = 1;
}
