// Imports the public registers (INSEE's SIRENE stock and its geolocation, ADEME's RGE list) into the register's
// tables of the database of DATA_DIR or DATABASE_URL, as `npm start` opens it:
//   npm run import:registres -- --etablissements F [--unites-legales F] [--geolocalisation F] [--rge F]
//     [--departements 19,24,46]
// The work is src/registres/command.ts; this file gives it the process's arguments, streams and environment.
import { main } from '../src/registres/command';

main(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  // npm runs a root script in the repository's root; INIT_CWD is where the operator typed it.
  cwd: process.env.INIT_CWD ?? process.cwd(),
}).then(
  (status) => {
    process.exitCode = status;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
