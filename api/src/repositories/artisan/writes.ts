// The artisan repository's writes: an admin's create and update, an artisan's update of their own profile, and
// deletion with everything attached. Each checks the owner account and the trades first (a refusal, not a 500),
// and locks the trade orders it may touch before writing.
import type { UrgenceInput } from '@annuaire/shared/contract/urgence';
import { and, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Artisan, ArtisanInput } from '@annuaire/shared/contract/artisan';
import { isSerialId, type Db } from '../../db/database';
import { FOREIGN_KEY_VIOLATION, pgError, UNIQUE_VIOLATION } from '../../db/pg-errors';
import {
  artisanDetails,
  artisanSpecialites,
  artisans,
  notes,
  specialiteOrders,
  specialites,
  users,
} from '../../db/schema';
import type { Tx } from './columns';
import type { ArtisanWriteRefusal, ArtisanWriteResult, ArtisanWrites } from './types';

/** Checks the owner account and the trades of a write; null when they are acceptable. */
async function refuse(
  tx: Tx,
  input: { userId?: number; specialites: number[] },
  artisanId: number | null,
): Promise<ArtisanWriteRefusal | null> {
  if (input.userId !== undefined) {
    const [account] = await tx
      .select({ role: users.role, ownedBy: artisans.id })
      .from(users)
      .leftJoin(
        artisans,
        artisanId === null
          ? eq(artisans.userId, users.id)
          : and(eq(artisans.userId, users.id), ne(artisans.id, artisanId)),
      )
      .where(eq(users.id, input.userId))
      .limit(1);
    if (!account) return { reason: 'userNotFound' };
    if (account.role !== 'ROLE_ARTISAN') return { reason: 'userNotArtisan' };
    if (account.ownedBy !== null) return { reason: 'userTaken' };
  }
  const wanted = [...new Set(input.specialites)];
  if (wanted.length > 0) {
    const found = await tx
      .select({ id: specialites.id })
      .from(specialites)
      .where(inArray(specialites.id, wanted));
    const known = new Set(found.map((row) => row.id));
    const missing = wanted.filter((id) => !known.has(id)).sort((a, b) => a - b);
    if (missing.length > 0) return { reason: 'unknownSpecialites', ids: missing };
  }
  return null;
}

// The triggers lock the orders of the trades a statement touches (migration 0006): a save's delete, insert and
// rename each lock theirs in turn, so two saves moving artisans between the same trades in opposite directions
// would each wait for the other (a deadlock, seen under load on a server). A save therefore locks every trade it
// may touch, its current ones and the new ones, at once, by id, before writing anything: saves wait in line.
async function lockTradeOrders(tx: Tx, artisanId: number, ids: number[]): Promise<void> {
  await tx.execute(sql`select 1 from ${specialiteOrders} where ${specialiteOrders.specialiteId} in (
        select ${artisanSpecialites.specialiteId} from ${artisanSpecialites}
        where ${artisanSpecialites.artisanId} = ${artisanId}
        union select unnest(${`{${ids.join(',')}}`}::int[]))
      order by ${specialiteOrders.specialiteId} for update`);
}

// Only the links that change are written: the database then rebuilds the cards and trade orders of what changed
// only (migrations 0005 and 0006), and a save that keeps its trades rebuilds nothing. After lockTradeOrders.
async function replaceSpecialites(tx: Tx, artisanId: number, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await tx
    .delete(artisanSpecialites)
    .where(
      and(
        eq(artisanSpecialites.artisanId, artisanId),
        unique.length > 0 ? notInArray(artisanSpecialites.specialiteId, unique) : undefined,
      ),
    );
  if (unique.length > 0) {
    await tx
      .insert(artisanSpecialites)
      .values(unique.map((specialiteId) => ({ artisanId, specialiteId })))
      .onConflictDoNothing();
  }
}

/** Runs a write; a concurrent write that breaks a constraint becomes a refusal instead of a 500. */
async function write(
  run: () => Promise<ArtisanWriteResult>,
  input: { specialites: number[] },
): Promise<ArtisanWriteResult> {
  try {
    return await run();
  } catch (error) {
    const failure = pgError(error);
    if (failure?.code === UNIQUE_VIOLATION) return { ok: false, reason: 'userTaken' };
    if (failure?.code === FOREIGN_KEY_VIOLATION) {
      // Someone deleted the account or a trade between the check and the write.
      if (failure.constraint.includes('user')) return { ok: false, reason: 'userNotFound' };
      return { ok: false, reason: 'unknownSpecialites', ids: [...new Set(input.specialites)] };
    }
    throw error;
  }
}

function entityValues(input: ArtisanInput) {
  return {
    userId: input.userId,
    entrepriseNom: input.entrepriseNom,
    rue: input.adresse.rue,
    ville: input.adresse.ville,
    codePostal: input.adresse.codePostal,
    pays: input.adresse.pays,
    rayonActivite: input.rayonActivite,
    siret: input.siret,
    siren: input.siren,
    // undefined leaves the column as it is (or its default on insert); null clears it.
    anneeExperience: input.anneeExperience,
    latitude: input.latitude,
    longitude: input.longitude,
    // A position given by hand is the business's own: it is no longer the commune's centre the registers gave,
    // unless it is that same point again.
    positionApprochee:
      input.latitude === undefined && input.longitude === undefined
        ? undefined
        : sql<boolean>`(${artisans.positionApprochee} and ${artisans.latitude} is not distinct from ${input.latitude ?? null}::float8
          and ${artisans.longitude} is not distinct from ${input.longitude ?? null}::float8)`,
    googlePlaceId: input.googlePlaceId,
    dateCreationEntreprise: input.dateCreationEntreprise,
  };
}

