// Artisan repository: public cards, pages (nearest first), map markers, the public profile, admin and self
// updates, and deletion with everything attached. Decorates `fastify.artisanRepository`; used by
// routes/artisan.ts and routes/sitemap.ts. Lists take a fixed number of queries whatever their length.
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import {
  ARTISAN_PAGE_SIZE_MAX,
  type Artisan,
  type ArtisanCard,
  type ArtisanInput,
  type ArtisanMarker,
  type ArtisanPage,
  type ArtisanPublic,
  type ArtisanSelfUpdate,
} from '@annuaire/shared/contract/artisan';
import { averageStars } from '@annuaire/shared/domain/rating';
import { showsEmail, showsPhone } from '@annuaire/shared/domain/visibility';
import { isSerialId, type Db } from '../db/database';
import {
  ACCENTED,
  artisanDetails,
  artisanSpecialites,
  artisans,
  notes,
  PLAIN,
  specialiteOrders,
  specialites,
  users,
} from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface PageRequest {
  page: number;
  size: number;
  /** Sort nearest first from this point; without it, by company name. */
  origin?: { lat: number; lon: number };
  /**
   * The trade's number of artisans, when the caller already knows it (the route keeps it in the hot cache): the
   * page is then one statement, and a page past the last none. Without it, it is counted first.
   */
  total?: number;
}

/** What the back office's search reads of an artisan: its name and city folded by foldText. */
export interface ArtisanName {
  id: number;
  nameKey: string;
  cityKey: string;
}

/** Why a write was refused; the route turns it into a French 400. */
export type ArtisanWriteRefusal =
  | { reason: 'userNotFound' }
  | { reason: 'userNotArtisan' }
  | { reason: 'userTaken' }
  | { reason: 'unknownSpecialites'; ids: number[] };

export type ArtisanWriteResult =
  { ok: true; artisan: Artisan } | ({ ok: false } & ArtisanWriteRefusal) | { ok: false; reason: 'notFound' };

export interface ArtisanDeletion {
  /** Image paths (`/uploads/….webp`) the deleted details used and that no remaining row references. */
  orphanImages: string[];
}

export interface ArtisanRepository {
  /** Every artisan as a card, by company name (accents and case ignored). */
  listCards(): Promise<ArtisanCard[]>;
  /** Every artisan's id with its folded company name and city (foldText), in the order of listCards. */
  listNames(): Promise<ArtisanName[]>;
  /** The cards of these artisans, in the order of `ids` (unknown ids left out). */
  cardsByIds(ids: readonly number[]): Promise<ArtisanCard[]>;
  /** The artisans of one trade as cards, by company name. */
  listCardsBySpecialite(specialiteId: number): Promise<ArtisanCard[]>;
  /**
   * One page (size 1 to ARTISAN_PAGE_SIZE_MAX, as the route allows) of a trade's artisans with the total; nearest
   * first (with distanceKm) when an origin is given.
   */
  pageBySpecialite(specialiteId: number, request: PageRequest): Promise<ArtisanPage>;
  /** How many artisans a trade has (0 for an unknown trade). */
  countBySpecialite(specialiteId: number): Promise<number>;
  /** Map markers of the artisans that have coordinates, optionally of one trade only. */
  listMarkers(specialiteId?: number): Promise<ArtisanMarker[]>;
  findById(id: number): Promise<Artisan | null>;
  /** The public profile: contact details only as personnalDataToShow allows. */
  findPublicById(id: number): Promise<ArtisanPublic | null>;
  /** The account owning an artisan (null when none), or null when the artisan does not exist. */
  findOwner(id: number): Promise<{ userId: number | null } | null>;
  create(input: ArtisanInput): Promise<ArtisanWriteResult>;
  /** An admin's PUT: every field; optional fields left undefined keep their value. */
  update(id: number, input: ArtisanInput): Promise<ArtisanWriteResult>;
  /** An artisan's PUT of their own profile: experience (undefined keeps it), radius and trades. */
  updateSelf(id: number, input: ArtisanSelfUpdate): Promise<ArtisanWriteResult>;
  /** Deletes the artisan, its details, notes and trade links in one transaction; null when unknown. */
  delete(id: number): Promise<ArtisanDeletion | null>;
  /** Every artisan id with its last update, for the sitemap. */
  sitemapEntries(): Promise<{ id: number; dateUpdate: string }[]>;
}

