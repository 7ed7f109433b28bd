// What bench/scale.ts prints: one table for every backend and size, and the verdicts against the targets.
import { LIMITS } from '../../../shared/src/contract/limits';
import { VIEW_ZOOMS, type Cached, type Measure, type Uncached } from './measure';
import { BACK_OFFICE_LABELS } from './back-office';
import { SEARCH_LABELS } from './generate';
import { BACKENDS, TARGETS } from './settings';

/** The trade page sizes the « base » runs drew, per size measured: « 10 » or « 4 à 16 ». */
export function describeSizes(results: Measure[]): string {
  const bySize = new Map<number, string>();
  for (const m of results) {
    const sizes = m.reads.trade.uncached.sizes ?? [LIMITS.tradePageSize];
    const text = sizes.length === 1 ? `${sizes[0]}` : `${sizes[0]} à ${sizes[sizes.length - 1]}`;
    bySize.set(m.size, text);
  }
  return [...bySize].map(([size, text]) => `${text} à ${formatNumber(size)} artisans`).join(', ');
}

export const formatNumber = (value: number) => value.toLocaleString('fr-FR').replace(/\u202f|\u00a0/g, ' ');

/** One table: a line per figure, for each backend its sizes side by side and the growth from first to last. */
export function table(results: Measure[]): Record<string, string | number>[] {
  const backends = BACKENDS.filter((backend) => results.some((result) => result.backend === backend));
  const line = (label: string, target: string, value: (m: Measure) => number, digits = 0) => {
    const row: Record<string, string | number> = { mesure: label };
    for (const backend of backends) {
      const own = results.filter((result) => result.backend === backend);
      for (const result of own)
        row[`${backend} ${formatNumber(result.size)}`] = Number(value(result).toFixed(digits));
      if (own.length > 1) {
        const first = value(own[0]!);
        const last = value(own[own.length - 1]!);
        row[`${backend} ×`] = first > 0 ? `× ${(last / first).toFixed(1)}` : '—';
      }
    }
    row.objectif = target;
    return row;
  };
  const pageTarget = `< ${TARGETS.pageP50Ms} ms`;
  const both = (label: string, read: (m: Measure) => { cached: Cached; uncached: Uncached }) => [
    line(`${label} en cache p50 ms (10 conn.)`, '', (m) => read(m).cached.c10.p50),
    line(`${label} en cache p99 ms (10 conn.)`, '', (m) => read(m).cached.c10.p99),
    line(`${label} en cache req/s (10 conn.)`, '', (m) => read(m).cached.c10.reqPerSec),
    line(`${label} en cache p50 ms (1 conn.)`, '', (m) => read(m).cached.c1.p50),
    line(`${label} base p50 ms (10 conn.)`, pageTarget, (m) => read(m).uncached.c10.p50),
    line(`${label} base p99 ms (10 conn.)`, '', (m) => read(m).uncached.c10.p99),
    line(`${label} base req/s (10 conn.)`, '', (m) => read(m).uncached.c10.reqPerSec),
    line(`${label} base p50 ms (1 conn.)`, '', (m) => read(m).uncached.c1.p50),
    line(`${label} base : URL distinctes`, '', (m) => read(m).uncached.distinct),
    line(`${label} base : requêtes (10 conn.)`, '', (m) => read(m).uncached.c10.requests),
    line(`${label} base : hors cache % (10 conn.)`, '', (m) => read(m).uncached.c10.missShare * 100, 1),
    line(`${label} base : hors cache % (1 conn.)`, '', (m) => read(m).uncached.c1.missShare * 100, 1),
  ];
  return [
    line('génération (s)', '', (m) => m.generationMs / 1000, 1),
    line('démarrage du produit (s)', '', (m) => m.startMs / 1000, 1),
    ...both('artisan', (m) => m.reads.artisan),
    ...both('métier', (m) => m.reads.trade),
    line(
      'plus proches p50 ms (10 conn., jamais en cache)',
      `< ${TARGETS.nearestMs} ms à 100 000`,
      (m) => m.reads.nearest.c10.p50,
    ),
    line('plus proches p99 ms (10 conn.)', '', (m) => m.reads.nearest.c10.p99),
    line('plus proches req/s (10 conn.)', '', (m) => m.reads.nearest.c10.reqPerSec),
    line('plus proches p50 ms (1 conn.)', '', (m) => m.reads.nearest.c1.p50),
    line(
      'intervient chez moi p50 ms (1 conn., jamais en cache)',
      `< ${TARGETS.coverageMs} ms à 100 000`,
      (m) => m.reads.coverage.c1.p50,
    ),
    line('intervient chez moi p50 ms (10 conn.)', '', (m) => m.reads.coverage.c10.p50),
    line('intervient chez moi req/s (10 conn.)', '', (m) => m.reads.coverage.c10.reqPerSec),
    line('artisans du métier mesuré', '', (m) => m.tradeArtisans),
    line('carte : 1er appel (ms)', '', (m) => m.map.coldMs),
    line('carte : octets (identité)', '', (m) => m.map.bytes),
    line('carte : 2e appel en br (ms)', '', (m) => m.map.brotliMs),
    line('carte : octets (br)', '', (m) => m.map.brotliBytes),
    ...VIEW_ZOOMS.flatMap((zoom) => {
      const at = (m: Measure) => m.views.find((view) => view.zoom === zoom)!;
      return [
        line(
          `vue zoom ${zoom} : 1er appel (ms)`,
          zoom === VIEW_ZOOMS[0] ? 'construit l’index' : '',
          (m) => at(m).firstMs,
        ),
        line(`vue zoom ${zoom} p50 ms (1 conn.)`, `< ${TARGETS.viewMs} ms`, (m) => at(m).c1.p50),
        line(`vue zoom ${zoom} p99 ms (1 conn.)`, '', (m) => at(m).c1.p99),
        line(`vue zoom ${zoom} p50 ms (10 conn.)`, '', (m) => at(m).c10.p50),
        line(`vue zoom ${zoom} p99 ms (10 conn.)`, '', (m) => at(m).c10.p99),
        line(`vue zoom ${zoom} : artisans dessinés`, '', (m) => at(m).total),
        line(`vue zoom ${zoom} : octets (br)`, '< 51 200', (m) => at(m).brotliBytes),
        line(`liste de la vue zoom ${zoom} p50 ms (1 conn.)`, '', (m) => at(m).list.c1.p50),
        line(`liste de la vue zoom ${zoom} p99 ms (1 conn.)`, '', (m) => at(m).list.c1.p99),
        line(`liste de la vue zoom ${zoom} p50 ms (10 conn.)`, '', (m) => at(m).list.c10.p50),
      ];
    }),
    ...SEARCH_LABELS.flatMap((label) => {
      const at = (m: Measure) => m.searches.find((search) => search.label === label)!;
      return [
        line(`recherche ${label} p50 ms (1 conn.)`, `< ${TARGETS.searchMs} ms`, (m) => at(m).c1.p50),
        line(`recherche ${label} p99 ms (1 conn.)`, '', (m) => at(m).c1.p99),
        line(`recherche ${label} p50 ms (10 conn.)`, '', (m) => at(m).c10.p50),
        line(`recherche ${label} p99 ms (10 conn.)`, '', (m) => at(m).c10.p99),
        line(`recherche ${label} : résultats`, '', (m) => at(m).total),
      ];
    }),
    ...BACK_OFFICE_LABELS.flatMap((label) => {
      const at = (m: Measure) => m.backOffice.find((list) => list.label === label)!;
      return [
        line(`back-office ${label} p50 ms (1 conn.)`, `< ${TARGETS.backOfficeMs} ms`, (m) => at(m).c1.p50),
        line(`back-office ${label} p99 ms (1 conn.)`, '', (m) => at(m).c1.p99),
        line(`back-office ${label} p50 ms (10 conn.)`, '', (m) => at(m).c10.p50),
        line(`back-office ${label} : résultats`, '', (m) => at(m).total),
      ];
    }),
    line('sitemap.xml : 1er appel (ms)', '', (m) => m.sitemap.indexMs),
    line('sitemap : fichiers', '', (m) => m.sitemap.files),
    line('sitemap : plus grand fichier lu, 1er appel (ms)', '', (m) => m.sitemap.fileMs),
    line('sitemap : ses URL', '≤ 50 000', (m) => m.sitemap.fileUrls),
    line('mémoire de l’API (RSS, Mo)', '', (m) => m.rssMb),
  ];
}

