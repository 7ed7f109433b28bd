// Scenario 2 of bench/faults.ts: a lighter load on the throwaway PostgreSQL cluster, stopped for a while, then
// started again: the answers before, during and after, the recovery, and what the writes held.
import os from 'node:os';
import path from 'node:path';
import { startProduct } from '../product';
import { prepareArtisans } from '../workload/accounts';
import { runLoad } from '../workload/at-work';
import { checkWrites, writesTable } from '../workload/holdings';
import { call, ok, sleep, type Reply } from '../workload/http';
import { smallImage } from '../workload/images';
import { Ledger } from '../workload/ledger';
import { Tally } from '../workload/tally';
import { ownCluster } from './pg-cluster';
import { heading, OUTAGE_SECONDS } from './settings';

export async function scenarioOutage(): Promise<void> {
  heading(`2. Panne de base / database outage : PostgreSQL arrêté ${OUTAGE_SECONDS} s pendant la charge`);
  const db = await ownCluster();
  const logFile = path.join(os.tmpdir(), `annuaire-bench-outage-${process.pid}.log`);
  const product = await startProduct({ env: { DATABASE_URL: await db.createDatabase() }, logFile });
  let clusterDown = false;
  try {
    const { baseUrl } = product;
    const { cat, accounts } = await prepareArtisans(baseUrl, 5);
    const ledger = new Ledger();
    const tally = new Tally();
    const marks = { stop: Infinity, down: Infinity, up: Infinity };
    type Phase = 'avant / before' | 'pendant / during' | 'après / after';
    const phaseOf = (at: number): Phase =>
      at < marks.stop ? 'avant / before' : at < marks.up ? 'pendant / during' : 'après / after';
    const phases = new Map<Phase, Tally>();
    let frenchDuring = 0;
    let retryAfterDuring = 0;
    let firstWriteAfterUp = Infinity;
    const onReply = (kind: string, reply: Reply) => {
      const phase = phaseOf(reply.started);
      if (!phases.has(phase)) phases.set(phase, new Tally());
      phases.get(phase)!.record(kind.startsWith('GET') ? 'lectures / reads' : 'écritures / writes', reply);
      if (phase === 'pendant / during' && reply.status === 503) {
        const message = (reply.body as { message?: string } | null)?.message ?? '';
        if (/indisponible/.test(message)) frenchDuring += 1;
        if (reply.headers?.get('retry-after')) retryAfterDuring += 1;
      }
      if (!kind.startsWith('GET') && ok(reply) && reply.started >= marks.up)
        firstWriteAfterUp = Math.min(firstWriteAfterUp, reply.started + reply.ms);
    };

    // The health probe reads the database each time: its first 200 after the restart is the recovery.
    const health: { at: number; status: number }[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const reply = await call(baseUrl, 'GET', '/api/health');
        health.push({ at: reply.started + reply.ms, status: reply.status });
        await sleep(200);
      }
    })();

    const timeline = (async () => {
      await sleep(10_000);
      marks.stop = Date.now();
      db.stop();
      clusterDown = true;
      marks.down = Date.now();
      await sleep(OUTAGE_SECONDS * 1000);
      db.start();
      clusterDown = false;
      marks.up = Date.now();
      await sleep(15_000);
    })();
    await runLoad({ baseUrl, catalogue: cat, tally, onReply }, 50, accounts, ledger, smallImage, timeline);
    probing = false;
    await probe;

    const firstHealthy = health.find((h) => h.at >= marks.up && h.status === 200);
    const rows: Record<string, string | number>[] = [];
    for (const [phase, phaseTally] of phases)
      for (const row of phaseTally.table()) rows.push({ phase, ...row });
    console.table(rows);
    const statusesDuring = new Map<string, number>();
    for (const [kind, tallyOfPhase] of phases)
      if (kind === 'pendant / during')
        for (const row of tallyOfPhase.table())
          statusesDuring.set(String(row['requête / request']), Number(row.total));
    const during = phases.get('pendant / during');
    const { after, ids, result, saves } = await checkWrites(baseUrl, product.dataDir, ledger, accounts);
    const createdIn = (phase: Phase) =>
      [...ledger.created.values()].filter((c) => phaseOf(c.at) === phase).length;
    const heldIn = (phase: Phase) =>
      [...ledger.created]
        .filter(
          ([id, c]) => phaseOf(c.at) === phase && !ledger.deleted.has(id) && !ledger.deletedUnacked.has(id),
        )
        .filter(([id]) => after.details.some((d) => d.id === id)).length;
    console.table([
      { 'mesure / measure': 'arrêt de PostgreSQL / stop took (ms)', valeur: marks.down - marks.stop },
      {
        'mesure / measure': 'réponses pendant la panne : 503 / 500 / sans réponse',
        valeur: `${during?.count((s) => s === '503') ?? 0} / ${during?.count((s) => s === '500') ?? 0} / ${
          during?.count((s) => s.startsWith('sans')) ?? 0
        }`,
      },
      { 'mesure / measure': '503 avec message français / 503 with a French message', valeur: frenchDuring },
      { 'mesure / measure': '503 avec Retry-After', valeur: retryAfterDuring },
      {
        'mesure / measure': 'premier /api/health 200 après redémarrage / first healthy after restart (ms)',
        valeur: firstHealthy ? firstHealthy.at - marks.up : 'jamais / never',
      },
      {
        'mesure / measure': 'première écriture 2xx après redémarrage / first 2xx write after restart (ms)',
        valeur: Number.isFinite(firstWriteAfterUp) ? firstWriteAfterUp - marks.up : 'jamais / never',
      },
      {
        'mesure / measure': 'créations acquittées avant / pendant / après',
        valeur: `${createdIn('avant / before')} / ${createdIn('pendant / during')} / ${createdIn('après / after')}`,
      },
      {
        'mesure / measure': 'dont encore là (hors supprimées) / still there (not deleted)',
        valeur: `${heldIn('avant / before')} / ${heldIn('pendant / during')} / ${heldIn('après / after')}`,
      },
      ...writesTable(ledger, result, after, ids),
      {
        'mesure / measure': 'profils tenus / perdus (saves held / lost)',
        valeur: `${saves.held} / ${saves.lost}`,
      },
      {
        'mesure / measure': 'processus API vivant / API process alive',
        valeur: product.process.exitCode === null ? 'oui' : 'non',
      },
    ]);
    console.log(`Journal de l’API : ${logFile}`);
  } finally {
    if (clusterDown) db.start();
    await product.stop();
  }
}
