// Load helpers shared by the API benches: autocannon typed for the fields we read, a raw GET that returns the
// exact bytes a client without Accept-Encoding receives (autocannon sends none), and a note on shared machines.
import http from 'node:http';
import os from 'node:os';

// autocannon ships no types; the few fields read here are typed below.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: object) => Promise<AutocannonResult>;

export interface AutocannonResult {
  requests: { average: number; total: number };
  /** Elapsed seconds. */
  duration: number;
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}

export interface LoadFigures {
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Requests answered (autocannon's total). */
  requests: number;
}

export const durationSeconds = Number(process.env.BENCH_DURATION ?? 5);

export interface LoadOptions {
  /** Seconds of load (durationSeconds by default); ignored when `amount` is given. */
  seconds?: number;
  /** Stops after this many requests instead of after `seconds` (a run that must not repeat a path, say). */
  amount?: number;
  /**
   * The path (with its query string) of each request, asked once per request sent, in order, by every connection
   * alike: a run over many URLs (an artisan id per request, say). Without it every request asks `url`'s path.
   */
  nextPath?: () => string;
  /** Headers sent with every request (an administrator's Authorization, say). */
  headers?: Record<string, string>;
}

/**
 * Runs autocannon against one URL, or against the paths `nextPath` gives on `url`'s origin; failures are counted,
 * never thrown. The third argument is the number of seconds (as before) or the options.
 */
export async function load(
  url: string,
  connections: number,
  options: number | LoadOptions = durationSeconds,
): Promise<LoadFigures> {
  const {
    seconds = durationSeconds,
    amount,
    nextPath,
    headers,
  } = typeof options === 'number' ? { seconds: options } : options;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(headers ? { headers } : {}),
    ...(amount !== undefined ? { amount } : {}),
    // autocannon calls setupRequest once per request it writes (each connection builds its first one up front).
    ...(nextPath
      ? {
          requests: [
            {
              method: 'GET',
              setupRequest: (request: { path: string }) => {
                request.path = nextPath();
                return request;
              },
            },
          ],
        }
      : {}),
  });
  return {
    // Per-second samples average badly over a short run that stops at `amount`: total / elapsed there.
    reqPerSec: Math.round(
      amount !== undefined && result.duration > 0
        ? result.requests.total / result.duration
        : result.requests.average,
    ),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    requests: result.requests.total,
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

/** GET with only the headers given (none by default): the bytes exactly as sent, never decompressed. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * Waits until the product has answered what the last run left queued (after 200 connections on a slow read, up to
 * seconds of work): /api/health goes through the same event loop and database, so its answer comes after them.
 */
export async function settle(baseUrl: string): Promise<void> {
  try {
    await rawGet(`${baseUrl}/api/health`);
  } catch {
    // Measured anyway; a product that does not answer shows up in the next figures.
  }
}

/** The machine and its load right now: other builds and tests on the same cores make every figure pessimistic. */
export function sharedMachineNote(): string {
  const [one, five] = os.loadavg();
  return (
    `Charge moyenne avant la mesure : ${one.toFixed(1)} (1 min), ${five.toFixed(1)} (5 min) sur ${os.cpus().length} cœurs. ` +
    'Les chiffres pris pendant que la machine est partagée (autres builds et tests, et autocannon lui-même sur ' +
    'les mêmes cœurs) sont pessimistes.'
  );
}
