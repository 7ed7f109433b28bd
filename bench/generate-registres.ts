// `npm run bench:generate-registres -w bench -- --rows N --out DIR [--seed S] [--zip] [--next]`: writes the public
// registers' files (SIRENE's stock of establishments and legal units, INSEE's geolocation, ADEME's RGE list) at a
// share of the national size, deterministically (support/registres/generate.ts). `--rows 4300000` is a tenth of
// the national stock; `--next` writes the next month's files, about 1 % of the rows changed, for a refresh.
import path from 'node:path';
import { generateRegistres } from './support/registres/generate';
import { NATIONAL } from './support/registres/vocabulary';
import { formatNumber } from './support/scale/report';

function option(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index === -1) return undefined;
  const value = argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`L’option ${name} attend une valeur.`);
  return value;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const known = new Set(['--rows', '--out', '--seed', '--zip', '--next']);
  for (const arg of argv)
    if (arg.startsWith('--') && !known.has(arg)) throw new Error(`Option inconnue : ${arg}.`);
  const rows = Number(option(argv, '--rows') ?? NATIONAL.etablissements / 10);
  if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows attend un nombre entier de lignes.');
  const out = path.resolve(
    process.env.INIT_CWD ?? process.cwd(),
    option(argv, '--out') ?? `registres-${rows}`,
  );
  const seed = option(argv, '--seed');
  const manifest = await generateRegistres({
    rows,
    out,
    zip: argv.includes('--zip'),
    month: argv.includes('--next') ? 'next' : 'base',
    ...(seed ? { seed: Number(seed) } : {}),
    onProgress: (done) => {
      if (done % 1_000_000 === 0) console.log(`${formatNumber(done)} établissements…`);
    },
  });
  console.log(
    `${formatNumber(manifest.rows)} lignes (${((manifest.rows / NATIONAL.etablissements) * 100).toFixed(2)} % ` +
      `du stock national), mois ${manifest.month === 'next' ? 'suivant' : 'de base'}, graine ${manifest.seed}, ` +
      `en ${manifest.seconds.toFixed(1)} s, dans ${out} :`,
  );
  console.table(
    Object.values(manifest.files).map((file) => ({
      fichier: path.basename(file.file),
      lignes: file.rows,
      octets: file.bytes,
      'octets du CSV': file.csvBytes,
    })),
  );
  console.log(manifest.counts);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
