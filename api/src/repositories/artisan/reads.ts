// The artisan repository's reads: public cards, pages of a trade (by pertinence, nearest first or best rated,
// filtered by coverage of a point and by reviews, issue 21), map markers, the
// public profile, the names the back office searches, owners and the sitemap. Lists take a fixed number of queries
// whatever their length.
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  ARTISAN_PAGE_SIZE_MAX,
  type ArtisanMarker,
  type ArtisanPage,
  type TradeSort,
} from '@annuaire/shared/contract/artisan';
import { LIMITS } from '@annuaire/shared/contract/common';
import { distanceToPoint } from '@annuaire/shared/domain/coverage';
import { isFastReplier } from '@annuaire/shared/contract/demande';
import { delaiReponseHeures } from '@annuaire/shared/contract/urgence';
import { showsEmail, showsPhone } from '@annuaire/shared/domain/visibility';
import { SIRENE_WORKFORCE_BANDS } from '@annuaire/shared/contract/sirene-codes';
import type { RegistreSource } from '@annuaire/shared/contract/registre-listing';
import { isSerialId, type Db } from '../../db/database';
import { toIso } from '../../db/dates';
import { likeLiteral } from '../../db/like';
import {
  artisanDetails,
  artisanSpecialites,
  artisans,
  notes,
  registreEtablissements,
  SITEMAP_SLICE_IDS,
  sitemapAreaOf,
  sitemapSlices,
  sitemapTrades,
  specialiteOrders,
  users,
} from '../../db/schema';
import { foldText, nameKeySql } from '../../text/fold';
import {
  ARTISAN_ID,
  bayesianAverageSql,
  cardColumns,
  entityColumns,
  hasValidRgeSql,
  nameKey,
  toArtisan,
  toCard,
  toImage,
  type CardRow,
  depannageUrgenceSql,
  disponibleSousJoursSql,
} from './columns';
import { boundingBox, coversPoint, distanceKm, NEAREST_RADII_KM } from './geometry';
import type { ArtisanReads, MapFilters, ViewBox } from './types';
import { sitemapFilesOf } from './sitemap-files';
import { joignabiliteSql } from '../fiche-non-geree';

/** How many rows the map's side list reads past its page, to order listings at one distance by id. */
const VIEW_LIST_TIE_MARGIN = 50;

