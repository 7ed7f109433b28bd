// Revendication repository: a business's claim of a listing nobody manages (contract/revendication.ts). What a
// claim may use (the listing, whether a claim is under way, the RGE e-mail of its SIRET); a claim stored with its
// hashed code, mailed to the RGE e-mail or printed in a letter to the establishment's address in SIRENE; a code
// checked, counted and, when right, turned in one transaction into the business's account (no password: an
// activation link), the listing linked to it and the claim closed; a letter's code found by its hash and checked the
// same way; a code sent again; an administrator's decisions (a claim in progress closed, the listing of a validated
// one taken back from its account); every step in revendication_evenements. Decorates `fastify.revendicationRepository`; used by routes/revendications.ts.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import fp from 'fastify-plugin';
import {
  REVENDICATION_LIMITS,
  REVENDICATION_PREUVES,
  type Revendication,
  type RevendicationDocumentFormat,
  type RevendicationDocumentType,
  type RevendicationPreuve,
  type RevendicationEvenement,
  type RevendicationInput,
  type RevendicationPage,
  type RevendicationStatut,
} from '@annuaire/shared/contract/revendication';
import { isSerialId, type Db } from '../db/database';
import { toIso } from '../db/dates';
import { rowsOf } from '../db/rows';
import { pgErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors';
import { postalLines, type ClaimLetter } from '../letters/claim-letter';
import { rgeEmailSql } from './fiche-non-geree';
import {
  accountActivations,
  artisans,
  registreEtablissements,
  revendicationDocuments,
  revendicationEvenements,
  revendications,
  users,
} from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A listing as a claim sees it. */
export interface ClaimableListing {
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  ville: string | null;
  geree: boolean;
  enCours: boolean;
  /** The e-mail ADEME's list holds for the SIRET (never sent to a client in full). */
  emailRge: string | null;
  /** A letter of another claim is on its way. */
  courrierEnCours: boolean;
  /** Another claim's documents wait for an administrator. */
  documentsEnCours: boolean;
  /** The establishment's address in SIRENE a letter may go to: active and diffusible only. */
  adresse: Omit<ClaimLetter['destinataire'], 'entrepriseNom'> | null;
}

/** A new code, as the route made it: its HMAC and when it stops working. */
export interface IssuedCode {
  hash: string;
  expiresAt: Date;
}

export type ClaimCreation =
  | {
      ok: true;
      preuve: 'EMAIL';
      id: number;
      emailPreuve: string;
      entrepriseNom: string;
      siret: string;
    }
  | {
      ok: true;
      preuve: 'COURRIER';
      id: number;
      destinataire: ClaimLetter['destinataire'];
      adresse: string[];
      /** The listing's known contact (the RGE e-mail), told that someone claims it; null when there is none. */
      emailRge: string | null;
      entrepriseNom: string;
      siret: string;
    }
  | {
      ok: true;
      preuve: 'DOCUMENTS';
      id: number;
      /** The listing's known contact (the RGE e-mail), told that someone claims it; null when there is none. */
      emailRge: string | null;
      entrepriseNom: string;
      siret: string;
      /** A contest: the account that manages the listing, told that it is contested. */
      compteConteste: { email: string; username: string } | null;
    }
  | {
      ok: false;
      reason:
        | 'introuvable'
        | 'geree'
        | 'enCours'
        | 'sansEmail'
        | 'courrierEnCours'
        | 'sansAdresse'
        | 'emailDemandeurPris'
        | 'documentsEnCours';
    };

/** A claim as the routes give it: a proof by a code (JSON) or by documents (multipart). */
export type ClaimInput = Omit<RevendicationInput, 'preuve'> & {
  preuve: RevendicationPreuve;
  /**
   * With documents: a contest of the listing if an account manages it (a claim if none does). Without it, a managed
   * listing is refused (`geree`).
   */
  contestation?: boolean;
};

/** A document already written to private storage, as a claim by documents stores it. */
export interface StoredDocument {
  type: RevendicationDocumentType;
  cle: string;
  format: RevendicationDocumentFormat;
  taille: number;
}

/** A claim as its checks need it. */
export interface StoredClaim {
  id: number;
  nonce: string;
  statut: RevendicationStatut;
  preuve: RevendicationPreuve;
  artisanId: number;
  entrepriseNom: string;
  siret: string;
  nom: string;
  emailPreuve: string | null;
  codeExpireLe: string | null;
  codesEnvoyes: number;
}

export type CodeCheck =
  | {
      ok: true;
      userId: number;
      username: string;
      email: string;
      artisanId: number;
      activation: { id: number };
    }
  | { ok: false; reason: 'close' | 'expire' | 'epuise' | 'geree' | 'emailPris' }
  | { ok: false; reason: 'faux'; left: number };

export type Acceptance =
  | {
      ok: true;
      userId: number;
      username: string;
      email: string;
      artisanId: number;
      activation: { id: number };
      /** A contest accepted: the account the listing was taken from, to be told, and the listing's facts. */
      retiree: { email: string; entrepriseNom: string; siret: string } | null;
    }
  | {
      ok: false;
      reason: 'introuvable' | 'pasDocuments' | 'geree' | 'emailPris' | 'contestationPerimee';
    };

export type LetterCheck =
  | {
      ok: true;
      userId: number;
      username: string;
      email: string;
      artisanId: number;
      activation: { id: number };
    }
  | { ok: false; reason: 'inconnu' | 'expire' | 'geree' | 'emailPris' };

/** Whom a decision's reason is mailed to, and about which listing. */
export interface DecisionNotice {
  email: string;
  entrepriseNom: string;
  siret: string;
  artisanId: number;
}

export type Decision =
  ({ ok: true } & DecisionNotice) | { ok: false; reason: 'introuvable' | 'pasEnCours' | 'pasRattachee' };

export type CodeResend =
  | { ok: true; emailPreuve: string; entrepriseNom: string; siret: string; nom: string }
  | { ok: false; reason: 'close' | 'expire' | 'envoisEpuises' };

export interface RevendicationRepository {
  /** The listing (open, in the directory) a claim would take; null when there is none. */
  claimable(artisanId: number): Promise<ClaimableListing | null>;
  /**
   * Stores a claim with its first code, sent to the RGE e-mail: refused when the listing is unknown or closed, has an
   * owner, has a claim in progress (a unique partial index: of two at once, one) or no RGE e-mail. A claim whose code
   * expired no longer counts as in progress: it is closed first.
   */
  create(
    input: ClaimInput,
    nonce: string,
    code: IssuedCode | null,
    documents?: readonly StoredDocument[],
  ): Promise<ClaimCreation>;
  /**
   * Accepts a claim by documents in progress (an administrator read them): the account (login: the claimant's
   * e-mail, proved by the activation link mailed to it), the listing linked, the claim VALIDEE.
   */
  accept(id: number, activation: { nonce: string; expiresAt: Date }): Promise<Acceptance>;
  /** A document of a claim, by both ids; null when there is none (or no more). */
  document(id: number, documentId: number): Promise<(StoredDocument & { id: number }) | null>;
  /**
   * Deletes the rows of the documents of claims closed more than `days` days ago and gives their storage keys, for
   * the caller to delete the files.
   */
  sweepDocuments(days: number): Promise<string[]>;
  find(id: number): Promise<StoredClaim | null>;
  /** Closes a claim whose code could not be mailed, so that the claimant may start again at once. */
  abandon(id: number): Promise<void>;
  /**
   * Checks a code against the claim's (compared by `matches`, in constant time by the caller's HMAC): a wrong one
   * counts a try and closes the claim at the last; the right one, before its expiry, creates the account (login: the
   * address the code went to; no password: the activation row given back), links the listing, closes the claim.
   */
  checkCode(
    id: number,
    matches: (hash: string) => boolean,
    activation: { nonce: string; expiresAt: Date },
  ): Promise<CodeCheck>;
  /**
   * Checks a letter's code, found by its hash among the claims by post in progress: before its expiry, creates the
   * account (login: the claimant's e-mail, proved by the activation link mailed to it), links the listing, closes the
   * claim. Unknown, used or of a closed claim: 'inconnu'.
   */
  checkLetter(hash: string, activation: { nonce: string; expiresAt: Date }): Promise<LetterCheck>;
  /** A new code for a claim in progress, within its sends: tries start again. */
  resendCode(id: number, code: IssuedCode): Promise<CodeResend>;
  /** Closes a claim in progress (REFUSEE) with the administrator's reason; gives the claimant's e-mail. */
  refuse(id: number, motif: string): Promise<Decision>;
  /**
   * Takes back the listing a validated claim gave, while its account still holds it: the listing has no owner again
   * (and may be claimed anew), the claim is REPRISE with the reason; gives the account's e-mail.
   */
  takeBack(id: number, motif: string): Promise<Decision>;
  /** One page of claims, newest first, all or of one status, each with its listing, account and steps. */
  list(options: { page: number; size: number; statut?: RevendicationStatut }): Promise<RevendicationPage>;
}

/** Usernames are made from the mailbox's name: letters, digits, dots, dashes, underscores, at most 40. */
export function usernameBase(email: string): string {
  const mailbox = email.slice(0, Math.max(0, email.indexOf('@'))).toLowerCase();
  const plain = mailbox
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9._-]+/g, '')
    .slice(0, 40);
  return plain.length >= 2 ? plain : 'entreprise';
}