// The stored folded name (schema.ts), compared bytewise: the same order on PGlite and on any server, served by
// the artisans_entreprise_nom_key_idx index.
const nameKey = sql`${artisans.entrepriseNomKey} collate "C"`;

/** The folding of nameKey in JavaScript: accents stripped as `translate` does, then lower case. */
export function foldText(value: string): string {
  return Array.from(value, (char) => {
    const index = ACCENTED.indexOf(char);
    return index === -1 ? char : PLAIN[index]!;
  })
    .join('')
    .toLowerCase();
}

const EARTH_RADIUS_KM = 6371;

// Spelled out: drizzle writes a lone table's columns unqualified, which inside a sub-query on notes or details
// would name that table's own id.
const ARTISAN_ID = sql.raw('"artisans"."id"');

/** Great-circle distance in km (haversine) from a point; null for artisans without coordinates. */
function distanceKm(origin: { lat: number; lon: number }): SQL<number | null> {
  const lat = sql`${origin.lat}::float8`;
  const lon = sql`${origin.lon}::float8`;
  // least(1, …) keeps asin's argument in range despite rounding; it ignores nulls, hence the case.
  return sql<number | null>`(case when ${artisans.latitude} is null or ${artisans.longitude} is null then null
    else ${EARTH_RADIUS_KM}::float8 * 2 * asin(least(1::float8, sqrt(
      power(sin(radians(${artisans.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${artisans.latitude}))
        * power(sin(radians(${artisans.longitude} - ${lon}) / 2), 2)))) end)`;
}

/** Radii (km) of the boxes a nearest-first page looks in, in turn, before sorting the whole trade. */
const NEAREST_RADII_KM = [25, 150];

