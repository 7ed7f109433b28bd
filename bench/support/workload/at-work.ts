// Visitors browsing and artisans saving and uploading: the load of issue 8, run until a promise resolves, every
// acknowledged write entered in a ledger.
import { randomInt } from 'node:crypto';
import { LIMITS } from '@annuaire/shared/contract/limits';
import type { ArtisanAccount, Catalogue } from './accounts';
import { call, ok, pick, sleep, type Reply } from './http';
import { imageForm, type Image } from './images';
import type { Ledger } from './ledger';
import type { Tally } from './tally';

export const REALISATION_LIMIT = LIMITS.detailsPerType.IMG_REALISATION;

export interface Load {
  baseUrl: string;
  catalogue: Catalogue;
  stopped: () => boolean;
  tally: Tally;
  /** Every reply, for scenarios that split them by phase. */
  onReply?: (kind: string, reply: Reply) => void;
}

export function record(load: Load, kind: string, reply: Reply): Reply {
  load.tally.record(kind, reply);
  load.onReply?.(kind, reply);
  return reply;
}

export async function visitor(load: Load): Promise<void> {
  const { baseUrl, catalogue: cat } = load;
  const reads: [string, () => string][] = [
    ['GET /api/specialite', () => '/api/specialite'],
    [
      'GET /api/artisan/artisans-specialite/{id}?page=k',
      () => `/api/artisan/artisans-specialite/${pick(cat.specialites)}?page=${1 + randomInt(3)}`,
    ],
    ['GET /api/artisan/{id}', () => `/api/artisan/${pick(cat.artisans)}`],
    ['GET /api/artisan/map', () => '/api/artisan/map'],
    ['GET /api/note/artisan/{id}', () => `/api/note/artisan/${pick(cat.artisans)}`],
  ];
  while (!load.stopped()) {
    const [kind, url] = pick(reads);
    const reply = record(load, kind, await call(baseUrl, 'GET', url()));
    // A refused connection answers at once: without a pause the loop would only measure itself.
    if (reply.status === 0 || reply.status >= 500) await sleep(100);
  }
}

export async function artisanDetails(load: Load, artisanId: number) {
  return call(load.baseUrl, 'GET', `/api/artisan/details/artisan/${artisanId}`);
}

/**
 * One artisan in the editor, in a loop: saves the profile (radius), makes room when at the limit of work photos,
 * uploads a photo and adds it as a detail. After a request that got no answer it reads its details before
 * retrying, as a careful client would, so that any duplicate found at the end is the server's doing.
 */
export async function artisanAtWork(
  load: Load,
  account: ArtisanAccount,
  ledger: Ledger,
  image: Image,
): Promise<void> {
  const { baseUrl } = load;
  const { artisanId, token } = account;
  const mine: number[] = [];
  let pendingPath: string | null = null;
  let pendingDelete: number | null = null;
  let uncertainCreate = false;
  let counter = 0;
  const rayon = { acked: null as number | null, unsure: [] as number[] };
  ledger.rayon.set(artisanId, rayon);
  const backOff = (reply: Reply) =>
    reply.status === 0 || reply.status >= 500 ? sleep(200) : Promise.resolve();

  while (!load.stopped()) {
    const value = 1 + randomInt(100);
    const save = record(
      load,
      'PUT /api/artisan/{id}',
      await call(baseUrl, 'PUT', `/api/artisan/${artisanId}`, {
        token,
        json: { anneeExperience: 5, rayonActivite: value, specialites: [pick(load.catalogue.specialites)] },
      }),
    );
    if (ok(save)) {
      ledger.saves += 1;
      rayon.acked = value;
      rayon.unsure = [];
    } else if (save.status === 0 || save.status >= 500) {
      rayon.unsure.push(value);
    }
    await backOff(save);

    if (uncertainCreate && pendingPath) {
      const list = await artisanDetails(load, artisanId);
      if (!ok(list)) {
        await backOff(list);
        continue;
      }
      const found = (list.body as { id: number; pathImg: string | null }[]).find(
        (d) => d.pathImg === pendingPath,
      );
      if (found) {
        ledger.createdUnacked.set(found.id, { artisanId, pathImg: pendingPath, at: Date.now() });
        mine.push(found.id);
        pendingPath = null;
      }
      uncertainCreate = false;
    }

    if (pendingDelete === null && mine.length >= REALISATION_LIMIT) pendingDelete = mine[0]!;
    if (pendingDelete !== null) {
      const removal = record(
        load,
        'DELETE /api/artisan/details/{id}',
        await call(baseUrl, 'DELETE', `/api/artisan/details/${pendingDelete}`, { token }),
      );
      if (ok(removal) || removal.status === 404) {
        ledger.deleteInDoubt.delete(pendingDelete);
        (ok(removal) ? ledger.deleted : ledger.deletedUnacked).add(pendingDelete);
        mine.splice(mine.indexOf(pendingDelete), 1);
        pendingDelete = null;
      } else {
        // No answer: the row may be gone; the next loop asks again, unless the load stops first.
        if (removal.status === 0) ledger.deleteInDoubt.add(pendingDelete);
        await backOff(removal);
        continue;
      }
    }

    if (pendingPath === null) {
      const { data, type } = await image();
      const upload = record(
        load,
        'POST /api/artisan/details/{id}/upload-file',
        await call(baseUrl, 'POST', `/api/artisan/details/${artisanId}/upload-file`, {
          token,
          form: imageForm(data, type),
        }),
      );
      if (!ok(upload)) {
        await backOff(upload);
        continue;
      }
      pendingPath = (upload.body as { path: string }).path;
      ledger.uploads.set(pendingPath, artisanId);
    }

    counter += 1;
    const creation = record(
      load,
      'POST /api/artisan/details',
      await call(baseUrl, 'POST', '/api/artisan/details', {
        token,
        json: {
          artisanId,
          type: 'IMG_REALISATION',
          pathImg: pendingPath,
          description: `Réalisation ${counter}`,
        },
      }),
    );
    if (ok(creation)) {
      const { id } = creation.body as { id: number };
      ledger.created.set(id, { artisanId, pathImg: pendingPath, at: Date.now() });
      mine.push(id);
      pendingPath = null;
    } else if (creation.status === 0 || creation.status >= 500) {
      uncertainCreate = true;
      await backOff(creation);
    } else if (creation.status === 400) {
      // The limit: a row this loop does not know of exists; read the truth and carry on.
      const list = await artisanDetails(load, artisanId);
      if (ok(list)) {
        const rows = (list.body as { id: number; type: string }[]).filter(
          (d) => d.type === 'IMG_REALISATION',
        );
        mine.splice(0, mine.length, ...rows.map((row) => row.id));
      }
    }
  }
}

/** Runs visitors and artisans until `until` resolves. */
export async function runLoad(
  load: Omit<Load, 'stopped'>,
  visitors: number,
  artisans: ArtisanAccount[],
  ledger: Ledger,
  image: Image,
  until: Promise<unknown>,
): Promise<void> {
  let stop = false;
  const running: Load = { ...load, stopped: () => stop };
  const workers = [
    ...Array.from({ length: visitors }, () => visitor(running)),
    ...artisans.map((account) => artisanAtWork(running, account, ledger, image)),
  ];
  await until;
  stop = true;
  await Promise.all(workers);
}