export function createArtisanReads(db: Db): ArtisanReads {
  // The most read statements are prepared once: drizzle builds their SQL once, and on a PostgreSQL server each
  // connection parses them once and soon keeps a generic plan (named statements), where planning them cost more
  // than running them.

  // The last change a visitor can see on an artisan's page or card, for the sitemap: its record (details included,
  // artisan-detail.ts dates it) and its published reviews, each dated by its publication and its artisan's reply
  // (avis_modifie_le, kept by the database: no review is read here). GREATEST skips nulls.
  const lastVisibleChange = sql`greatest(${artisans.dateUpdate}, ${artisans.avisModifieLe})`;

  // The public profile in one query (the entity, its owner's contact, main image, trades and reviews): the most
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
      // The responsiveness figures kept on the row (repositories/demande.ts), for the badge.
      demandesCount: artisans.demandesCount,
      delaiMedianMinutes: artisans.delaiMedianMinutes,
      demandesExpediteurs: artisans.demandesExpediteurs,
      // The published reviews' average and count, as on its card: kept on the artisan's row (migration 0009).
      moyenne: cardColumns.moyenne,
      nombreAvis: cardColumns.nombreAvis,
      rge: cardColumns.rge,
      // Of those, the ones collected through an invitation: counted here, on the notes_artisan_idx index (the
      // answer is prepared once and cached, plugins/hot-cache.ts).
      nombreAvisVerifies: sql<number>`(select count(*) from ${notes} n where n.artisan_id = ${ARTISAN_ID}
        and n.statut = 'PUBLIE' and n.source = 'VERIFIE')`.mapWith(Number),
      nonGeree: artisans.nonGeree,
      // Read at each load (the window of allowed requests moves): requests to the listing clear the cached page.
      joignabilite: joignabiliteSql,
      fermeeLe: artisans.fermeeLe,
      // The registers' side, when the listing is linked to an establishment (registres/publish.ts): its facts,
      // the day of the last finished import that covered its département, and whether ADEME's list gave it a
      // qualification.
      registreSiret: registreEtablissements.siret,
      trancheEffectifs: registreEtablissements.trancheEffectifs,
      positionPrecision: registreEtablissements.positionPrecision,
      registreMisAJourLe: sql<string | null>`(select max(i.ended_at)::date::text from registre_imports i
        where i.statut = 'termine'
          and (i.departements is null or ${registreEtablissements.departement} = any(i.departements)))`,
      qualificationsAdeme: sql<boolean>`exists (select 1 from ${artisanDetails} d
        where d.artisan_id = ${ARTISAN_ID} and d.registre_qualification_id is not null)`.mapWith(
        (value: unknown) => value === true || value === 't',
      ),
    })
    .from(artisans)
    .leftJoin(users, eq(users.id, artisans.userId))
    .leftJoin(registreEtablissements, eq(registreEtablissements.artisanId, artisans.id))
    .where(eq(artisans.id, sql.placeholder('id')))
    .limit(1)
    .prepare('artisan_public_by_id');

  // A trade's page in its stored order (pertinence, then name: specialite_orders, kept by the database, migration
  // 0011): the page's slice of that order, then the artisan rows of that slice only, which hold everything their
  // cards show: the same work for the last page as for the first. One statement per page size, written into its
  // text, so that each keeps one plan.
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
      .prepare(`artisan_trade_page_by_order_${size}`);
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

  const pageByOrder = (size: number) => {
    let statement = pagesByName.get(size);
    if (!statement) {
      statement = pageByNameStatement(size);
      pagesByName.set(size, statement);
    }
    return statement;
  };

  // A closed listing (fermee_le, the registers' import) is in no public list: trade pages, the map, the lists, the
  // names searched and the sitemap. Its page answers 410.
  const open = isNull(artisans.fermeeLe);
  // The folded town then the postcode, as migration 0029 indexes it: the same expression, or the index is unused.
  const cityKeySql = sql`trim(${sql.raw(nameKeySql('"artisans"."ville"'))} || ' ' || ${artisans.codePostal})`;

  const inSpecialite = (specialiteId: number) =>
    and(
      inArray(
        artisans.id,
        db
          .select({ id: artisanSpecialites.artisanId })
          .from(artisanSpecialites)
          .where(eq(artisanSpecialites.specialiteId, specialiteId)),
      ),
      open,
    )!;

  // A trade's open artisans among its links that `condition` keeps on their copies of the position and of the zone
  // (migration 0035), which the trade's GiST indexes find: a walk over that trade's links near the point only.
  const linksWhere = (specialiteId: number, condition: SQL) =>
    and(
      inArray(
        artisans.id,
        db
          .select({ id: artisanSpecialites.artisanId })
          .from(artisanSpecialites)
          .where(and(eq(artisanSpecialites.specialiteId, specialiteId), condition)),
      ),
      open,
    )!;

  /** The trade's open artisans whose activity radius covers the point, the boundary included (« Intervient chez moi »). */
  const coveringInSpecialite = (specialiteId: number, origin: { lat: number; lon: number }) => {
    const point = sql`point(${origin.lon}::float8, ${origin.lat}::float8)`;
    return and(
      linksWhere(specialiteId, sql`${artisanSpecialites.zone} @> box(${point}, ${point})`),
      sql`${distanceKm(origin)} <= ${artisans.rayonActivite}::float8`,
    )!;
  };

  /** The trade's open artisans within `radiusKm` of the point; null where there is no simple box (geometry.ts). */
  const nearInSpecialite = (specialiteId: number, origin: { lat: number; lon: number }, radiusKm: number) => {
    const box = boundingBox(origin, radiusKm);
    if (!box) return null;
    return and(
      linksWhere(
        specialiteId,
        sql`${artisanSpecialites.position} <@ box(point(${box.minLon}::float8, ${box.minLat}::float8),
          point(${box.maxLon}::float8, ${box.maxLat}::float8))`,
      ),
      sql`${distanceKm(origin)} <= ${radiusKm}::float8`,
    )!;
  };

  /** The trade's open artisans, covering the point when one is given. */
  const ofSpecialite = (specialiteId: number, covering?: { lat: number; lon: number }) =>
    covering ? coveringInSpecialite(specialiteId, covering) : inSpecialite(specialiteId);

  /** The trade page's filters on reviews, qualification and urgency, as the trade page and the map apply them. */
  const filterConditions = ({
    noteMin,
    avecAvis,
    rge,
    urgence,
    dispo,
    geree,
  }: Omit<MapFilters, 'couvre'> & { geree?: boolean }) => [
    avecAvis || noteMin !== undefined ? sql`${artisans.notesCount} > 0` : undefined,
    noteMin !== undefined
      ? sql`${artisans.notesStarsSum}::float8 >= ${noteMin}::float8 * ${artisans.notesCount}`
      : undefined,
    rge ? hasValidRgeSql : undefined,
    urgence ? depannageUrgenceSql : undefined,
    dispo !== undefined ? sql`${disponibleSousJoursSql} <= ${dispo}::integer` : undefined,
    geree ? eq(artisans.nonGeree, false) : undefined,
  ];

  // The map's artisans: open and positioned, of the trade, kept by the trade page's filters.
  const markerWhere = (specialiteId: number | undefined, filters: MapFilters) =>
    and(
      isNotNull(artisans.latitude),
      isNotNull(artisans.longitude),
      specialiteId === undefined
        ? and(open, filters.couvre ? coversPoint(filters.couvre, LIMITS.rayonActiviteMax) : undefined)
        : ofSpecialite(specialiteId, filters.couvre),
      ...filterConditions(filters),
    );

  // The position index's expression (artisans_position_idx): a box and a nearest-first order it serves.
  const position = sql`point(${artisans.longitude}, ${artisans.latitude})`;
  const inBox = (box: ViewBox) =>
    sql`${position} <@ box(point(${box.ouest}::float8, ${box.sud}::float8), point(${box.est}::float8, ${box.nord}::float8))`;

  /** The markers `where` keeps, by id; `ids` narrows the trades read to those artisans'. */
  async function markersWhere(where: SQL | undefined, ids?: number[]): Promise<ArtisanMarker[]> {
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
          moyenne: cardColumns.moyenne,
          nombreAvis: cardColumns.nombreAvis,
          rge: cardColumns.rge,
          positionApprochee: cardColumns.positionApprochee,
          nonGeree: cardColumns.nonGeree,
          depannageUrgence: cardColumns.depannageUrgence,
          disponibleSousJours: cardColumns.disponibleSousJours,
        })
        .from(artisans)
        .where(where)
        .orderBy(asc(artisans.id)),
      db
        .select({ artisanId: artisanSpecialites.artisanId, specialiteId: artisanSpecialites.specialiteId })
        .from(artisanSpecialites)
        .where(ids ? inArray(artisanSpecialites.artisanId, ids) : undefined)
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
      moyenne: Math.round(row.moyenne * 100) / 100,
      nombreAvis: row.nombreAvis,
      rge: row.rge,
      positionApprochee: row.positionApprochee,
      geree: !row.nonGeree,
      depannageUrgence: row.depannageUrgence,
      disponibleSousJours: row.disponibleSousJours,
    }));
  }

  /** One page nearest first from `origin`, among the artisans `where` keeps (a trade's, or some of them). */
  async function nearestPage(
    origin: { lat: number; lon: number },
    { size, offset }: { size: number; offset: number },
    where: SQL,
  ): Promise<CardRow[]> {
    // As pageByName: the page's ids over narrow rows first (ORDER BY, LIMIT and OFFSET in a sub-query), then the
    // cards of those rows only.
    const distance = distanceKm(origin);
    const picked = db
      .select({ id: artisans.id, distance: sql<number | null>`${distance}`.as('distance') })
      .from(artisans)
      .where(where)
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
  }

  /**
   * A page of a trade with filters, or « Mieux notés »: the kept artisans in the order asked for, counted with the
   * same conditions (a trade has 4,751 artisans at most among 100,000; the coverage filter first reads the position
   * index's box of the largest radius allowed).
   */
  async function filteredPage(
    specialiteId: number,
    options: {
      sort: TradeSort;
      origin?: { lat: number; lon: number };
      couvre?: boolean;
      noteMin?: number;
      avecAvis?: boolean;
      rge?: boolean;
      urgence?: boolean;
      dispo?: number;
      geree?: boolean;
      size: number;
      offset: number;
    },
  ): Promise<[CardRow[], number]> {
    const { sort, origin, couvre, noteMin, avecAvis, rge, urgence, dispo, geree, size, offset } = options;
    const where = and(
      ofSpecialite(specialiteId, couvre ? origin : undefined),
      ...filterConditions({ noteMin, avecAvis, rge, urgence, dispo, geree }),
    );
    const distance = origin ? distanceKm(origin) : null;
    const order =
      sort === 'distance' && distance
        ? [sql`${distance} asc nulls last`, nameKey, asc(artisans.id)]
        : sort === 'note'
          ? [sql`${bayesianAverageSql} desc`, desc(artisans.notesCount), nameKey, asc(artisans.id)]
          : [desc(artisans.pertinence), asc(artisans.nonGeree), nameKey, asc(artisans.id)];
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          ...cardColumns,
          ...(distance
            ? {
                distance: sql<number | null>`${distance}`.mapWith((value) =>
                  value === null ? null : Number(value),
                ),
              }
            : {}),
        })
        .from(artisans)
        .where(where)
        .orderBy(...order)
        .limit(size)
        .offset(offset),
      db.select({ total: count() }).from(artisans).where(where),
    ]);
    return [rows, Number(counted?.total ?? 0)];
  }

  /** The open ones of these artisans' markers, in the order of the ids. */
  async function markersByIds(ids: number[]): Promise<ArtisanMarker[]> {
    if (ids.length === 0) return [];
    const byId = new Map(
      (await markersWhere(and(inArray(artisans.id, ids), open), ids)).map((marker) => [marker.id, marker]),
    );
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async function findById(id: number) {
    if (!isSerialId(id)) return null;
    const [row] = await db.select(entityColumns).from(artisans).where(eq(artisans.id, id)).limit(1);
    return row ? toArtisan(row) : null;
  }

  return {
    async searchIds({ q, specialite, page, size }) {
      // « Contains » on the folded company name or on the folded town followed by its postcode (back office,
      // SPEC 2), in SQL: the trigram indexes of migrations 0029 and 0030 serve LIKE '%x%' from 3 characters on.
      const needle = q ? likeLiteral(foldText(q)) : '';
      const conditions: SQL[] = [open];
      if (needle) {
        const pattern = `%${needle}%`;
        conditions.push(sql`(${artisans.entrepriseNomKey} like ${pattern} or ${cityKeySql} like ${pattern})`);
      }
      if (specialite !== undefined) {
        if (!isSerialId(specialite)) return { ids: [], total: 0 };
        conditions.push(
          sql`exists (select 1 from ${artisanSpecialites} where ${artisanSpecialites.artisanId} = ${artisans.id}
            and ${artisanSpecialites.specialiteId} = ${specialite})`,
        );
      }
      const where = and(...conditions);
      // Without a search, the total is one the database keeps (counting a million rows took 60 ms): a trade's
      // order's length, or the open listings of the sitemap's slices (migration 0037).
      const counting = needle
        ? db
            .select({ total: count() })
            .from(artisans)
            .where(where)
            .then(([counted]) => counted?.total ?? 0)
        : specialite !== undefined
          ? countInSpecialite(specialite)
          : db
              .select({ total: sql<number>`coalesce(sum(${sitemapSlices.count}), 0)`.mapWith(Number) })
              .from(sitemapSlices)
              .then(([counted]) => counted?.total ?? 0);
      const [rows, total] = await Promise.all([
        db
          .select({ id: artisans.id })
          .from(artisans)
          .where(where)
          .orderBy(sql`${artisans.entrepriseNomKey} collate "C"`, asc(artisans.id))
          .limit(size)
          .offset((page - 1) * size),
        counting,
      ]);
      return { ids: rows.map((row) => row.id), total };
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

    async idsBySpecialite(specialiteId) {
      if (!isSerialId(specialiteId)) return [];
      const rows = await db
        .select({ id: artisanSpecialites.artisanId })
        .from(artisanSpecialites)
        .where(eq(artisanSpecialites.specialiteId, specialiteId));
      return rows.map((row) => row.id);
    },

    async pageBySpecialite(specialiteId, request) {
      const {
        page,
        size,
        origin,
        sort = 'pertinence',
        couvre,
        noteMin,
        avecAvis,
        rge,
        urgence,
        dispo,
        geree,
      } = request;
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
      if ((sort === 'distance' || couvre) && !origin) {
        throw new RangeError('a distance order or the coverage filter needs a point');
      }
      if (!isSerialId(specialiteId)) return answer([], 0);

      const filtered =
        couvre || noteMin !== undefined || avecAvis || rge || urgence || dispo !== undefined || geree;
      if (filtered || sort === 'note') {
        return answer(
          ...(await filteredPage(specialiteId, {
            sort,
            origin,
            couvre,
            noteMin,
            avecAvis,
            rge,
            urgence,
            dispo,
            geree,
            size,
            offset,
          })),
        );
      }
      // Counting a trade reads all its links (4,751 for the largest of 100,000 artisans): half of a page's cost,
      // which the route saves by keeping each trade's total.
      const total = request.total ?? (await countInSpecialite(specialiteId));
      if (offset >= total) return answer([], total);
      if (sort === 'pertinence') {
        // The trade's stored order; with a point, each card's distance, measured here for the page's rows only.
        const rows = await pageByOrder(size).execute({ specialiteId, offset });
        return answer(
          origin
            ? rows.map((row) => ({
                ...row,
                // The shared formula (domain/coverage.ts), the SQL's in TypeScript.
                distance: distanceToPoint(row, { latitude: origin.lat, longitude: origin.lon }),
              }))
            : rows,
          total,
        );
      }
      // Nearest first. Sorting a whole trade computes a distance per artisan. The artisans within a radius come
      // first in that order, so when those in a small box (the trade's position index) fill the page, it is the
      // exact page.
      for (const radiusKm of NEAREST_RADII_KM) {
        const near = nearInSpecialite(specialiteId, origin!, radiusKm);
        if (!near) break;
        const rows = await nearestPage(origin!, { size, offset }, near);
        if (rows.length > 0 && rows.length === Math.min(size, total - offset)) return answer(rows, total);
      }
      return answer(await nearestPage(origin!, { size, offset }, inSpecialite(specialiteId)), total);
    },

    countBySpecialite: countInSpecialite,

    async listMarkers(specialiteId, filters = {}) {
      return markersWhere(markerWhere(specialiteId, filters));
    },

    async markerPositions(specialiteId, filters = {}, box) {
      // Only what the map's position index holds: id and position, no join but the trade's.
      const rows = await db
        .select({ id: artisans.id, lon: artisans.longitude, lat: artisans.latitude })
        .from(artisans)
        .where(and(markerWhere(specialiteId, filters), box ? inBox(box) : undefined));
      return rows.map((row) => ({ id: row.id, lon: row.lon!, lat: row.lat! }));
    },

    markersByIds,

    async viewArtisans({ specialiteId, filters, box, size, offset }) {
      // Nearest the box's centre through the GiST index's ordered scan (KNN). The distance alone orders the scan (a
      // second key, the id, made PostgreSQL sort the whole box: 1.2 s for all of France at a million listings,
      // 0.4 ms without); listings at one distance are then ordered by id here, so that pages never repeat or skip
      // one. The scan reads VIEW_LIST_TIE_MARGIN rows past the page: when the row after the page still shares the
      // last distance read, the listings at its very position (a town's centre, for those the registers place by
      // their commune) are read through the index's « same point ».
      const centre = sql`point(${(box.ouest + box.est) / 2}::float8, ${(box.sud + box.nord) / 2}::float8)`;
      // The box as bounds of the columns, whose statistics the planner reads: on the point expression it assumes
      // 0.1 % of the rows, and past that LIMIT sorted the whole box (0.6 s for all of France at a million).
      const where = and(
        markerWhere(specialiteId, filters),
        between(artisans.longitude, box.ouest, box.est),
        between(artisans.latitude, box.sud, box.nord),
      );
      const distance = sql<number>`${position} <-> ${centre}`.mapWith(Number);
      const columns = { id: artisans.id, lon: artisans.longitude, lat: artisans.latitude, distance };
      const limit = offset + size + 1 + VIEW_LIST_TIE_MARGIN;
      const scanned = await db
        .select(columns)
        .from(artisans)
        .where(where)
        .orderBy(sql`${position} <-> ${centre}`)
        .limit(limit);
      const next = scanned[offset + size];
      const cut = next && scanned.length === limit && scanned.at(-1)!.distance === next.distance;
      const atNext = cut
        ? await db
            .select(columns)
            .from(artisans)
            .where(and(where, sql`${position} ~= point(${next.lon}::float8, ${next.lat}::float8)`))
        : [];
      const seen = new Set<number>();
      const ordered = [...scanned, ...atNext]
        .filter((row) => !seen.has(row.id) && seen.add(row.id))
        .sort((a, b) => a.distance - b.distance || a.id - b.id);
      return {
        markers: await markersByIds(ordered.slice(offset, offset + size).map((row) => row.id)),
        more: next !== undefined,
      };
    },

    findById,

    async findPublicById(id) {
      if (!isSerialId(id)) return null;
      const [row] = await publicById.execute({ id });
      if (!row) return null;
      if (row.fermeeLe !== null) return 'closed' as const;
      // No owner account (left join found none): no contact details, whatever the columns say.
      const hasOwner = row.email !== null;
      const visibility = hasOwner ? row.personnalDataToShow : null;
      return {
        ...toArtisan(row),
        telephone: hasOwner && showsPhone(visibility) ? row.telephone : null,
        email: hasOwner && showsEmail(visibility) ? row.email : null,
        personnalDataToShow: visibility,
        imagePrincipale: toImage(row.imagePath, row.imageDescription),
        specialitesDetails: row.links,
        moyenne: row.moyenne,
        nombreAvis: row.nombreAvis,
        nombreAvisVerifies: row.nombreAvisVerifies,
        rge: row.rge,
        repondRapidement: isFastReplier(
          row.demandesCount,
          row.delaiMedianMinutes === null ? null : row.delaiMedianMinutes / 60,
          row.demandesExpediteurs,
        ),
        delaiReponseHeures: delaiReponseHeures(row.demandesCount, row.delaiMedianMinutes),
        geree: !row.nonGeree,
        joignabilite: row.joignabilite,
        registre:
          row.registreSiret === null
            ? null
            : {
                sources: ['SIRENE', ...(row.qualificationsAdeme ? ['RGE' as const] : [])] as RegistreSource[],
                miseAJourLe: row.registreMisAJourLe,
                trancheEffectifs: row.trancheEffectifs
                  ? (SIRENE_WORKFORCE_BANDS[row.trancheEffectifs] ?? null)
                  : null,
                positionPrecision: row.positionPrecision,
              },
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

    async cardBatch({ specialiteId, after, limit }) {
      // Keyset on the name index (entreprise_nom_key collate "C", id): each batch starts where the last one ended,
      // an index range whatever how far the list has gone.
      const rows = await db
        .select({ ...cardColumns, nameKey: artisans.entrepriseNomKey })
        .from(artisans)
        .where(
          and(
            specialiteId === undefined ? open : inSpecialite(specialiteId),
            after
              ? sql`(${nameKey}, ${artisans.id}) > (${after.nameKey}::text collate "C", ${after.id}::integer)`
              : undefined,
          ),
        )
        .orderBy(nameKey, asc(artisans.id))
        .limit(limit);
      const last = rows.at(-1);
      return {
        cards: rows.map((row) => toCard(row)),
        next: rows.length === limit && last ? { nameKey: last.nameKey, id: last.id } : null,
      };
    },

    async sitemapFiles(maxUrls) {
      // The summary the database keeps (migration 0037), a few rows per département: never the listings.
      const rows = await db
        .select({
          area: sitemapSlices.area,
          slice: sitemapSlices.slice,
          count: sitemapSlices.count,
          lastmod: sql<string>`${sitemapSlices.lastmod}::text`,
        })
        .from(sitemapSlices)
        .orderBy(asc(sitemapSlices.area), asc(sitemapSlices.slice));
      return sitemapFilesOf(
        rows.map((row) => ({ ...row, lastmod: toIso(row.lastmod) })),
        maxUrls,
        SITEMAP_SLICE_IDS,
      );
    },

    async sitemapFileEntries(area, { fromId, toId }) {
      // The area index (artisans_sitemap_area_idx) walked from the file's first id: its entries only.
      const picked = db
        .select({ id: artisans.id })
        .from(artisans)
        .where(
          and(
            sql`${sitemapAreaOf(artisans.codePostal)} = ${area}`,
            open,
            gte(artisans.id, fromId),
            lte(artisans.id, toId - 1),
          ),
        )
        .as('picked');
      const rows = await db
        .select({ id: artisans.id, lastmod: sql<string>`${lastVisibleChange}::text` })
        .from(picked)
        .innerJoin(artisans, eq(artisans.id, picked.id))
        .orderBy(asc(artisans.id));
      return rows.map((row) => ({ id: row.id, lastmod: toIso(row.lastmod) }));
    },

    async sitemapTradeLastmods() {
      // A trade's page is its artisans' cards: dated by the database at each change of one (migration 0037).
      const rows = await db
        .select({
          specialiteId: sitemapTrades.specialiteId,
          lastmod: sql<string>`${sitemapTrades.lastmod}::text`,
        })
        .from(sitemapTrades);
      return new Map(rows.map((row) => [row.specialiteId, toIso(row.lastmod)]));
    },
  };
}