/** Locks the artisan's row for the transaction; false when there is no such artisan. */
async function lockArtisan(tx: Tx, id: number): Promise<boolean> {
  const [current] = await tx
    .select({ id: artisans.id })
    .from(artisans)
    .where(eq(artisans.id, id))
    .for('update');
  return current !== undefined;
}

/** The writes; `findById` reads the artisan a successful write answers with. */
export function createArtisanWrites(
  db: Db,
  findById: (id: number) => Promise<Artisan | null>,
): ArtisanWrites {
  /**
   * An update of an existing artisan: locks its row, refuses as `refuse` does, locks the trade orders, runs `set`
   * and replaces its trades, in one transaction.
   */
  const updateExisting = (
    id: number,
    input: { userId?: number; specialites: number[] },
    set: (tx: Tx) => Promise<unknown>,
  ) =>
    write(async () => {
      if (!isSerialId(id)) return { ok: false, reason: 'notFound' };
      const outcome = await db.transaction(async (tx) => {
        if (!(await lockArtisan(tx, id))) return { reason: 'notFound' as const };
        const refusal = await refuse(tx, input, id);
        if (refusal) return refusal;
        await lockTradeOrders(tx, id, input.specialites);
        await set(tx);
        await replaceSpecialites(tx, id, input.specialites);
        return null;
      });
      if (outcome) return { ok: false, ...outcome };
      return { ok: true, artisan: (await findById(id))! };
    }, input);

  return {
    create: (input) =>
      write(async () => {
        const id = await db.transaction(async (tx) => {
          const refusal = await refuse(tx, input, null);
          if (refusal) return refusal;
          const [row] = await tx
            .insert(artisans)
            // The urgency fields too: the back office's form sends them on creation as on update.
            .values({ ...entityValues(input), ...urgenceValues(input), positionApprochee: false })
            .returning({ id: artisans.id });
          await lockTradeOrders(tx, row!.id, input.specialites);
          await replaceSpecialites(tx, row!.id, input.specialites);
          return row!.id;
        });
        if (typeof id !== 'number') return { ok: false, ...id };
        return { ok: true, artisan: (await findById(id))! };
      }, input),

    update: (id, input) =>
      updateExisting(id, input, (tx) =>
        tx
          .update(artisans)
          .set({ ...entityValues(input), ...urgenceValues(input), dateUpdate: sql`now()` })
          .where(eq(artisans.id, id)),
      ),

    updateSelf: (id, input) =>
      updateExisting(id, { specialites: input.specialites }, (tx) =>
        tx
          .update(artisans)
          .set({
            rayonActivite: input.rayonActivite,
            anneeExperience: input.anneeExperience,
            ...urgenceValues(input),
            dateUpdate: sql`now()`,
          })
          .where(eq(artisans.id, id)),
      ),

    async delete(id) {
      if (!isSerialId(id)) return null;
      return db.transaction(async (tx) => {
        if (!(await lockArtisan(tx, id))) return null;
        return { orphanImages: await deleteLockedArtisan(tx, id) };
      });
    },
  };
}

/**
 * The urgency and availability columns an input changes (contract/urgence.ts): an absent field keeps its value.
 * Without the emergency service its hours go. An availability given (even the same number again) is dated now:
 * it expires URGENCE_LIMITS.disponibiliteValiditeJours later; null clears it.
 */
function urgenceValues(input: UrgenceInput) {
  const values: Partial<Omit<typeof artisans.$inferInsert, 'disponibiliteIndiqueeLe'>> & {
    disponibiliteIndiqueeLe?: SQL | null;
  } = {};
  if (input.depannageUrgence !== undefined) values.depannageUrgence = input.depannageUrgence;
  if (input.depannageUrgence === false) values.depannageHoraires = null;
  else if (input.depannageHoraires !== undefined) values.depannageHoraires = input.depannageHoraires || null;
  if (input.disponibleSousJours !== undefined) {
    values.disponibleSousJours = input.disponibleSousJours;
    values.disponibiliteIndiqueeLe = input.disponibleSousJours === null ? null : sql`now()`;
  }
  return values;
}

/**
 * Deletes an artisan whose row the caller's transaction locked, with its details, reviews and trade links (its
 * requests and invitations go by cascade), and returns the image files no other row uses any more, for the caller
 * to delete once committed. The admin's DELETE and an accepted withdrawal (RGPD article 21, repositories/retrait.ts)
 * delete a listing this one way.
 */
export async function deleteLockedArtisan(tx: Tx, id: number): Promise<string[]> {
  const removed = await tx
    .delete(artisanDetails)
    .where(eq(artisanDetails.artisanId, id))
    .returning({ pathImg: artisanDetails.pathImg });
  await tx.delete(notes).where(eq(notes.artisanId, id));
  await tx.delete(artisanSpecialites).where(eq(artisanSpecialites.artisanId, id));
  await tx.delete(artisans).where(eq(artisans.id, id));

  const candidates = [...new Set(removed.map((row) => row.pathImg).filter((path): path is string => !!path))];
  if (candidates.length === 0) return [];
  // Demo images are shared between artisans: a file still used by another row stays.
  const [usedByDetails, usedBySpecialites] = await Promise.all([
    tx
      .select({ pathImg: artisanDetails.pathImg })
      .from(artisanDetails)
      .where(inArray(artisanDetails.pathImg, candidates)),
    tx
      .select({ pathImg: specialites.pathImg })
      .from(specialites)
      .where(inArray(specialites.pathImg, candidates)),
  ]);
  const stillUsed = new Set([...usedByDetails, ...usedBySpecialites].map((row) => row.pathImg));
  return candidates.filter((path) => !stillUsed.has(path));
}