export interface PositionBox {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/**
 * A box of longitudes and latitudes holding every point within `radiusKm` of the origin by the haversine
 * distance, with a 10 % margin for rounding; null when no such simple box exists (near a pole, or across the
 * antimeridian).
 */
export function boundingBox(origin: { lat: number; lon: number }, radiusKm: number): PositionBox | null {
  const degree = Math.PI / 180;
  // The central angle of the radius: no point within it is further than that in latitude.
  const angle = (radiusKm / EARTH_RADIUS_KM) * 1.1;
  const lat = origin.lat * degree;
  const minLat = lat - angle;
  const maxLat = lat + angle;
  if (minLat <= -Math.PI / 2 || maxLat >= Math.PI / 2) return null;
  // haversine: cos(lat1)·cos(lat2)·sin²(Δlon/2) ≤ sin²(angle/2), with cos(lat2) at its smallest in the band.
  const bound = Math.sin(angle / 2) / Math.sqrt(Math.cos(lat) * Math.min(Math.cos(minLat), Math.cos(maxLat)));
  if (!(bound < 1)) return null;
  const lonDelta = (2 * Math.asin(bound)) / degree;
  const box = {
    minLon: origin.lon - lonDelta,
    minLat: minLat / degree,
    maxLon: origin.lon + lonDelta,
    maxLat: maxLat / degree,
  };
  return box.minLon < -180 || box.maxLon > 180 ? null : box;
}

/** A json expression, parsed whichever driver returns it (object, or text on some drivers). */
function json<T>(expression: SQL): SQL<T> {
  return sql<T>`${expression}`.mapWith((value: unknown) =>
    typeof value === 'string' ? (JSON.parse(value) as T) : (value as T),
  );
}

// What a card shows, from the artisan's row alone: its reviews' count and star sum, main image and trades
// ([{ id, metier }] by metier_key, then id) are kept there by the database (schema.ts, migration 0005), so that a
// page of cards reads no review, detail or trade.
const cardColumns = {
  id: artisans.id,
  entrepriseNom: artisans.entrepriseNom,
  ville: artisans.ville,
  codePostal: artisans.codePostal,
  rayonActivite: artisans.rayonActivite,
  latitude: artisans.latitude,
  longitude: artisans.longitude,
  moyenne: sql<number>`(case when ${artisans.notesCount} = 0 then 0
    else ${artisans.notesStarsSum}::float8 / ${artisans.notesCount} end)`.mapWith(Number),
  nombreAvis: artisans.notesCount,
  imagePath: artisans.imagePrincipalePath,
  imageDescription: artisans.imagePrincipaleDescription,
  specialites: json<SpecialiteRef[]>(sql`${artisans.specialitesCard}`),
};

// An artisan with the ids of its trades, notes and details, in one query (correlated sub-queries on indexes).
const entityColumns = {
  id: artisans.id,
  userId: artisans.userId,
  entrepriseNom: artisans.entrepriseNom,
  rue: artisans.rue,
  ville: artisans.ville,
  codePostal: artisans.codePostal,
  pays: artisans.pays,
  anneeExperience: artisans.anneeExperience,
  rayonActivite: artisans.rayonActivite,
  latitude: artisans.latitude,
  longitude: artisans.longitude,
  siret: artisans.siret,
  siren: artisans.siren,
  googlePlaceId: artisans.googlePlaceId,
  dateCreation: artisans.dateCreation,
  dateUpdate: artisans.dateUpdate,
  dateCreationEntreprise: artisans.dateCreationEntreprise,
  specialiteIds: json<number[]>(sql`coalesce((select json_agg(l.specialite_id order by l.specialite_id)
    from ${artisanSpecialites} l where l.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
  noteIds: json<number[]>(sql`coalesce((select json_agg(n.id order by n.id)
    from ${notes} n where n.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
  detailIds: json<number[]>(sql`coalesce((select json_agg(d.id order by d.id)
    from ${artisanDetails} d where d.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
};

type EntityRow = {
  id: number;
  userId: number | null;
  entrepriseNom: string;
  rue: string;
  ville: string;
  codePostal: string;
  pays: string;
  anneeExperience: number | null;
  rayonActivite: number;
  latitude: number | null;
  longitude: number | null;
  siret: string;
  siren: string;
  googlePlaceId: string | null;
  dateCreation: string;
  dateUpdate: string;
  dateCreationEntreprise: string | null;
  specialiteIds: number[];
  noteIds: number[];
  detailIds: number[];
};

function toArtisan(row: EntityRow): Artisan {
  return {
    id: row.id,
    userId: row.userId,
    entrepriseNom: row.entrepriseNom,
    adresse: { rue: row.rue, ville: row.ville, codePostal: row.codePostal, pays: row.pays },
    anneeExperience: row.anneeExperience,
    rayonActivite: row.rayonActivite,
    latitude: row.latitude,
    longitude: row.longitude,
    siret: row.siret,
    siren: row.siren,
    googlePlaceId: row.googlePlaceId,
    dateCreation: toIso(row.dateCreation),
    dateUpdate: toIso(row.dateUpdate),
    dateCreationEntreprise: row.dateCreationEntreprise,
    specialites: row.specialiteIds,
    notes: row.noteIds,
    details: row.detailIds,
  };
}

type CardRow = {
  id: number;
  entrepriseNom: string;
  ville: string;
  codePostal: string;
  rayonActivite: number;
  latitude: number | null;
  longitude: number | null;
  moyenne: number;
  nombreAvis: number;
  imagePath: string | null;
  imageDescription: string | null;
  specialites: SpecialiteRef[];
  distance?: number | null;
};

type SpecialiteRef = { id: number; metier: string };

/** PostgreSQL returns timestamps as text ("2024-01-01 00:00:00+00"); the contract speaks ISO 8601. */
function toIso(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** The main image as the contract gives it: null when the artisan has none with a file. */
function toImage(path: string | null, description: string | null): ArtisanCard['imagePrincipale'] {
  return path ? { pathImg: path, description } : null;
}

function toCard(row: CardRow): ArtisanCard {
  const card: ArtisanCard = {
    id: row.id,
    entrepriseNom: row.entrepriseNom,
    ville: row.ville,
    codePostal: row.codePostal,
    rayonActivite: row.rayonActivite,
    latitude: row.latitude,
    longitude: row.longitude,
    imagePrincipale: toImage(row.imagePath, row.imageDescription),
    specialites: row.specialites,
    moyenne: row.moyenne,
    nombreAvis: row.nombreAvis,
  };
  if (row.distance !== undefined) {
    card.distanceKm = row.distance === null ? null : Math.round(Number(row.distance) * 100) / 100;
  }
  return card;
}

/** The code and constraint of a PostgreSQL error, whether the driver's error is thrown as is or wrapped. */
function pgError(error: unknown): { code: string; constraint: string } | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : '' };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

export function createArtisanRepository(db: Db): ArtisanRepository {
  // The most read statements are prepared once: drizzle builds their SQL once, and on a PostgreSQL server each
  // connection parses them once and soon keeps a generic plan (named statements), where planning them cost more
  // than running them.

  // The public profile in one query (the entity, its owner's contact, main image, trades and stars): the most
  // read single row, and on PGlite every query is a turn of a single-threaded engine.
  const publicById = db
    .select({
      ...entityColumns,
      telephone: users.telephone,
      email: users.email,
      personnalDataToShow: users.personnalDataToShow,
      // As on its card: kept on the artisan's row (migration 0005).
      imagePath: cardColumns.imagePath,
      imageDescription: cardColumns.imageDescription,
      links: cardColumns.specialites,
      stars: json<number[]>(sql`coalesce((select json_agg(n.nombre_etoiles)
        from ${notes} n where n.artisan_id = ${ARTISAN_ID}), '[]'::json)`),
    })
    .from(artisans)
    .leftJoin(users, eq(users.id, artisans.userId))
    .where(eq(artisans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('artisan_public_by_id');

  // A trade's page by name: the page's slice of the trade's order (specialite_orders, kept by the database), then
  // the artisan rows of that slice only, which hold everything their cards show: the same work for the last page as
  // for the first. One statement per page size, written into its text, so that each keeps one plan.
  const pagesByName = new Map<number, ReturnType<typeof pageByNameStatement>>();
  function pageByNameStatement(size: number) {
    const offset = sql`${sql.placeholder('offset')}::int`;
    const picked = sql`(select p.artisan_id, p.position from ${specialiteOrders} o
      cross join lateral unnest(o.artisan_ids[${offset} + 1 : ${offset} + ${sql.raw(String(size))}])
        with ordinality as p(artisan_id, position)
      where o.specialite_id = ${sql.placeholder('specialiteId')})`;
    return db
      .select(cardColumns)
      .from(sql`${picked} as "picked"`)
      .innerJoin(artisans, sql`${artisans.id} = "picked"."artisan_id"`)
      .orderBy(sql`"picked"."position"`)
      .prepare(`artisan_trade_page_by_name_${size}`);
  }

  async function countInSpecialite(specialiteId: number): Promise<number> {
    if (!isSerialId(specialiteId)) return 0;
    // The length of the trade's order: one row, not every link of the trade.
    const [row] = await db
      .select({ value: sql<number>`cardinality(${specialiteOrders.artisanIds})`.mapWith(Number) })
      .from(specialiteOrders)
      .where(eq(specialiteOrders.specialiteId, specialiteId));
    return Number(row?.value ?? 0);
  }

  const pageByName = (size: number) => {
    let statement = pagesByName.get(size);
    if (!statement) {
      statement = pageByNameStatement(size);
      pagesByName.set(size, statement);
    }
    return statement;
  };

  const inSpecialite = (specialiteId: number) =>
    inArray(
      artisans.id,
      db
        .select({ id: artisanSpecialites.artisanId })
        .from(artisanSpecialites)
        .where(eq(artisanSpecialites.specialiteId, specialiteId)),
    );

  async function listCardsWhere(where?: SQL): Promise<ArtisanCard[]> {
    const rows = await db.select(cardColumns).from(artisans).where(where).orderBy(nameKey, asc(artisans.id));
    return rows.map((row) => toCard(row));
  }

  async function findById(id: number, executor: Db | Tx = db): Promise<Artisan | null> {
    if (!isSerialId(id)) return null;
    const [row] = await executor.select(entityColumns).from(artisans).where(eq(artisans.id, id)).limit(1);
    return row ? toArtisan(row) : null;
  }

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
      googlePlaceId: input.googlePlaceId,
      dateCreationEntreprise: input.dateCreationEntreprise,
    };
  }

  return {
    listCards: () => listCardsWhere(),

    async listNames() {
      // Plain columns only: folding 20,000 names in SQL costs far more, on PGlite, than doing it here.
      const rows = await db
        .select({ id: artisans.id, entrepriseNom: artisans.entrepriseNom, ville: artisans.ville })
        .from(artisans);
      const names = rows.map((row) => ({
        id: row.id,
        nameKey: foldText(row.entrepriseNom),
        cityKey: foldText(row.ville),
      }));
      // The order of nameKey in SQL ("C" collation: code points), then id, as listCards sorts.
      return names.sort((a, b) => (a.nameKey === b.nameKey ? a.id - b.id : a.nameKey < b.nameKey ? -1 : 1));
    },

    async cardsByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db
        .select(cardColumns)
        .from(artisans)
        .where(inArray(artisans.id, [...ids]));
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toCard(row)] : [];
      });
    },

    async listCardsBySpecialite(specialiteId) {
      return listCardsWhere(inSpecialite(specialiteId));
    },

    async pageBySpecialite(specialiteId, { page, size, origin, total: knownTotal }) {
      const offset = (page - 1) * size;
      const answer = (rows: CardRow[], total: number): ArtisanPage => ({
        items: rows.map((row) => toCard(row)),
        total,
        page,
        size,
        pageCount: Math.max(1, Math.ceil(total / size)),
      });
      // As the route validates it: a prepared statement per size stays a bounded set.
      if (!Number.isInteger(size) || size < 1 || size > ARTISAN_PAGE_SIZE_MAX) {
        throw new RangeError(`page size ${size} outside 1 to ${ARTISAN_PAGE_SIZE_MAX}`);
      }
      if (!isSerialId(specialiteId)) return answer([], 0);
      // Counting a trade reads all its links (4,751 for the largest of 100,000 artisans): half of a page's cost,
      // which the route saves by keeping each trade's total.
      const total = knownTotal ?? (await countInSpecialite(specialiteId));
      if (offset >= total) return answer([], total);
      // As pageByName, nearest first: the page's ids over narrow rows first (ORDER BY, LIMIT and OFFSET in a
      // sub-query), then the cards of those rows only.
      let rows: CardRow[];
      if (origin) {
        const distance = distanceKm(origin);
        const nearest = async (where?: SQL): Promise<CardRow[]> => {
          const picked = db
            .select({ id: artisans.id, distance: sql<number | null>`${distance}`.as('distance') })
            .from(artisans)
            .where(and(inSpecialite(specialiteId), where))
            .orderBy(sql`${distance} asc nulls last`, nameKey, asc(artisans.id))
            .limit(size)
            .offset(offset)
            .as('picked');
          return db
            .select({
              ...cardColumns,
              distance: sql<number | null>`${picked.distance}`.mapWith((value) =>
                value === null ? null : Number(value),
              ),
            })
            .from(picked)
            .innerJoin(artisans, eq(artisans.id, picked.id))
            .orderBy(sql`${picked.distance} asc nulls last`, nameKey, asc(picked.id));
        };
        // Sorting a whole trade computes a distance per artisan. The artisans within a radius come first in
        // that order, so when those in a small box (position index) fill the page, it is the exact page.
        let found: CardRow[] | null = null;
        for (const radiusKm of NEAREST_RADII_KM) {
          const box = boundingBox(origin, radiusKm);
          if (!box) break;
          const within = await nearest(
            and(
              sql`point(${artisans.longitude}, ${artisans.latitude}) <@ box(
                point(${box.minLon}::float8, ${box.minLat}::float8),
                point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
              sql`${distance} <= ${radiusKm}::float8`,
            ),
          );
          if (within.length > 0 && within.length === Math.min(size, total - offset)) {
            found = within;
            break;
          }
        }
        rows = found ?? (await nearest());
      } else {
        rows = await pageByName(size).execute({ specialiteId, offset });
      }
      return answer(rows, total);
    },

    countBySpecialite: countInSpecialite,

    async listMarkers(specialiteId) {
      const where = and(
        isNotNull(artisans.latitude),
        isNotNull(artisans.longitude),
        specialiteId === undefined ? undefined : inSpecialite(specialiteId),
      );
      const [rows, links] = await Promise.all([
        db
          .select({
            id: artisans.id,
            entrepriseNom: artisans.entrepriseNom,
            latitude: artisans.latitude,
            longitude: artisans.longitude,
            anneeExperience: artisans.anneeExperience,
            rayonActivite: artisans.rayonActivite,
            rue: artisans.rue,
            ville: artisans.ville,
            codePostal: artisans.codePostal,
            pays: artisans.pays,
          })
          .from(artisans)
          .where(where)
          .orderBy(asc(artisans.id)),
        db
          .select({ artisanId: artisanSpecialites.artisanId, specialiteId: artisanSpecialites.specialiteId })
          .from(artisanSpecialites)
          .orderBy(asc(artisanSpecialites.artisanId), asc(artisanSpecialites.specialiteId)),
      ]);
      const specialitesOf = new Map<number, number[]>();
      for (const link of links) {
        const list = specialitesOf.get(link.artisanId) ?? [];
        list.push(link.specialiteId);
        specialitesOf.set(link.artisanId, list);
      }
      // Five decimals are about a metre: enough for a marker, and shorter.
      const round = (value: number) => Math.round(value * 1e5) / 1e5;
      return rows.map((row) => ({
        id: row.id,
        entrepriseNom: row.entrepriseNom,
        latitude: round(row.latitude!),
        longitude: round(row.longitude!),
        anneeExperience: row.anneeExperience,
        rayonActivite: row.rayonActivite,
        adresse: { rue: row.rue, ville: row.ville, codePostal: row.codePostal, pays: row.pays },
        specialites: specialitesOf.get(row.id) ?? [],
      }));
    },

    findById: (id) => findById(id),

    async findPublicById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await publicById.execute({ id });
      if (!row) return null;
      // No owner account (left join found none): no contact details, whatever the columns say.
      const hasOwner = row.email !== null;
      const visibility = hasOwner ? row.personnalDataToShow : null;
      const stars = row.stars.map((nombreEtoiles) => ({ nombreEtoiles }));
      return {
        ...toArtisan(row),
        telephone: hasOwner && showsPhone(visibility) ? row.telephone : null,
        email: hasOwner && showsEmail(visibility) ? row.email : null,
        personnalDataToShow: visibility,
        imagePrincipale: toImage(row.imagePath, row.imageDescription),
        specialitesDetails: row.links,
        moyenne: averageStars(stars),
        nombreAvis: stars.length,
      };
    },

