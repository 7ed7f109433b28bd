// Scenario 1 of bench/faults.ts: visitors reading and artisans saving and uploading, then every acknowledged write
// compared to the database and to DATA_DIR/uploads (PGlite, or the throwaway PostgreSQL cluster).
import { startProduct } from '../product';
import { prepareArtisans } from '../workload/accounts';
import { runLoad } from '../workload/at-work';
import { checkWrites, holdings, writesTable } from '../workload/holdings';
import { sleep } from '../workload/http';
import { smallImage } from '../workload/images';
import { Ledger } from '../workload/ledger';
import { Tally } from '../workload/tally';
import { ownCluster } from './pg-cluster';
import { ARTISANS, heading, LOAD_ON_POSTGRES, SECONDS, VISITORS } from './settings';

export async function scenarioLoad(): Promise<void> {
  const env = LOAD_ON_POSTGRES ? { DATABASE_URL: await (await ownCluster()).createDatabase() } : {};
  heading(
    `1. Charge / load : ${VISITORS} visiteurs + ${ARTISANS} artisans, ${SECONDS} s, ` +
      `${LOAD_ON_POSTGRES ? 'PostgreSQL (grappe jetable)' : 'PGlite'}`,
  );
  const product = await startProduct({ env });
  try {
    const { baseUrl } = product;
    const { cat, accounts } = await prepareArtisans(baseUrl, ARTISANS);
    const before = await holdings(baseUrl, product.dataDir);
    const ledger = new Ledger();
    const tally = new Tally();
    await runLoad(
      { baseUrl, catalogue: cat, tally },
      VISITORS,
      accounts,
      ledger,
      smallImage,
      sleep(SECONDS * 1000),
    );
    console.table(tally.table());
    const { after, ids, result, saves } = await checkWrites(baseUrl, product.dataDir, ledger, accounts);
    console.table([
      ...writesTable(ledger, result, after, ids),
      {
        'mesure / measure': 'orphelines avant la charge / orphaned images before the load',
        valeur: before.orphanImages.size,
      },
      { 'mesure / measure': 'profils tenus / saves held', valeur: saves.held },
      { 'mesure / measure': 'profils perdus / saves lost', valeur: saves.lost },
      { 'mesure / measure': 'réponses 5xx / 5xx answers', valeur: tally.count((s) => Number(s) >= 500) },
    ]);
  } finally {
    await product.stop();
  }
}
