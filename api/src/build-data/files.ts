// The files the API's build writes into api/dist (scripts/build-data.ts, run by `npm run build`, by `npm start`
// when they are missing and before the API tests) and the server only reads: the communes index of the address
// search and the demo seed's pictograms. The npm packages they come from are devDependencies, so a production
// install (`npm ci --omit=dev`) has these files and not their sources.
import fs from 'node:fs';
import path from 'node:path';

/** api/dist, wherever the process was started from (git-ignored, like the front ends' dist folders). */
export const BUILD_DATA_DIR = path.resolve(__dirname, '..', '..', 'dist');

export const BUILD_DATA_FILES = {
  communes: 'communes-v1.json',
  demoIcons: 'demo-icons.json',
} as const;

/** A file of the build is absent: the message says how to make it, in French then in English. */
export class MissingBuildDataError extends Error {
  constructor(readonly file: string) {
    super(
      `${file} est absent : lancez « npm run build » (ou « npm run build -w api ») avant de démarrer l’API. ` +
        `(${file} is missing: run "npm run build" before starting the API.)`,
    );
    this.name = 'MissingBuildDataError';
  }
}

/** The parsed JSON of one file of the build; MissingBuildDataError when it is not there. */
export function readBuildData(dir: string, name: string): unknown {
  const file = path.join(dir, name);
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new MissingBuildDataError(file);
    throw error;
  }
  return JSON.parse(text) as unknown;
}

/** Written aside then renamed, so that a server or a test reading it meanwhile never sees half a file. */
export function writeBuildData(dir: string, name: string, data: unknown): string {
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(data));
  fs.renameSync(temporary, file);
  return file;
}
