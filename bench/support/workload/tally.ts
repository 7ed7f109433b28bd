// A tally of answers by kind of request, for the tables of the load of issue 8.
import type { Reply } from './http';

/** One line of a table: how many requests of a kind ended in each class of answer. */
export class Tally {
  private rows = new Map<string, { statuses: Map<string, number>; latencies: number[] }>();

  record(kind: string, reply: Reply): void {
    let row = this.rows.get(kind);
    if (!row) {
      row = { statuses: new Map(), latencies: [] };
      this.rows.set(kind, row);
    }
    const key = reply.status === 0 ? `sans réponse (${reply.error})` : String(reply.status);
    row.statuses.set(key, (row.statuses.get(key) ?? 0) + 1);
    if (reply.status !== 0) row.latencies.push(reply.ms);
  }

  count(predicate: (status: string) => boolean): number {
    let total = 0;
    for (const row of this.rows.values())
      for (const [status, count] of row.statuses) if (predicate(status)) total += count;
    return total;
  }

  table(): Record<string, string | number>[] {
    return [...this.rows].map(([kind, row]) => {
      const sorted = [...row.latencies].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? '-';
      const byClass = (test: (status: number) => boolean) =>
        [...row.statuses].filter(([status]) => test(Number(status))).reduce((sum, [, n]) => sum + n, 0);
      const noAnswer = [...row.statuses]
        .filter(([status]) => status.startsWith('sans'))
        .map(([s, n]) => `${n} ${s}`);
      return {
        'requête / request': kind,
        total: [...row.statuses.values()].reduce((a, b) => a + b, 0),
        '2xx': byClass((s) => s >= 200 && s < 300),
        '4xx': byClass((s) => s >= 400 && s < 500),
        '5xx': byClass((s) => s >= 500),
        'sans réponse': noAnswer.join(', ') || 0,
        'p50 ms': at(0.5),
        'p99 ms': at(0.99),
      };
    });
  }
}
