// Retrait repository: the requests to withdraw a listing (right to object, RGPD article 21). A request is stored
// with its RETRAIT message (to CONTACT_EMAIL) in one transaction; the back office lists them by page; an acceptance
// adds the SIRET to registre_suppressions (which the importer never keeps), deletes the register's establishment (its
// qualifications go by cascade) and the listing built from it unless an account holds it, and stores the answer's
// RETRAIT_REPONSE message, all in one transaction; a refusal stores its reason and the answer's message. Decorates
// `fastify.retraitRepository`; used by routes/retraits.ts.
import { count, desc, eq, sql, type SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type {
  DemandeRetrait,
  DemandeRetraitPage,
  RetraitResultat,
  RetraitStatut,
} from '@annuaire/shared/contract/retrait';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import {
  artisans,
  demandesRetrait,
  messages,
  registreEtablissements,
  registreSuppressions,
} from '../db/schema';
import { deleteLockedArtisan } from './artisan/writes';
import { leaseEnd, type PendingMessage } from './message';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a requester sent, once the contract checked it (the honeypot left out). */
export interface RetraitFields {
  siret: string;
  email: string;
  motif: string;
  artisanId?: number;
}

export type RetraitCreation =
  /** Stored with its message, claimed for the lease given: the caller mails it at once. */
  | { stored: true; id: number; messages: PendingMessage[] }
  /** The same SIRET and e-mail already wait for a decision: nothing stored nor mailed twice. */
  | { stored: false };

export type RetraitDecision =
  | {
      ok: true;
      demande: DemandeRetrait;
      /** The answer's message, claimed for the lease given: the caller mails it at once. */
      messages: PendingMessage[];
      /** The listing deleted by an acceptance, if any (public answers are stale). */
      deletedArtisanId: number | null;
      /** The image files of that listing no other row uses: the caller deletes them once committed. */
      orphanImages: string[];
    }
  | { ok: false; reason: 'notFound' | 'alreadyDecided' };

export interface RetraitRepository {
  /**
   * Stores a request (the listing it names only if that listing exists) and its RETRAIT message in one transaction;
   * a request of the same SIRET and e-mail (case ignored) still waiting stores nothing (a unique partial index, so two
   * sent at the same moment store one).
   */
  create(fields: RetraitFields, leaseMs: number): Promise<RetraitCreation>;
  /** One page, newest first, of every request or of those of one status. */
  list(options: { page: number; size: number; statut?: RetraitStatut }): Promise<DemandeRetraitPage>;
  findById(id: number): Promise<DemandeRetrait | null>;
  /** Accepts a waiting request (see the file's head); 409-worthy when already decided. */
  accept(id: number, leaseMs: number): Promise<RetraitDecision>;
  /** Refuses a waiting request with the reason mailed to the requester. */
  refuse(id: number, motifRefus: string, leaseMs: number): Promise<RetraitDecision>;
}

const listedColumns = {
  id: demandesRetrait.id,
  siret: demandesRetrait.siret,
  email: demandesRetrait.email,
  motif: demandesRetrait.motif,
  artisanId: demandesRetrait.artisanId,
  creeeLe: demandesRetrait.creeeLe,
  statut: demandesRetrait.statut,
  traiteeLe: demandesRetrait.traiteeLe,
  motifRefus: demandesRetrait.motifRefus,
  resultat: demandesRetrait.resultat,
  ficheNom: artisans.entrepriseNom,
  ficheUserId: artisans.userId,
  etablissementSiret: registreEtablissements.siret,
  etablissementNom: registreEtablissements.nom,
  etablissementCommune: registreEtablissements.commune,
};

interface ListedRow {
  id: number;
  siret: string;
  email: string;
  motif: string;
  artisanId: number | null;
  creeeLe: string;
  statut: RetraitStatut;
  traiteeLe: string | null;
  motifRefus: string | null;
  resultat: RetraitResultat | null;
  ficheNom: string | null;
  ficheUserId: number | null;
  etablissementSiret: string | null;
  etablissementNom: string | null;
  etablissementCommune: string | null;
}

function toDemande(row: ListedRow): DemandeRetrait {
  return {
    id: row.id,
    siret: row.siret,
    email: row.email,
    motif: row.motif,
    artisanId: row.artisanId,
    fiche: row.ficheNom === null ? null : { entrepriseNom: row.ficheNom, compte: row.ficheUserId !== null },
    etablissement:
      row.etablissementSiret === null
        ? null
        : { nom: row.etablissementNom, commune: row.etablissementCommune },
    creeeLe: toIso(row.creeeLe),
    statut: row.statut,
    traiteeLe: row.traiteeLe === null ? null : toIso(row.traiteeLe),
    motifRefus: row.motifRefus,
    resultat: row.resultat,
  };
}

export function createRetraitRepository(db: Db): RetraitRepository {
  /** The requests with the listing they name and the register's establishment of their SIRET, as they are now. */
  const listed = (executor: Db | Tx = db) =>
    executor
      .select(listedColumns)
      .from(demandesRetrait)
      .leftJoin(artisans, eq(artisans.id, demandesRetrait.artisanId))
      .leftJoin(registreEtablissements, eq(registreEtablissements.siret, demandesRetrait.siret));

  async function findById(id: number, executor: Db | Tx = db): Promise<DemandeRetrait | null> {
    if (!isSerialId(id)) return null;
    const [row] = await listed(executor).where(eq(demandesRetrait.id, id)).limit(1);
    return row ? toDemande(row) : null;
  }

  /** The answer's message, stored with the decision. */
  async function storeAnswer(tx: Tx, id: number, leaseMs: number): Promise<PendingMessage[]> {
    const [mail] = await tx
      .insert(messages)
      .values({
        kind: 'RETRAIT_REPONSE',
        // The content is read from the request when the mail is sent.
        payload: {},
        retraitId: id,
        claimedUntil: leaseEnd(leaseMs),
      })
      .returning({ id: messages.id, attempts: messages.attempts });
    return [{ id: mail!.id, kind: 'RETRAIT_REPONSE', retraitId: id, attempts: mail!.attempts }];
  }

  /** Locks a request for its decision: null when unknown, its status otherwise. */
  async function lockRequest(tx: Tx, id: number) {
    const [row] = await tx
      .select({ siret: demandesRetrait.siret, motif: demandesRetrait.motif, statut: demandesRetrait.statut })
      .from(demandesRetrait)
      .where(eq(demandesRetrait.id, id))
      .for('update');
    return row ?? null;
  }

  /** Decides a waiting request: `apply` writes what the decision does and returns the columns to set. */
  function decide(
    id: number,
    leaseMs: number,
    apply: (
      tx: Tx,
      request: { siret: string; motif: string },
    ) => Promise<{
      set: { statut: RetraitStatut; motifRefus?: string; resultat?: RetraitResultat };
      deletedArtisanId?: number | null;
      orphanImages?: string[];
    }>,
  ): Promise<RetraitDecision> {
    if (!isSerialId(id)) return Promise.resolve({ ok: false, reason: 'notFound' });
    return db.transaction(async (tx): Promise<RetraitDecision> => {
      const request = await lockRequest(tx, id);
      if (!request) return { ok: false, reason: 'notFound' };
      if (request.statut !== 'EN_ATTENTE') return { ok: false, reason: 'alreadyDecided' };
      const outcome = await apply(tx, request);
      await tx
        .update(demandesRetrait)
        .set({ ...outcome.set, traiteeLe: sql`now()` })
        .where(eq(demandesRetrait.id, id));
      const mails = await storeAnswer(tx, id, leaseMs);
      return {
        ok: true,
        demande: (await findById(id, tx))!,
        messages: mails,
        deletedArtisanId: outcome.deletedArtisanId ?? null,
        orphanImages: outcome.orphanImages ?? [],
      };
    });
  }

  return {
    async create(fields, leaseMs) {
      return db.transaction(async (tx): Promise<RetraitCreation> => {
        // The listing named, only if it exists (an id typed in the address may name none): the back office shows it.
        const artisanId: SQL | null =
          fields.artisanId === undefined
            ? null
            : sql`(select ${artisans.id} from ${artisans} where ${artisans.id} = ${fields.artisanId})`;
        const [row] = await tx
          .insert(demandesRetrait)
          .values({ siret: fields.siret, email: fields.email, motif: fields.motif, artisanId })
          // demandes_retrait_en_attente_idx: the same SIRET and e-mail already wait.
          .onConflictDoNothing()
          .returning({ id: demandesRetrait.id });
        if (!row) return { stored: false };
        const [mail] = await tx
          .insert(messages)
          .values({
            kind: 'RETRAIT',
            payload: {},
            retraitId: row.id,
            claimedUntil: leaseEnd(leaseMs),
          })
          .returning({ id: messages.id, attempts: messages.attempts });
        return {
          stored: true,
          id: row.id,
          messages: [{ id: mail!.id, kind: 'RETRAIT', retraitId: row.id, attempts: mail!.attempts }],
        };
      });
    },

    async list({ page, size, statut }) {
      const where = statut === undefined ? undefined : eq(demandesRetrait.statut, statut);
      const [rows, [total]] = await Promise.all([
        listed()
          .where(where)
          .orderBy(desc(demandesRetrait.creeeLe), desc(demandesRetrait.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ value: count() }).from(demandesRetrait).where(where),
      ]);
      const totalCount = Number(total?.value ?? 0);
      return {
        items: rows.map(toDemande),
        total: totalCount,
        page,
        size,
        pageCount: Math.max(1, Math.ceil(totalCount / size)),
      };
    },

    findById: (id) => findById(id),

    accept(id, leaseMs) {
      return decide(id, leaseMs, async (tx, request) => {
        // The importer never keeps a SIRET of this list; one already there keeps its first date and reason.
        await tx
          .insert(registreSuppressions)
          .values({ siret: request.siret, motif: request.motif })
          .onConflictDoNothing();
        // The register's establishment goes, its qualifications with it (ON DELETE CASCADE).
        const [etablissement] = await tx
          .delete(registreEtablissements)
          .where(eq(registreEtablissements.siret, request.siret))
          .returning({ artisanId: registreEtablissements.artisanId });
        const listingId = etablissement?.artisanId ?? null;
        if (listingId === null) return { set: { statut: 'ACCEPTEE', resultat: 'SANS_FICHE' } };
        const [listing] = await tx
          .select({ userId: artisans.userId })
          .from(artisans)
          .where(eq(artisans.id, listingId))
          .for('update');
        if (!listing) return { set: { statut: 'ACCEPTEE', resultat: 'SANS_FICHE' } };
        // A listing an artisan's account holds (claimed) is not deleted behind its owner's back: kept simple, the
        // request only says so (FICHE_CONSERVEE) and the administrator sees it through with the owner. Its SIRET no
        // longer comes back from the registers either way.
        if (listing.userId !== null) return { set: { statut: 'ACCEPTEE', resultat: 'FICHE_CONSERVEE' } };
        const orphanImages = await deleteLockedArtisan(tx, listingId);
        return {
          set: { statut: 'ACCEPTEE', resultat: 'FICHE_SUPPRIMEE' },
          deletedArtisanId: listingId,
          orphanImages,
        };
      });
    },

    refuse(id, motifRefus, leaseMs) {
      return decide(id, leaseMs, async () => ({ set: { statut: 'REFUSEE', motifRefus } }));
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    retraitRepository: RetraitRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('retraitRepository', createRetraitRepository(fastify.db));
  },
  { name: 'retrait-repository', dependencies: ['db'] },
);
