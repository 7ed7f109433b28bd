// Scenario 5 of bench/faults.ts: the public pages' p50 / p99 without, then with a flood of logins from many
// addresses (TRUST_PROXY=loopback), and what the flood got as answers.
import os from 'node:os';
import { startProduct } from '../product';
import { catalogue } from '../workload/accounts';
import { sleep } from '../workload/http';
import { Tally } from '../workload/tally';
import { ALL_PAGES, FLOOD_WARM_UP_MS, loginFlood, publicPages, visitPages, withCpu } from './flood-traffic';
import { FLOOD_IN_FLIGHT, FLOOD_MAX, FLOOD_SECONDS, FLOOD_VISITORS, heading } from './settings';

export async function scenarioFlood(): Promise<void> {
  heading(
    `5. Flot de connexions / login flood : ${FLOOD_VISITORS} visiteurs, ${FLOOD_SECONDS} s sans puis ` +
      `${FLOOD_SECONDS} s avec ${FLOOD_IN_FLIGHT} connexions en vol (au plus ${FLOOD_MAX}), PGlite, ` +
      'TRUST_PROXY=loopback',
  );
  // X-Forwarded-For is read from loopback clients only: each login of the flood seems to come from elsewhere.
  const product = await startProduct({ env: { TRUST_PROXY: 'loopback' } });
  try {
    const { baseUrl } = product;
    const pages = await publicPages(baseUrl, await catalogue(baseUrl));
    await visitPages(baseUrl, pages, new Tally(), sleep(FLOOD_WARM_UP_MS));

    const [one, five] = os.loadavg();
    console.log(
      `Charge moyenne / load average : ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) sur ` +
        `${os.cpus().length} cœurs ; UV_THREADPOOL_SIZE du produit : ${process.env.UV_THREADPOOL_SIZE ?? '4 (défaut)'}`,
    );
    const pid = product.process.pid;
    const without = new Tally();
    const { cpu: cpuWithout } = await withCpu(pid, () =>
      visitPages(baseUrl, pages, without, sleep(FLOOD_SECONDS * 1000)),
    );
    const withFlood = new Tally();
    const { result: flood, cpu: cpuWith } = await withCpu(pid, async () => {
      const phase = sleep(FLOOD_SECONDS * 1000);
      const [, answers] = await Promise.all([
        visitPages(baseUrl, pages, withFlood, phase),
        loginFlood(baseUrl, phase),
      ]);
      return answers;
    });
    const { sent, statuses, tally: floodTally, ms: floodMs } = flood;

    // Rows in the order a visitor opens the pages, whatever answered first.
    const kinds = [...pages.map((page) => page.kind), ALL_PAGES];
    const byKind = (tally: Tally) =>
      new Map(tally.table().map((row) => [String(row['requête / request']), row]));
    const before = byKind(without);
    const during = byKind(withFlood);
    const rows: Record<string, string | number>[] = [];
    for (const [name, rowsOf] of [
      ['sans flot / without', before],
      ['avec flot / with', during],
    ] as const)
      for (const kind of kinds) {
        const row = rowsOf.get(kind);
        if (row) rows.push({ phase: name, ...row });
      }
    console.table(rows);
    console.table([
      { phase: 'sans flot / without', ...cpuWithout },
      { phase: 'avec flot / with', ...cpuWith },
    ]);

    console.table(
      kinds.map((kind) => {
        const p99Before = before.get(kind)?.['p99 ms'] ?? '-';
        const p99During = during.get(kind)?.['p99 ms'] ?? '-';
        // Latencies are whole milliseconds: a p99 of 0 ms counts as 1 ms.
        const ratio =
          typeof p99Before === 'number' && typeof p99During === 'number'
            ? p99During / Math.max(1, p99Before)
            : null;
        return {
          'page / request': kind,
          'p50 sans / without (ms)': before.get(kind)?.['p50 ms'] ?? '-',
          'p99 sans / without (ms)': p99Before,
          'p50 avec / with (ms)': during.get(kind)?.['p50 ms'] ?? '-',
          'p99 avec / with (ms)': p99During,
          'p99 avec / sans': ratio === null ? '-' : `${ratio.toFixed(1)}x`,
          'cible / target': '≤ 2x',
          'tenue / met': ratio === null ? '-' : ratio <= 2 ? 'oui' : 'non',
        };
      }),
    );

    console.table(floodTally.table());
    const answered = (status: string) => statuses.get(status) ?? 0;
    const others = [...statuses].filter(([status]) => !['401', '429', '503'].includes(status));
    console.table([
      { 'mesure / measure': 'connexions envoyées / logins sent', valeur: sent },
      {
        'mesure / measure': 'arrêt du flot / flood stopped by',
        valeur: sent >= FLOOD_MAX ? `plafond / cap (${FLOOD_MAX})` : `durée / time (${FLOOD_SECONDS} s)`,
      },
      { 'mesure / measure': 'durée du flot / flood lasted (s)', valeur: (floodMs / 1000).toFixed(1) },
      {
        'mesure / measure': 'connexions par seconde / logins per second',
        valeur: Math.round(sent / Math.max(0.001, floodMs / 1000)),
      },
      { 'mesure / measure': 'réponses 401 / 401 answers', valeur: answered('401') },
      { 'mesure / measure': 'réponses 429 / 429 answers', valeur: answered('429') },
      { 'mesure / measure': 'réponses 503 / 503 answers', valeur: answered('503') },
      {
        'mesure / measure': 'autres / other',
        valeur:
          others.length === 0
            ? 0
            : `${others.reduce((sum, [, n]) => sum + n, 0)} (${others.map(([s, n]) => `${s} : ${n}`).join(', ')})`,
      },
      {
        'mesure / measure': 'processus API vivant / API process alive',
        valeur: product.process.exitCode === null ? 'oui' : 'non',
      },
    ]);
  } finally {
    await product.stop();
  }
}
