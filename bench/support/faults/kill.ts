// Scenario 3 of bench/faults.ts: SIGKILL during uploads, a restart on the same DATA_DIR, then the files and rows.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startProduct, type RunningProduct } from '../product';
import { prepareArtisans } from '../workload/accounts';
import { runLoad } from '../workload/at-work';
import { holdings, reconcile, writesTable } from '../workload/holdings';
import { sleep } from '../workload/http';
import { largeJpeg, smallPng, type Image } from '../workload/images';
import { Ledger } from '../workload/ledger';
import { Tally } from '../workload/tally';
import { heading, ORPHAN_GRACE_SECONDS } from './settings';

/** Decodes every image file under uploads; returns those that sharp cannot read entirely. */
async function undecodable(uploads: string, files: string[]): Promise<string[]> {
  const bad: string[] = [];
  const queue = files.filter((file) => !file.endsWith('.tmp'));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
        try {
          await sharp(path.join(uploads, file), { failOn: 'truncated' }).raw().toBuffer();
        } catch {
          bad.push(file);
        }
      }
    }),
  );
  return bad;
}

export async function scenarioKill(): Promise<void> {
  heading('3. SIGKILL pendant les téléversements / SIGKILL during uploads (PGlite)');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-bench-kill-'));
  let product: RunningProduct | null = null;
  try {
    product = await startProduct({ dataDir });
    const { baseUrl } = product;
    const { cat, accounts } = await prepareArtisans(baseUrl, 6);
    const ledger = new Ledger();
    const tally = new Tally();
    const large = await largeJpeg();
    const mixed: Image = async () =>
      randomInt(2) === 0
        ? { data: large, type: 'image/jpeg' }
        : { data: await smallPng(), type: 'image/png' };
    const killAfter = 6000 + randomInt(3000);
    const child = product.process;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const killer = (async () => {
      await sleep(killAfter);
      child.kill('SIGKILL');
      await exited;
    })();
    // Only artisans: no visitor, so that every request in flight at the kill is a write.
    await runLoad({ baseUrl, catalogue: cat, tally }, 0, accounts, ledger, mixed, killer);
    console.table(tally.table());
    const inFlight = tally.count((s) => s.startsWith('sans'));

    const started = Date.now();
    // The only instance on this DATA_DIR: no upload of another one can be in flight, so the orphan sweep at start
    // may remove every unreferenced image at once (the product's default waits an hour).
    product = await startProduct({ dataDir, env: { UPLOAD_ORPHAN_GRACE_SECONDS: ORPHAN_GRACE_SECONDS } });
    const restartMs = Date.now() - started;
    const uploads = path.join(dataDir, 'uploads');
    // The temporary files of the writes the kill cut are younger than the product's limit at restart (10 s: a live
    // write of another instance could own them); its second sweep, 11 s after start, removes them. Counted at
    // restart, then once that sweep has run.
    const temporaryAtRestart = (await holdings(product.baseUrl, dataDir)).temporary.length;
    await sleep(Math.max(0, 12_000 - (Date.now() - started)));
    const after = await holdings(product.baseUrl, dataDir);
    const bad = await undecodable(uploads, after.files);
    const ids = accounts.map((a) => a.artisanId);
    const result = reconcile(ledger, ids, after);
    console.table([
      { 'mesure / measure': 'SIGKILL après / after (ms)', valeur: killAfter },
      { 'mesure / measure': 'requêtes sans réponse / requests cut by the kill', valeur: inFlight },
      { 'mesure / measure': 'redémarrage sur le même DATA_DIR / restart (ms)', valeur: restartMs },
      {
        'mesure / measure': 'délai de grâce des orphelines / orphan grace period (s)',
        valeur: ORPHAN_GRACE_SECONDS,
      },
      { 'mesure / measure': 'fichiers images illisibles / partial image files', valeur: bad.length },
      {
        'mesure / measure': 'fichiers temporaires au redémarrage / temporary files at restart',
        valeur: temporaryAtRestart,
      },
      ...writesTable(ledger, result, after, ids),
    ]);
    if (bad.length > 0) console.log('Illisibles :', bad.slice(0, 10));
    if (after.missing.length > 0) console.log('Lignes sans fichier :', after.missing.slice(0, 10));
    if (after.temporary.length > 0) console.log('Temporaires :', after.temporary.slice(0, 10));
  } finally {
    await product?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