/** Verdicts on the database path (« base », 10 connections); the cached p50 is given beside, for information. */
export function verdicts(results: Measure[]): string[] {
  const lines: string[] = [];
  for (const m of results) {
    const state = (ok: boolean) => (ok ? 'atteint' : 'NON atteint');
    const page = (label: string, read: { cached: Cached; uncached: Uncached }) =>
      `${label} p50 base ${read.uncached.c10.p50} ms ${state(read.uncached.c10.p50 < TARGETS.pageP50Ms)} ` +
      `(${formatNumber(Math.round(read.uncached.c10.missShare * 100))} % hors cache ; en cache ` +
      `${read.cached.c10.p50} ms)`;
    const parts = [page('artisan', m.reads.artisan), page('métier', m.reads.trade)];
    if (m.size >= 100_000)
      parts.push(
        `plus proches p50 ${m.reads.nearest.c10.p50} ms ${state(m.reads.nearest.c10.p50 < TARGETS.nearestMs)}`,
        `intervient chez moi p50 (1 conn.) ${m.reads.coverage.c1.p50} ms ` +
          state(m.reads.coverage.c1.p50 < TARGETS.coverageMs),
      );
    if (m.size >= 100_000) {
      const slowest = Math.max(...m.backOffice.map((list) => list.c1.p50));
      parts.push(`back-office p50 (1 conn.) ${slowest} ms au plus ${state(slowest < TARGETS.backOfficeMs)}`);
    }
    lines.push(`  ${m.backend} ${formatNumber(m.size)} : ${parts.join(' ; ')}`);
  }
  return lines;
}
