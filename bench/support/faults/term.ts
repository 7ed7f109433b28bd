// Scenario 4 of bench/faults.ts: SIGTERM with slow requests in flight: do they finish, does the process exit, are
// new connections refused.
import http from 'node:http';
import { startProduct } from '../product';
import { catalogue, login } from '../workload/accounts';
import { call, pick, sleep, type Reply } from '../workload/http';
import { imageForm, largeJpeg } from '../workload/images';
import { Tally } from '../workload/tally';
import { heading } from './settings';

/** GET on a new connection (no keep-alive pool): the answer, or the socket error's code. */
function freshConnection(baseUrl: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get(`${baseUrl}/api/health`, { agent: false, timeout: 5000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(`HTTP ${response.statusCode}`));
    });
    request.on('timeout', () => request.destroy(new Error('délai dépassé')));
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

export async function scenarioTerm(): Promise<void> {
  heading('4. SIGTERM avec des requêtes en cours / SIGTERM with requests in flight');
  const product = await startProduct();
  try {
    const { baseUrl } = product;
    const admin = await login(baseUrl, 'admin', 'Admin@2024');
    const cat = await catalogue(baseUrl);
    const large = await largeJpeg();
    const tally = new Tally();
    const inFlight: Promise<Reply>[] = [];
    const pending = new Set<number>();
    const track = (kind: string, request: Promise<Reply>) => {
      const index = inFlight.length;
      pending.add(index);
      inFlight.push(
        request.then((reply) => {
          pending.delete(index);
          tally.record(kind, reply);
          return reply;
        }),
      );
    };
    for (let i = 0; i < 6; i += 1) {
      track(
        'POST upload-file (JPEG 2400 × 1800)',
        call(baseUrl, 'POST', `/api/artisan/details/${cat.artisans[i]}/upload-file`, {
          token: admin,
          form: imageForm(large, 'image/jpeg'),
        }),
      );
    }
    for (let i = 0; i < 6; i += 1) track('GET /api/artisan/map', call(baseUrl, 'GET', '/api/artisan/map'));
    for (let i = 0; i < 4; i += 1)
      track(
        'GET /api/artisan/artisans-specialite/{id}?page=k',
        call(baseUrl, 'GET', `/api/artisan/artisans-specialite/${pick(cat.specialites)}?page=${1 + i}`),
      );
    // Long enough for every request to be received (a request not yet routed at SIGTERM gets Fastify's 503),
    // short of the uploads' re-encoding (about 2 s).
    await sleep(800);
    const stillRunning = pending.size;
    const exit = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) =>
      product.process.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    const termAt = Date.now();
    product.process.kill('SIGTERM');
    await sleep(500);
    const newConnection = await freshConnection(baseUrl);
    await Promise.all(inFlight);
    const finishedAt = Date.now();
    const exited = await Promise.race([exit, sleep(20_000).then(() => null)]);
    console.table(tally.table());
    console.table([
      { 'mesure / measure': 'requêtes envoyées / requests sent', valeur: inFlight.length },
      { 'mesure / measure': 'encore en cours au SIGTERM / still running at SIGTERM', valeur: stillRunning },
      {
        'mesure / measure': 'terminées en 2xx / completed with 2xx',
        valeur: tally.count((s) => s.startsWith('2')),
      },
      {
        'mesure / measure': 'dernière réponse après SIGTERM / last answer after (ms)',
        valeur: finishedAt - termAt,
      },
      {
        'mesure / measure': 'nouvelle connexion après SIGTERM / new connection after',
        valeur: newConnection,
      },
      {
        'mesure / measure': 'code de sortie / exit code',
        valeur: exited ? `${exited.code ?? exited.signal}` : 'toujours vivant après 20 s / still alive',
      },
      {
        'mesure / measure': 'sortie après SIGTERM / exit after (ms)',
        valeur: exited ? exited.at - termAt : '-',
      },
    ]);
  } finally {
    await product.stop();
  }
}
