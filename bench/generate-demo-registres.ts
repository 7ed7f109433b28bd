// `npm run generate:demo-registres -w bench`: writes the demo's register files (api/src/seed/registres/demo), the
// samples followed by a few hundred establishments of Corrèze and its neighbours drawn by the generator
// (support/registres/demo.ts). Deterministic: rerun it only when the generator or the samples change, and commit
// the files it writes.
import path from 'node:path';
import { DEMO_DEPARTEMENTS, DEMO_DIR, writeDemoRegistres } from './support/registres/demo';

async function main(): Promise<void> {
  const counts = await writeDemoRegistres();
  console.log(
    `Registres de démonstration écrits dans ${path.relative(process.cwd(), DEMO_DIR)} ` +
      `(départements ${DEMO_DEPARTEMENTS.join(', ')}), lignes ajoutées aux échantillons :`,
  );
  console.table(counts);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