    async findOwner(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({ userId: artisans.userId })
        .from(artisans)
        .where(eq(artisans.id, id))
        .limit(1);
      return row ?? null;
    },

    create: (input) =>
      write(async () => {
        const id = await db.transaction(async (tx) => {
          const refusal = await refuse(tx, input, null);
          if (refusal) return refusal;
          const [row] = await tx.insert(artisans).values(entityValues(input)).returning({ id: artisans.id });
          await lockTradeOrders(tx, row!.id, input.specialites);
          await replaceSpecialites(tx, row!.id, input.specialites);
          return row!.id;
        });
        if (typeof id !== 'number') return { ok: false, ...id };
        return { ok: true, artisan: (await findById(id))! };
      }, input),

    update: (id, input) =>
      write(async () => {
        if (!isSerialId(id)) return { ok: false, reason: 'notFound' };
        const outcome = await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ id: artisans.id })
            .from(artisans)
            .where(eq(artisans.id, id))
            .for('update');
          if (!current) return { reason: 'notFound' as const };
          const refusal = await refuse(tx, input, id);
          if (refusal) return refusal;
          await lockTradeOrders(tx, id, input.specialites);
          await tx
            .update(artisans)
            .set({ ...entityValues(input), dateUpdate: sql`now()` })
            .where(eq(artisans.id, id));
          await replaceSpecialites(tx, id, input.specialites);
          return null;
        });
        if (outcome) return { ok: false, ...outcome };
        return { ok: true, artisan: (await findById(id))! };
      }, input),

    updateSelf: (id, input) =>
      write(async () => {
        if (!isSerialId(id)) return { ok: false, reason: 'notFound' };
        const outcome = await db.transaction(async (tx) => {
          const [current] = await tx
            .select({ id: artisans.id })
            .from(artisans)
            .where(eq(artisans.id, id))
            .for('update');
          if (!current) return { reason: 'notFound' as const };
          const refusal = await refuse(tx, { specialites: input.specialites }, id);
          if (refusal) return refusal;
          await lockTradeOrders(tx, id, input.specialites);
          await tx
            .update(artisans)
            .set({
              rayonActivite: input.rayonActivite,
              anneeExperience: input.anneeExperience,
              dateUpdate: sql`now()`,
            })
            .where(eq(artisans.id, id));
          await replaceSpecialites(tx, id, input.specialites);
          return null;
        });
        if (outcome) return { ok: false, ...outcome };
        return { ok: true, artisan: (await findById(id))! };
      }, input),

    async delete(id) {
      if (!isSerialId(id)) return null;
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ id: artisans.id })
          .from(artisans)
          .where(eq(artisans.id, id))
          .for('update');
        if (!current) return null;
        const removed = await tx
          .delete(artisanDetails)
          .where(eq(artisanDetails.artisanId, id))
          .returning({ pathImg: artisanDetails.pathImg });
        await tx.delete(notes).where(eq(notes.artisanId, id));
        await tx.delete(artisanSpecialites).where(eq(artisanSpecialites.artisanId, id));
        await tx.delete(artisans).where(eq(artisans.id, id));

        const candidates = [
          ...new Set(removed.map((row) => row.pathImg).filter((path): path is string => !!path)),
        ];
        if (candidates.length === 0) return { orphanImages: [] };
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
        return { orphanImages: candidates.filter((path) => !stillUsed.has(path)) };
      });
    },

    async sitemapEntries() {
      const rows = await db
        .select({ id: artisans.id, dateUpdate: artisans.dateUpdate })
        .from(artisans)
        .orderBy(asc(artisans.id));
      return rows.map((row) => ({ id: row.id, dateUpdate: toIso(row.dateUpdate) }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    artisanRepository: ArtisanRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('artisanRepository', createArtisanRepository(fastify.db));
  },
  { name: 'artisan-repository', dependencies: ['db'] },
);