/** Undoes a contest's acceptance whose account could not be created (its e-mail taken meanwhile). */
class ContestRollback extends Error {
  constructor(readonly reason: 'geree' | 'emailPris') {
    super(`acceptation de la contestation annulée : ${reason}`);
  }
}

/** The account a contest was filed against, beside the one a claim created. */
const contestedAccounts = alias(users, 'compte_conteste');

export function createRevendicationRepository(db: Db): RevendicationRepository {
  const event = (executor: Db | Tx, revendicationId: number, type: RevendicationEvenement) =>
    executor.insert(revendicationEvenements).values({ revendicationId, type });

  /** The RGE e-mail of a SIRET (repositories/fiche-non-geree.ts: the one a request to the listing goes to too). */
  async function emailRgeOf(executor: Db | Tx, siret: string): Promise<string | null> {
    const [row] = rowsOf<{ email: string | null }>(
      await executor.execute(sql`select ${rgeEmailSql(siret)} as email`),
    );
    return row?.email ?? null;
  }

  /**
   * Where a letter to the establishment goes: SIRENE's address of an active, diffusible establishment with a postcode
   * and a town. A partially diffusible one (`P`) has no street stored and is never written to.
   */
  async function letterAddressOf(executor: Db | Tx, siret: string) {
    const [row] = await executor
      .select({
        rue: registreEtablissements.rue,
        complement: registreEtablissements.complement,
        codePostal: registreEtablissements.codePostal,
        commune: registreEtablissements.commune,
      })
      .from(registreEtablissements)
      .where(
        and(
          eq(registreEtablissements.siret, siret),
          eq(registreEtablissements.diffusion, 'O'),
          eq(registreEtablissements.etat, 'A'),
        ),
      )
      .limit(1);
    if (!row?.codePostal || !row.commune) return null;
    return { ...row, codePostal: row.codePostal, commune: row.commune };
  }

  /** Claims of the listing whose code has expired are closed (EXPIREE), each with its event. */
  async function closeExpired(tx: Tx, artisanId: number) {
    const closed = await tx
      .update(revendications)
      .set({ statut: 'EXPIREE', closeLe: sql`now()` })
      .where(
        and(
          eq(revendications.artisanId, artisanId),
          eq(revendications.statut, 'EN_COURS'),
          sql`${revendications.codeExpireLe} <= now()`,
        ),
      )
      .returning({ id: revendications.id });
    for (const { id } of closed) await event(tx, id, 'EXPIREE');
  }

  /** Closes a claim in progress with the given status and event. */
  async function close(tx: Tx, id: number, type: RevendicationEvenement) {
    await tx
      .update(revendications)
      .set({ statut: 'EXPIREE', closeLe: sql`now()` })
      .where(and(eq(revendications.id, id), eq(revendications.statut, 'EN_COURS')));
    await event(tx, id, type);
  }

  /** A username nobody has (case ignored), from the mailbox's name and, when taken, a number. */
  async function freeUsername(tx: Tx, email: string): Promise<string> {
    const base = usernameBase(email);
    const taken = new Set(
      rowsOf<{ name: string }>(
        await tx.execute(
          sql`SELECT lower(${users.username}) AS name FROM ${users}
            WHERE lower(${users.username}) = ${base} OR lower(${users.username}) LIKE ${`${base}-%`}`,
        ),
      ).map((row) => row.name),
    );
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  /** Whether an account already has this e-mail (stored lower-cased). */
  async function emailTaken(tx: Tx, email: string): Promise<boolean> {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return existing !== undefined;
  }

  /**
   * The account of a proved claim, no password, its username the first free one; null when an account already has
   * the e-mail. Another claim proved at the same instant may take the same username or e-mail first: the insert runs
   * in a savepoint, and after its unique violation both are read again (the e-mail: null; the username: the next
   * number).
   */
  async function insertAccount(tx: Tx, email: string, telephone: string) {
    for (let attempt = 1; ; attempt += 1) {
      if (await emailTaken(tx, email)) return null;
      const username = await freeUsername(tx, email);
      try {
        const [row] = await tx.transaction((savepoint) =>
          savepoint
            .insert(users)
            .values({ email, username, telephone, role: 'ROLE_ARTISAN' })
            .returning({ id: users.id }),
        );
        return { id: row!.id, username };
      } catch (error) {
        if (pgErrorCode(error) !== UNIQUE_VIOLATION || attempt >= 5) throw error;
      }
    }
  }

  /**
   * A proved claim: the account (no password; null when an account already has the e-mail), the listing linked to
   * it, an activation row, the claim closed VALIDEE and the listing's other claim in progress closed (its code would
   * lead nowhere).
   */
  /**
   * The listing while `userId` manages it, its row locked (a concurrent change of owner is seen): its name and SIRET,
   * and the account's e-mail, told of the decision; null when another account, or none, manages it now. A listing
   * is taken back (REPRISE) or contested away (FICHE_RETIREE) from that account only.
   */
  async function lockHeldListing(
    tx: Tx,
    artisanId: number,
    userId: number,
  ): Promise<{ entrepriseNom: string; siret: string; email: string } | null> {
    const [held] = await tx
      .select({ entrepriseNom: artisans.entrepriseNom, siret: artisans.siret, email: users.email })
      .from(artisans)
      .innerJoin(users, eq(users.id, artisans.userId))
      .where(and(eq(artisans.id, artisanId), eq(artisans.userId, userId)))
      .for('update', { of: artisans });
    return held ?? null;
  }

  async function grant(
    tx: Tx,
    id: number,
    claim: { artisanId: number; email: string; telephone: string },
    activation: { nonce: string; expiresAt: Date },
  ): Promise<Extract<CodeCheck, { ok: true }> | { ok: false; reason: 'geree' | 'emailPris' }> {
    const [listing] = await tx
      .select({ userId: artisans.userId })
      .from(artisans)
      .where(eq(artisans.id, claim.artisanId))
      .for('update');
    if (!listing || listing.userId !== null) {
      await close(tx, id, 'EXPIREE');
      return { ok: false, reason: 'geree' };
    }
    const { email } = claim;
    const account = await insertAccount(tx, email, claim.telephone);
    if (!account) {
      await close(tx, id, 'EXPIREE');
      return { ok: false, reason: 'emailPris' };
    }
    await tx
      .update(artisans)
      .set({ userId: account.id, nonGeree: false })
      .where(eq(artisans.id, claim.artisanId));
    const [link] = await tx
      .insert(accountActivations)
      .values({
        userId: account.id,
        nonce: activation.nonce,
        expiresAt: activation.expiresAt.toISOString(),
      })
      .returning({ id: accountActivations.id });
    await tx
      .update(revendications)
      .set({ statut: 'VALIDEE', closeLe: sql`now()`, userId: account.id, codeHash: null })
      .where(eq(revendications.id, id));
    await event(tx, id, 'VALIDEE');
    const others = await tx
      .select({ id: revendications.id })
      .from(revendications)
      .where(and(eq(revendications.artisanId, claim.artisanId), eq(revendications.statut, 'EN_COURS')));
    for (const other of others) await close(tx, other.id, 'EXPIREE');
    return {
      ok: true,
      userId: account.id,
      username: account.username,
      email,
      artisanId: claim.artisanId,
      activation: { id: link!.id },
    };
  }

  return {
    async claimable(artisanId) {
      if (!isSerialId(artisanId)) return null;
      const rows = await db
        .select({
          artisanId: artisans.id,
          entrepriseNom: artisans.entrepriseNom,
          siret: artisans.siret,
          ville: artisans.ville,
          userId: artisans.userId,
          preuve: revendications.preuve,
        })
        .from(artisans)
        // The claims in progress whose code still works: one per proof at most (revendications_en_cours_idx).
        .leftJoin(
          revendications,
          and(
            eq(revendications.artisanId, artisans.id),
            eq(revendications.statut, 'EN_COURS'),
            // A claim by documents has no code: it waits for an administrator.
            sql`(${revendications.codeExpireLe} > now() OR ${revendications.codeExpireLe} IS NULL)`,
          ),
        )
        .where(and(eq(artisans.id, artisanId), isNull(artisans.fermeeLe)))
        .limit(REVENDICATION_PREUVES.length);
      const [row] = rows;
      if (!row) return null;
      const { userId, preuve: _preuve, ...listing } = row;
      const [emailRge, adresse] = await Promise.all([
        emailRgeOf(db, row.siret),
        letterAddressOf(db, row.siret),
      ]);
      return {
        ...listing,
        geree: userId !== null,
        enCours: rows.some((claim) => claim.preuve === 'EMAIL'),
        courrierEnCours: rows.some((claim) => claim.preuve === 'COURRIER'),
        documentsEnCours: rows.some((claim) => claim.preuve === 'DOCUMENTS'),
        emailRge,
        adresse,
      };
    },

    async create(input, nonce, code, documents = []) {
      if (!isSerialId(input.artisanId)) return { ok: false, reason: 'introuvable' };
      try {
        return await db.transaction(async (tx): Promise<ClaimCreation> => {
          // The listing's row locked: its owner cannot change under the claim.
          const [listing] = await tx
            .select({
              siret: artisans.siret,
              entrepriseNom: artisans.entrepriseNom,
              userId: artisans.userId,
              fermeeLe: artisans.fermeeLe,
            })
            .from(artisans)
            .where(eq(artisans.id, input.artisanId))
            .for('update');
          if (!listing || listing.fermeeLe !== null) return { ok: false, reason: 'introuvable' };
          // A managed listing is open to a contest by documents only; without an account, a contest is a claim.
          const contested =
            listing.userId !== null && input.preuve === 'DOCUMENTS' && input.contestation === true;
          if (listing.userId !== null && !contested) return { ok: false, reason: 'geree' };
          await closeExpired(tx, input.artisanId);
          const email = input.email.toLowerCase();
          const values = {
            artisanId: input.artisanId,
            siret: listing.siret,
            nom: input.nom,
            email,
            telephone: input.telephone,
            role: input.role,
            certifieeLe: sql`now()`,
            preuve: input.preuve,
            nonce,
            codeHash: code?.hash ?? null,
            codeExpireLe: code?.expiresAt.toISOString() ?? null,
            codesEnvoyes: code ? 1 : 0,
            contestation: contested,
            compteContesteId: contested ? listing.userId : null,
          };
          const emailRge = await emailRgeOf(tx, listing.siret);
          /** The claim stored with where its code went, and its first two steps. */
          const insert = async (
            where: { emailPreuve: string } | { adressePreuve: string[] } | { documents: true },
          ) => {
            const [claim] = await tx
              .insert(revendications)
              .values({ ...values, ...('documents' in where ? {} : where) })
              .returning({ id: revendications.id });
            await event(tx, claim!.id, 'CREEE');
            await event(
              tx,
              claim!.id,
              'emailPreuve' in where
                ? 'CODE_ENVOYE'
                : 'adressePreuve' in where
                  ? 'COURRIER_ENVOYE'
                  : 'DOCUMENTS_RECUS',
            );
            return claim!.id;
          };
          const known = { entrepriseNom: listing.entrepriseNom, siret: listing.siret };
          if (input.preuve === 'DOCUMENTS') {
            // As by post: the account's login will be this address, said now rather than after the reading.
            if (await emailTaken(tx, email)) return { ok: false, reason: 'emailDemandeurPris' };
            const id = await insert({ documents: true });
            await tx
              .insert(revendicationDocuments)
              .values(documents.map((document) => ({ ...document, revendicationId: id })));
            const [compteConteste] = contested
              ? await tx
                  .select({ email: users.email, username: users.username })
                  .from(users)
                  .where(eq(users.id, listing.userId!))
              : [];
            return {
              ok: true,
              preuve: 'DOCUMENTS',
              id,
              emailRge,
              ...known,
              compteConteste: compteConteste ?? null,
            };
          }
          if (input.preuve === 'COURRIER') {
            const destinataire = await letterAddressOf(tx, listing.siret);
            if (!destinataire) return { ok: false, reason: 'sansAdresse' };
            // The account's login will be this address: said now, not after weeks of waiting for the letter.
            if (await emailTaken(tx, email)) return { ok: false, reason: 'emailDemandeurPris' };
            const lines = postalLines({ ...destinataire, entrepriseNom: listing.entrepriseNom });
            return {
              ok: true,
              preuve: 'COURRIER',
              id: await insert({ adressePreuve: lines }),
              destinataire: { ...destinataire, entrepriseNom: listing.entrepriseNom },
              adresse: lines,
              emailRge,
              ...known,
            };
          }
          if (!emailRge) return { ok: false, reason: 'sansEmail' };
          return {
            ok: true,
            preuve: 'EMAIL',
            id: await insert({ emailPreuve: emailRge }),
            emailPreuve: emailRge,
            ...known,
          };
        });
      } catch (error) {
        // Another claim of the listing by the same proof began between the lock's wait and the insert's.
        if (pgErrorCode(error) === UNIQUE_VIOLATION) {
          const reason = {
            EMAIL: 'enCours',
            COURRIER: 'courrierEnCours',
            DOCUMENTS: 'documentsEnCours',
          } as const;
          return { ok: false, reason: reason[input.preuve] };
        }
        throw error;
      }
    },

    async find(id) {
      if (!isSerialId(id)) return null;
      const [row] = await db
        .select({
          id: revendications.id,
          nonce: revendications.nonce,
          statut: revendications.statut,
          preuve: revendications.preuve,
          artisanId: revendications.artisanId,
          entrepriseNom: artisans.entrepriseNom,
          siret: revendications.siret,
          nom: revendications.nom,
          emailPreuve: revendications.emailPreuve,
          codeExpireLe: revendications.codeExpireLe,
          codesEnvoyes: revendications.codesEnvoyes,
        })
        .from(revendications)
        .innerJoin(artisans, eq(artisans.id, revendications.artisanId))
        .where(eq(revendications.id, id))
        .limit(1);
      return row ?? null;
    },

    async abandon(id) {
      await db.transaction((tx) => close(tx, id, 'EXPIREE'));
    },

    async checkCode(id, matches, activation) {
      if (!isSerialId(id)) return { ok: false, reason: 'close' };
      // Decided in one transaction, the claim's row locked: two codes sent at once are counted one after the other.
      const outcome = await db.transaction(async (tx): Promise<CodeCheck> => {
        const [claim] = await tx
          .select({
            statut: revendications.statut,
            artisanId: revendications.artisanId,
            telephone: revendications.telephone,
            emailPreuve: revendications.emailPreuve,
            codeHash: revendications.codeHash,
            essais: revendications.codeEssais,
            expired: sql<boolean>`${revendications.codeExpireLe} <= now()`.mapWith(Boolean),
          })
          .from(revendications)
          .where(eq(revendications.id, id))
          .for('update');
        if (!claim || claim.statut !== 'EN_COURS' || !claim.codeHash || !claim.emailPreuve) {
          return { ok: false, reason: 'close' };
        }
        if (claim.expired) {
          await close(tx, id, 'EXPIREE');
          return { ok: false, reason: 'expire' };
        }
        if (!matches(claim.codeHash)) {
          const tries = claim.essais + 1;
          await tx.update(revendications).set({ codeEssais: tries }).where(eq(revendications.id, id));
          await event(tx, id, 'CODE_ERRONE');
          if (tries >= REVENDICATION_LIMITS.codeTries) {
            await close(tx, id, 'ESSAIS_EPUISES');
            return { ok: false, reason: 'epuise' };
          }
          return { ok: false, reason: 'faux', left: REVENDICATION_LIMITS.codeTries - tries };
        }
        return grant(tx, id, { ...claim, email: claim.emailPreuve }, activation);
      });
      return outcome;
    },

    async checkLetter(hash, activation) {
      return db.transaction(async (tx): Promise<LetterCheck> => {
        const [claim] = await tx
          .select({
            id: revendications.id,
            statut: revendications.statut,
            artisanId: revendications.artisanId,
            telephone: revendications.telephone,
            email: revendications.email,
            expired: sql<boolean>`${revendications.codeExpireLe} <= now()`.mapWith(Boolean),
          })
          .from(revendications)
          .where(and(eq(revendications.codeHash, hash), eq(revendications.preuve, 'COURRIER')))
          .for('update');
        if (!claim || claim.statut !== 'EN_COURS') return { ok: false, reason: 'inconnu' };
        if (claim.expired) {
          await close(tx, claim.id, 'EXPIREE');
          return { ok: false, reason: 'expire' };
        }
        return grant(tx, claim.id, claim, activation);
      });
    },

    async accept(id, activation) {
      if (!isSerialId(id)) return { ok: false, reason: 'introuvable' };
      return db
        .transaction(async (tx): Promise<Acceptance> => {
          const [claim] = await tx
            .select({
              statut: revendications.statut,
              preuve: revendications.preuve,
              artisanId: revendications.artisanId,
              email: revendications.email,
              telephone: revendications.telephone,
              contestation: revendications.contestation,
              compteContesteId: revendications.compteContesteId,
            })
            .from(revendications)
            .where(eq(revendications.id, id))
            .for('update');
          if (!claim) return { ok: false, reason: 'introuvable' };
          if (claim.preuve !== 'DOCUMENTS' || claim.statut !== 'EN_COURS')
            return { ok: false, reason: 'pasDocuments' };
          let retiree: { email: string; entrepriseNom: string; siret: string } | null = null;
          if (claim.contestation) {
            // The listing and the contested account, locked: the listing is taken from that account only. Another
            // owner since (or none) makes the contest moot; the administrator closes it.
            const held =
              claim.compteContesteId === null
                ? null
                : await lockHeldListing(tx, claim.artisanId, claim.compteContesteId);
            if (!held) return { ok: false, reason: 'contestationPerimee' };
            // The account stays (its sessions read ownership from the database: its editor closes at once).
            await tx.update(artisans).set({ userId: null }).where(eq(artisans.id, claim.artisanId));
            await event(tx, id, 'FICHE_RETIREE');
            retiree = held;
          }
          const granted = await grant(tx, id, claim, activation);
          if (!granted.ok && retiree) {
            // Nothing of the contest's acceptance stays: the listing goes back to the account it was taken from.
            throw new ContestRollback(granted.reason);
          }
          return granted.ok ? { ...granted, retiree } : granted;
        })
        .catch((error: unknown) => {
          if (error instanceof ContestRollback) return { ok: false, reason: error.reason } as const;
          throw error;
        });
    },

    async document(id, documentId) {
      if (!isSerialId(id) || !isSerialId(documentId)) return null;
      const [row] = await db
        .select({
          id: revendicationDocuments.id,
          type: revendicationDocuments.type,
          cle: revendicationDocuments.cle,
          format: revendicationDocuments.format,
          taille: revendicationDocuments.taille,
        })
        .from(revendicationDocuments)
        .where(and(eq(revendicationDocuments.id, documentId), eq(revendicationDocuments.revendicationId, id)))
        .limit(1);
      return row ?? null;
    },

    async sweepDocuments(days) {
      const deleted = await db
        .delete(revendicationDocuments)
        .where(
          sql`${revendicationDocuments.revendicationId} IN (SELECT ${revendications.id} FROM ${revendications}
            WHERE ${revendications.closeLe} < now() - ${days}::int * interval '1 day')`,
        )
        .returning({ cle: revendicationDocuments.cle });
      return deleted.map((row) => row.cle);
    },

    async refuse(id, motif) {
      if (!isSerialId(id)) return { ok: false, reason: 'introuvable' };
      return db.transaction(async (tx): Promise<Decision> => {
        const [claim] = await tx
          .select({
            statut: revendications.statut,
            email: revendications.email,
            siret: revendications.siret,
            artisanId: revendications.artisanId,
            entrepriseNom: artisans.entrepriseNom,
          })
          .from(revendications)
          .innerJoin(artisans, eq(artisans.id, revendications.artisanId))
          .where(eq(revendications.id, id))
          .for('update', { of: revendications });
        if (!claim) return { ok: false, reason: 'introuvable' };
        if (claim.statut !== 'EN_COURS') return { ok: false, reason: 'pasEnCours' };
        // The code dies with the claim: a letter already posted opens nothing.
        await tx
          .update(revendications)
          .set({ statut: 'REFUSEE', closeLe: sql`now()`, motifDecision: motif, codeHash: null })
          .where(eq(revendications.id, id));
        await event(tx, id, 'REFUSEE');
        const { statut: _statut, ...notice } = claim;
        return { ok: true, ...notice };
      });
    },

    async takeBack(id, motif) {
      if (!isSerialId(id)) return { ok: false, reason: 'introuvable' };
      return db.transaction(async (tx): Promise<Decision> => {
        const [claim] = await tx
          .select({
            statut: revendications.statut,
            userId: revendications.userId,
            siret: revendications.siret,
            artisanId: revendications.artisanId,
          })
          .from(revendications)
          .where(eq(revendications.id, id))
          .for('update');
        if (!claim) return { ok: false, reason: 'introuvable' };
        if (claim.statut !== 'VALIDEE' || claim.userId === null) return { ok: false, reason: 'pasRattachee' };
        // The listing and its account, locked: a concurrent change of owner is seen.
        const held = await lockHeldListing(tx, claim.artisanId, claim.userId);
        if (!held) return { ok: false, reason: 'pasRattachee' };
        // The account stays (its sessions read ownership from the database: its editor closes at once).
        await tx
          .update(artisans)
          .set({ userId: null, nonGeree: true })
          .where(eq(artisans.id, claim.artisanId));
        await tx
          .update(revendications)
          .set({ statut: 'REPRISE', motifDecision: motif })
          .where(eq(revendications.id, id));
        await event(tx, id, 'REPRISE');
        return { ok: true, ...held, siret: claim.siret, artisanId: claim.artisanId };
      });
    },

    async list({ page, size, statut }) {
      const where = statut ? eq(revendications.statut, statut) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: revendications.id,
            artisanId: revendications.artisanId,
            entrepriseNom: artisans.entrepriseNom,
            siret: revendications.siret,
            nom: revendications.nom,
            email: revendications.email,
            telephone: revendications.telephone,
            role: revendications.role,
            certifieeLe: revendications.certifieeLe,
            preuve: revendications.preuve,
            emailPreuve: revendications.emailPreuve,
            adressePreuve: revendications.adressePreuve,
            statut: revendications.statut,
            creeeLe: revendications.creeeLe,
            closeLe: revendications.closeLe,
            motifDecision: revendications.motifDecision,
            compteId: users.id,
            compteUsername: users.username,
            contestation: revendications.contestation,
            contesteId: contestedAccounts.id,
            contesteUsername: contestedAccounts.username,
          })
          .from(revendications)
          .innerJoin(artisans, eq(artisans.id, revendications.artisanId))
          .leftJoin(users, eq(users.id, revendications.userId))
          .leftJoin(contestedAccounts, eq(contestedAccounts.id, revendications.compteContesteId))
          .where(where)
          .orderBy(desc(revendications.creeeLe), desc(revendications.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ total: count() }).from(revendications).where(where),
      ]);
      const ids = rows.map((row) => row.id);
      const documents =
        ids.length === 0
          ? []
          : await db
              .select({
                revendicationId: revendicationDocuments.revendicationId,
                id: revendicationDocuments.id,
                type: revendicationDocuments.type,
                format: revendicationDocuments.format,
                taille: revendicationDocuments.taille,
              })
              .from(revendicationDocuments)
              .where(inArray(revendicationDocuments.revendicationId, ids))
              .orderBy(asc(revendicationDocuments.type));
      const steps =
        ids.length === 0
          ? []
          : await db
              .select({
                revendicationId: revendicationEvenements.revendicationId,
                type: revendicationEvenements.type,
                creeLe: revendicationEvenements.creeLe,
              })
              .from(revendicationEvenements)
              .where(inArray(revendicationEvenements.revendicationId, ids))
              .orderBy(asc(revendicationEvenements.id));
      const items = rows.map(
        ({ compteId, compteUsername, contesteId, contesteUsername, ...row }): Revendication => ({
          ...row,
          compteConteste:
            contesteId === null || contesteUsername === null
              ? null
              : { id: contesteId, username: contesteUsername },
          certifieeLe: toIso(row.certifieeLe),
          creeeLe: toIso(row.creeeLe),
          closeLe: row.closeLe === null ? null : toIso(row.closeLe),
          compte:
            compteId === null || compteUsername === null ? null : { id: compteId, username: compteUsername },
          documents: documents
            .filter((document) => document.revendicationId === row.id)
            .map(({ revendicationId: _claim, ...document }) => document),
          evenements: steps
            .filter((step) => step.revendicationId === row.id)
            .map((step) => ({ type: step.type, creeLe: toIso(step.creeLe) })),
        }),
      );
      const total = counted?.total ?? 0;
      return { items, total, page, size, pageCount: Math.max(1, Math.ceil(total / size)) };
    },

    async resendCode(id, code) {
      if (!isSerialId(id)) return { ok: false, reason: 'close' };
      return db.transaction(async (tx): Promise<CodeResend> => {
        const [claim] = await tx
          .select({
            statut: revendications.statut,
            emailPreuve: revendications.emailPreuve,
            sends: revendications.codesEnvoyes,
            siret: revendications.siret,
            nom: revendications.nom,
            entrepriseNom: artisans.entrepriseNom,
            expired: sql<boolean>`${revendications.codeExpireLe} <= now()`.mapWith(Boolean),
          })
          .from(revendications)
          .innerJoin(artisans, eq(artisans.id, revendications.artisanId))
          .where(eq(revendications.id, id))
          .for('update', { of: revendications });
        if (!claim || claim.statut !== 'EN_COURS' || !claim.emailPreuve)
          return { ok: false, reason: 'close' };
        // Expired, the listing may be claimed by someone else: this claim does not come back to life.
        if (claim.expired) {
          await close(tx, id, 'EXPIREE');
          return { ok: false, reason: 'expire' };
        }
        if (claim.sends >= REVENDICATION_LIMITS.codeSends) return { ok: false, reason: 'envoisEpuises' };
        await tx
          .update(revendications)
          .set({
            codeHash: code.hash,
            codeExpireLe: code.expiresAt.toISOString(),
            codeEssais: 0,
            codesEnvoyes: claim.sends + 1,
          })
          .where(eq(revendications.id, id));
        await event(tx, id, 'CODE_ENVOYE');
        return {
          ok: true,
          emailPreuve: claim.emailPreuve,
          entrepriseNom: claim.entrepriseNom,
          siret: claim.siret,
          nom: claim.nom,
        };
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    revendicationRepository: RevendicationRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('revendicationRepository', createRevendicationRepository(fastify.db));
  },
  { name: 'revendication-repository', dependencies: ['db'] },
);
