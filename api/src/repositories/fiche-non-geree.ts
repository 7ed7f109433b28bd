// Requests to a listing of the registers that no business manages yet (contract/fiche-non-geree.ts), in SQL that
// every reader shares so that the page, the request and its mail agree: the business's e-mail in ADEME's RGE list,
// how a visitor reaches the listing (its joignabilite), and the business's « Ne plus recevoir de demandes ». Read
// by repositories/artisan (the public profile), repositories/demande (a request's check, in its transaction),
// repositories/message (the mail, at sending time) and repositories/revendication (the claim's code by e-mail);
// decorates `fastify.ficheNonGereeRepository` for routes/fiche-non-geree.ts.
import { eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { FICHE_NON_GEREE_LIMITS, type Joignabilite } from '@annuaire/shared/contract/fiche-non-geree';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { artisans, demandes, registreQualifications } from '../db/schema';

/**
 * The RGE e-mail of a SIRET (an SQL expression of it): the latest list's, of a qualification the list still holds,
 * trimmed and lower-cased; null without one, or when it is no address (no « @ »).
 */
export function rgeEmailSql(siret: SQL | string): SQL<string | null> {
  return sql<string | null>`(select case when position('@' in e.email) > 1 then e.email end
    from (select lower(btrim(${registreQualifications.email})) as email from ${registreQualifications}
      where ${registreQualifications.siret} = ${siret} and ${registreQualifications.endedAt} is null
        and ${registreQualifications.email} is not null
      order by ${registreQualifications.dateFichier} desc, ${registreQualifications.id} desc limit 1) e)`;
}

/** The requests a listing received while nobody managed it, within the window (they count in its allowance). */
const recentRequestsSql = sql<number>`(select count(*)::int from ${demandes} d
  where d.artisan_id = ${artisans.id} and d.fiche_non_geree
    and d.created_at > now() - ${FICHE_NON_GEREE_LIMITS.fenetreJours}::int * interval '1 day')`;

/**
 * How a visitor reaches the listing of the row read (contract JOIGNABILITES): null when its business manages it;
 * REFUS after « Ne plus recevoir de demandes », SANS_EMAIL without an RGE e-mail, PLAFOND once the window's allowance
 * is spent, PAR_EMAIL otherwise. Read at each request: the allowance frees itself as the window moves.
 */
export const joignabiliteSql = sql<Joignabilite | null>`(case
  when not ${artisans.nonGeree} then null
  when ${artisans.refusDemandesLe} is not null then 'REFUS'
  when ${rgeEmailSql(sql`${artisans.siret}`)} is null then 'SANS_EMAIL'
  when ${recentRequestsSql} >= ${FICHE_NON_GEREE_LIMITS.demandesMax}::int then 'PLAFOND'
  else 'PAR_EMAIL' end)`;

/** A listing as an opt-out link sees it. */
export interface OptOutListing {
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  geree: boolean;
  dateRefus: string | null;
}

/** What the artisans offered instead of a listing start from: its position and its first trade (as its card). */
export interface AlternativesOrigin {
  latitude: number | null;
  longitude: number | null;
  specialiteId: number | null;
}

export interface FicheNonGereeRepository {
  /** The listing the alternatives stand in for; null when it does not exist or is closed. */
  findOrigin(artisanId: number): Promise<AlternativesOrigin | null>;
  /** The listing an opt-out link names; null when it does not exist. */
  findOptOut(artisanId: number): Promise<OptOutListing | null>;
  /**
   * « Ne plus recevoir de demandes » (`refus`: the first date is kept) or its undoing, on a listing nobody manages;
   * null when it does not exist, `managed` when a business manages it (its account chooses its alerts).
   */
  setOptOut(artisanId: number, refus: boolean): Promise<OptOutListing | 'managed' | null>;
}

const optOutColumns = {
  artisanId: artisans.id,
  entrepriseNom: artisans.entrepriseNom,
  siret: artisans.siret,
  nonGeree: artisans.nonGeree,
  refusDemandesLe: artisans.refusDemandesLe,
};

function toOptOut(row: {
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  nonGeree: boolean;
  refusDemandesLe: string | null;
}): OptOutListing {
  return {
    artisanId: row.artisanId,
    entrepriseNom: row.entrepriseNom,
    siret: row.siret,
    geree: !row.nonGeree,
    dateRefus: row.refusDemandesLe === null ? null : toIso(row.refusDemandesLe),
  };
}

export function createFicheNonGereeRepository(db: Db): FicheNonGereeRepository {
  async function findOptOut(artisanId: number): Promise<OptOutListing | null> {
    if (!isSerialId(artisanId)) return null;
    const [row] = await db.select(optOutColumns).from(artisans).where(eq(artisans.id, artisanId)).limit(1);
    return row ? toOptOut(row) : null;
  }

  return {
    findOptOut,

    async findOrigin(artisanId) {
      if (!isSerialId(artisanId)) return null;
      const [row] = await db
        .select({
          latitude: artisans.latitude,
          longitude: artisans.longitude,
          fermeeLe: artisans.fermeeLe,
          specialites: artisans.specialitesCard,
        })
        .from(artisans)
        .where(eq(artisans.id, artisanId))
        .limit(1);
      if (!row || row.fermeeLe !== null) return null;
      const [first] = (row.specialites ?? []) as { id: number }[];
      return { latitude: row.latitude, longitude: row.longitude, specialiteId: first?.id ?? null };
    },

    async setOptOut(artisanId, refus) {
      if (!isSerialId(artisanId)) return null;
      const [row] = await db
        .update(artisans)
        .set({
          // The first refusal's date stays: clicking the link of another mail changes nothing.
          refusDemandesLe: refus ? sql`coalesce(${artisans.refusDemandesLe}, now())` : null,
        })
        .where(sql`${artisans.id} = ${artisanId} and ${artisans.nonGeree}`)
        .returning(optOutColumns);
      if (row) return toOptOut(row);
      const existing = await findOptOut(artisanId);
      return existing === null ? null : 'managed';
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    ficheNonGereeRepository: FicheNonGereeRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('ficheNonGereeRepository', createFicheNonGereeRepository(fastify.db));
  },
  { name: 'fiche-non-geree-repository', dependencies: ['db'] },
);
