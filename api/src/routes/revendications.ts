// « C'est votre entreprise ? », under /api/revendications. For administrators, the claims and their steps (GET /).
// Public: what a claim of a listing may use (GET /fiches/{artisanId}: the RGE e-mail masked), a claim (POST /: the
// claimant, its certification, a code mailed to that e-mail or printed in a letter to the establishment's address in
// SIRENE, written to DATA_DIR/outbox/courrier), the code checked (POST /code: the right one creates the business's
// account, links the listing and answers the activation page where the owner chooses its password), sent again (POST
// /code/renvoi), and a letter's code checked (POST /courrier: the activation link goes to the claimant's e-mail).
// Administrators also close a claim in progress (POST /{id}/refus) and take back the listing a validated claim gave
// (POST /{id}/reprise), each reason mailed. By documents (POST /documents, multipart: the claim's fields, a trade
// register's extract and an identity document, kept privately): an administrator reads each
// (GET /{id}/documents/{documentId}) and accepts (POST /{id}/acceptation) or closes the claim.
// Only the browser that began a claim by e-mail holds its key (jeton); a letter's code is its own key. Bounded like the
// other public forms: a body limit, counts per client address, per e-mail and per SIRET, tries and sends per claim in
// the database. Every rule and message is in shared/contract/revendication.ts.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema } from '@annuaire/shared/contract/common';
import {
  REVENDICATION_LIMITS,
  REVENDICATION_LIST_LIMITS,
  REVENDICATION_MESSAGES,
  REVENDICATION_ROLE_LABELS,
  RevendicationCourrierInputSchema,
  RevendicationCourrierValideeSchema,
  RevendicationDecisionInputSchema,
  RevendicationDecisionSchema,
  RevendicationDocumentParamsSchema,
  RevendicationDocumentsCreeeSchema,
  RevendicationDocumentsInputSchema,
  RevendicationIdParamsSchema,
  REVENDICATION_DOCUMENTS,
  REVENDICATION_DOCUMENT_LABELS,
  documentFormatOf,
  type RevendicationDocumentType,
  RevendicationEnvoiSchema,
  formatLetterCode,
  RevendicationListQuerySchema,
  RevendicationPageSchema,
  RevendicationCodeInputSchema,
  RevendicationCreeeSchema,
  RevendicationFicheParamsSchema,
  RevendicationFicheSchema,
  RevendicationInputSchema,
  RevendicationRenvoiInputSchema,
  RevendicationValideeSchema,
  maskEmail,
} from '@annuaire/shared/contract/revendication';
import { ACTIVATION_LINK_LIFETIME_DAYS } from '@annuaire/shared/contract/user';
import { hrefs } from '@annuaire/shared/federation/routes';
import { activationToken, deriveActivationKey } from '../auth/activation-token';
import {
  claimCodeHash,
  claimCodeMatches,
  claimToken,
  claimTokenId,
  deriveClaimKeys,
  letterCodeHash,
  newClaimCode,
  newLetterCode,
  newNonce,
  verifyClaimToken,
} from '../auth/claim-code';
import { HttpError } from '../http-error';
import { multipartError, multipartScope, UPLOAD_MESSAGES } from '../plugins/uploads';
import type { StoredDocument } from '../repositories/revendication';
import { createPrivateDocuments } from '../storage/private-documents';
import { postalLines, renderClaimLetter } from '../letters/claim-letter';
import { writeLetter } from '../letters/letter-outbox';
import {
  activationMail,
  revendicationAvisMail,
  revendicationDocumentsEquipeMail,
  revendicationCodeMail,
  revendicationDecisionMail,
} from '../mail/templates';
import { describeMailError } from '../plugins/mailer';
import { RESOURCE_ERRORS, ROLE_ERRORS, SECURITY } from './openapi';

const TAGS = ['revendications'];
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const ACTIVATION_LIFETIME_MS = ACTIVATION_LINK_LIFETIME_DAYS * DAY_MS;

/**
 * The largest body the claim's routes accept: a claim at its longest (a 100-character name, the longest e-mail, a
 * phone as typed, the role, the proof) is under 2 kB in UTF-8 even with escaped characters; 413 beyond.
 */
export const REVENDICATION_BODY_LIMIT = 4 * 1024;

const ERRORS = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  413: ApiErrorSchema,
} as const;

const minutesLeft = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const revendicationsRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const repository = fastify.revendicationRepository;
  const keys = deriveClaimKeys(fastify.config.jwtSecret);
  const activationKey = deriveActivationKey(fastify.config.jwtSecret);

  const perAddress = fastify.createLimit(
    {
      max: REVENDICATION_LIMITS.perAddressPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `revendications|${request.ip}`,
    },
    (seconds) => REVENDICATION_MESSAGES.perAddress(minutesLeft(seconds)),
  );
  const perEmail = fastify.createLimit(
    {
      max: REVENDICATION_LIMITS.perEmailPerDay,
      timeWindow: DAY_MS,
      keyGenerator: (request) =>
        `revendications-email|${(request.body as { email: string }).email.toLowerCase()}`,
    },
    () => REVENDICATION_MESSAGES.perEmail,
  );
  const checksPerAddress = fastify.createLimit(
    {
      max: REVENDICATION_LIMITS.checksPerAddressPerHour,
      timeWindow: HOUR_MS,
      keyGenerator: (request) => `revendications-code|${request.ip}`,
    },
    (seconds) => REVENDICATION_MESSAGES.checksPerAddress(minutesLeft(seconds)),
  );
  /** The SIRET a claim names, once its listing is read: a day's claims of one business, whoever sends them. */
  const siretOf = new WeakMap<FastifyRequest, string>();
  const perSiret = fastify.createLimit(
    {
      max: REVENDICATION_LIMITS.perSiretPerDay,
      timeWindow: DAY_MS,
      keyGenerator: (request) => `revendications-siret|${siretOf.get(request) ?? ''}`,
    },
    () => REVENDICATION_MESSAGES.perSiret,
  );

  /** A new code: the digits to mail, and what the database keeps of them. */
  const issueCode = (nonce: string) => {
    const code = newClaimCode();
    const expiresAt = new Date(Date.now() + REVENDICATION_LIMITS.codeMinutes * MINUTE_MS);
    return { code, stored: { hash: claimCodeHash(keys.code, nonce, code), expiresAt } };
  };

  /**
   * Mails the activation link of a proved claim's account to its login; a failure is logged (the owner may still ask
   * for a password reset link). Gives the link's token.
   */
  const mailActivation = async (
    request: FastifyRequest,
    account: { userId: number; username: string; email: string; activation: { id: number } },
    nonce: string,
    expiresAt: Date,
  ) => {
    const token = activationToken(activationKey, account.activation.id, nonce);
    try {
      await fastify.mailer.send({
        to: account.email,
        ...activationMail({
          username: account.username,
          link: `${fastify.config.publicUrl}${hrefs.activation(token)}`,
          expiresAt: expiresAt.toISOString(),
        }),
      });
    } catch (error) {
      request.log.error(
        { userId: account.userId, err: describeMailError(error) },
        'échec de l’e-mail d’activation',
      );
    }
    return token;
  };

  /** A letter's code: twelve characters, its HMAC the claim's key in the database, working for weeks. */
  const issueLetterCode = () => {
    const code = newLetterCode();
    const expiresAt = new Date(Date.now() + REVENDICATION_LIMITS.letterDays * DAY_MS);
    return { code, stored: { hash: letterCodeHash(keys.letter, code), expiresAt } };
  };

  /**
   * Prints the letter of a claim by post and writes it to DATA_DIR/outbox/courrier for the print-and-post service;
   * false when it could not be written (logged).
   */
  const postLetter = async (
    claim: {
      id: number;
      destinataire: Parameters<typeof postalLines>[0];
      siret: string;
      input: { nom: string; email: string; role: keyof typeof REVENDICATION_ROLE_LABELS };
    },
    code: string,
    expiresAt: Date,
  ) => {
    const { publicUrl, contactEmail, dataDir } = fastify.config;
    const printed = formatLetterCode(code);
    try {
      const pdf = await renderClaimLetter({
        destinataire: claim.destinataire,
        siret: claim.siret,
        demandeur: {
          nom: claim.input.nom,
          role: REVENDICATION_ROLE_LABELS[claim.input.role],
          emailMasque: maskEmail(claim.input.email),
        },
        code: printed,
        expireLe: expiresAt,
        lienSaisie: `${publicUrl}${hrefs.claim()}`,
        lienQr: `${publicUrl}${hrefs.claimLetter(printed)}`,
        date: new Date(),
        reference: `R-${String(claim.id).padStart(6, '0')}`,
        expediteur: ['Annuaire des artisans', publicUrl.replace(/^https?:\/\//, ''), contactEmail],
      });
      const file = await writeLetter(dataDir, `revendication-${claim.id}`, pdf);
      fastify.log.info({ revendicationId: claim.id, file }, 'courrier de revendication écrit');
      return true;
    } catch (error) {
      fastify.log.error(
        { revendicationId: claim.id, err: error instanceof Error ? error.message : String(error) },
        'échec de l’écriture du courrier',
      );
      return false;
    }
  };

  /** Tells the listing's known contact that someone claims it by post; a failure is logged, the claim goes on. */
  const noticeContact = async (
    to: string,
    preuve: 'COURRIER' | 'DOCUMENTS' | 'CONTESTATION',
    claim: { id: number; entrepriseNom: string; siret: string; input: { nom: string; email: string } },
  ) => {
    try {
      await fastify.mailer.send({
        to,
        ...revendicationAvisMail({
          preuve,
          entrepriseNom: claim.entrepriseNom,
          siret: claim.siret,
          nom: claim.input.nom,
          emailMasque: maskEmail(claim.input.email),
          contactUrl: `${fastify.config.publicUrl}${hrefs.contact()}`,
        }),
      });
    } catch (error) {
      fastify.log.error(
        { revendicationId: claim.id, err: describeMailError(error) },
        'échec de l’avis de revendication',
      );
    }
  };

  /**
   * Tells the directory's team (CONTACT_EMAIL) that documents wait for its decision; a failure is logged, the claim
   * stays listed under « Revendications » all the same.
   */
  const noticeTeam = async (claim: {
    id: number;
    entrepriseNom: string;
    siret: string;
    input: { nom: string };
    compteConteste: unknown;
  }) => {
    const { publicUrl, contactEmail } = fastify.config;
    try {
      await fastify.mailer.send({
        to: contactEmail,
        ...revendicationDocumentsEquipeMail({
          entrepriseNom: claim.entrepriseNom,
          siret: claim.siret,
          nom: claim.input.nom,
          contestation: claim.compteConteste !== null,
          backofficeUrl: `${publicUrl}${hrefs.backoffice.revendications('EN_COURS')}`,
        }),
      });
    } catch (error) {
      fastify.log.error(
        { revendicationId: claim.id, err: describeMailError(error) },
        'échec de l’avis à l’équipe',
      );
    }
  };

  /** Mails a code to the business; false when the mail did not leave (logged). */
  const mailCode = async (
    claim: { id: number; emailPreuve: string; entrepriseNom: string; siret: string; nom: string },
    code: string,
  ) => {
    try {
      await fastify.mailer.send({
        to: claim.emailPreuve,
        ...revendicationCodeMail({
          entrepriseNom: claim.entrepriseNom,
          siret: claim.siret,
          nom: claim.nom,
          code,
          minutes: REVENDICATION_LIMITS.codeMinutes,
          contactUrl: `${fastify.config.publicUrl}${hrefs.contact()}`,
        }),
      });
      return true;
    } catch (error) {
      fastify.log.error(
        { revendicationId: claim.id, err: describeMailError(error) },
        'échec de l’envoi du code',
      );
      return false;
    }
  };

  /** A refusal the page shows next to one field, as the contract's validation errors are. */
  const fieldError = (reply: FastifyReply, status: number, path: string, message: string) =>
    reply.code(status).send({ message, errors: [{ path, message }] });

  /** The claim by e-mail a key names, when the key is its own; a French 404 otherwise. */
  const claimOf = async (jeton: string) => {
    const id = claimTokenId(jeton);
    const claim = id === null ? null : await repository.find(id);
    if (!claim || claim.preuve !== 'EMAIL' || !verifyClaimToken(keys.token, jeton, claim.id, claim.nonce)) {
      throw new HttpError(404, REVENDICATION_MESSAGES.jetonInvalide);
    }
    return claim;
  };

  /** 201 or 200 of a code mailed: where it went and until when it works. */
  const codeSent = (
    reply: FastifyReply,
    status: 200 | 201,
    jeton: string,
    email: string,
    expiresAt: Date,
  ) => {
    const emailMasque = maskEmail(email);
    return reply.code(status).send({
      message: REVENDICATION_MESSAGES.codeEnvoye(emailMasque),
      preuve: 'EMAIL' as const,
      jeton,
      emailMasque,
      expireLe: expiresAt.toISOString(),
    });
  };

  fastify.get(
    '',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary: 'Les revendications de fiches, les plus récentes d’abord, par page (administrateur)',
        description:
          `page (1 par défaut), size (${REVENDICATION_LIST_LIMITS.pageSize} par défaut, ` +
          `${REVENDICATION_LIST_LIMITS.pageSizeMax} au plus), statut EN_COURS, VALIDEE ou EXPIREE. Chaque ` +
          'revendication porte la fiche, le demandeur et sa certification (DSA, article 30), la preuve et l’adresse ' +
          'qui a reçu le code, le compte créé, et chaque étape avec sa date.',
        security: SECURITY,
        querystring: RevendicationListQuerySchema,
        response: { 200: RevendicationPageSchema, ...ROLE_ERRORS },
      },
    },
    async (request) => {
      const { page = 1, size = REVENDICATION_LIST_LIMITS.pageSize, statut } = request.query;
      return repository.list({ page, size, ...(statut ? { statut } : {}) });
    },
  );

  fastify.get(
    '/fiches/:artisanId',
    {
      schema: {
        tags: TAGS,
        summary: 'Ce qu’une revendication de cette fiche peut utiliser (public)',
        description:
          'La fiche (nom, SIRET, ville), si elle est déjà gérée par une entreprise, si une revendication est en ' +
          'cours, et l’adresse e-mail que la liste RGE de l’ADEME donne pour son SIRET, masquée (« p•••@domaine.fr ») ' +
          'ou null. 404 pour une fiche inconnue ou fermée.',
        params: RevendicationFicheParamsSchema,
        response: { 200: RevendicationFicheSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const listing = await repository.claimable(request.params.artisanId);
      if (!listing) throw new HttpError(404, REVENDICATION_MESSAGES.ficheIntrouvable);
      const { emailRge, adresse, ...rest } = listing;
      return {
        ...rest,
        emailMasque: emailRge === null ? null : maskEmail(emailRge),
        adresseCourrier:
          adresse === null ? null : postalLines({ ...adresse, entrepriseNom: listing.entrepriseNom }),
      };
    },
  );

  fastify.post(
    '',
    {
      bodyLimit: REVENDICATION_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Revendique une fiche qu’aucune entreprise ne gère : un code est envoyé à l’adresse e-mail de la liste ' +
          'RGE de l’ADEME, ou par courrier à l’adresse SIRENE de l’établissement (public)',
        description:
          `Nom, e-mail, téléphone et rôle du demandeur, certification cochée (true), preuve EMAIL ou COURRIER. ` +
          `EMAIL : un code de ${REVENDICATION_LIMITS.codeLength} chiffres, valable ` +
          `${REVENDICATION_LIMITS.codeMinutes} minutes, part à l’adresse de la liste RGE ; la réponse donne cette ` +
          'adresse masquée et la clé (jeton) de la revendication, seule à pouvoir vérifier le code. COURRIER : une ' +
          `lettre avec un code de ${REVENDICATION_LIMITS.letterCodeLength} caractères, valable ` +
          `${REVENDICATION_LIMITS.letterDays} jours, est préparée pour l’envoi postal à l’adresse SIRENE d’un ` +
          'établissement actif et diffusible ; le contact connu de la fiche (e-mail RGE) en est averti. 404 fiche ' +
          'inconnue ou fermée ; 409 fiche déjà gérée, revendication déjà en cours par la même preuve, aucune adresse ' +
          'e-mail ou postale connue, ou (COURRIER) e-mail du demandeur déjà celui d’un compte ; 429 au-delà de ' +
          `${REVENDICATION_LIMITS.perAddressPerHour} revendications par heure et par adresse IP, ` +
          `${REVENDICATION_LIMITS.perEmailPerDay} par jour et par e-mail, ${REVENDICATION_LIMITS.perSiretPerDay} ` +
          'par jour et par SIRET ; 503 si le code n’a pas pu partir ou le courrier être écrit (rien ne reste en ' +
          'cours). Corps JSON de 4 ko au plus (413).',
        body: RevendicationInputSchema,
        response: { 201: RevendicationEnvoiSchema, ...ERRORS, 429: ApiErrorSchema, 503: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // Counted once the body is valid: a claimant correcting a field does not use up its claims.
      await perAddress(request);
      await perEmail(request);
      const listing = await repository.claimable(request.body.artisanId);
      if (!listing) throw new HttpError(404, REVENDICATION_MESSAGES.ficheIntrouvable);
      siretOf.set(request, listing.siret);
      await perSiret(request);
      const nonce = newNonce();
      const byPost = request.body.preuve === 'COURRIER';
      const { code, stored } = byPost ? issueLetterCode() : issueCode(nonce);
      const created = await repository.create(request.body, nonce, stored);
      if (!created.ok) {
        if (created.reason === 'introuvable')
          throw new HttpError(404, REVENDICATION_MESSAGES.ficheIntrouvable);
        throw new HttpError(
          409,
          REVENDICATION_MESSAGES[created.reason === 'geree' ? 'dejaGeree' : created.reason],
        );
      }
      request.log.info(
        { revendicationId: created.id, artisanId: request.body.artisanId, preuve: created.preuve },
        'revendication créée',
      );
      if (created.preuve === 'COURRIER') {
        if (!(await postLetter({ ...created, input: request.body }, code, stored.expiresAt))) {
          await repository.abandon(created.id);
          throw new HttpError(503, REVENDICATION_MESSAGES.ecritureImpossible, { 'retry-after': '60' });
        }
        if (created.emailRge) {
          await noticeContact(created.emailRge, 'COURRIER', { ...created, input: request.body });
        }
        return reply.code(201).send({
          message: REVENDICATION_MESSAGES.courrierEnvoye(created.adresse.slice(1).join(', ')),
          preuve: 'COURRIER',
          adresse: created.adresse,
          expireLe: stored.expiresAt.toISOString(),
        });
      }
      // This route's proofs are by a code; documents come through POST /documents.
      if (created.preuve !== 'EMAIL') throw new Error('preuve sans code sur la route des codes');
      if (!(await mailCode({ ...created, nom: request.body.nom }, code))) {
        // Nothing stays in progress: the claimant (or the business) may begin again at once.
        await repository.abandon(created.id);
        throw new HttpError(503, REVENDICATION_MESSAGES.envoiImpossible, { 'retry-after': '60' });
      }
      return codeSent(
        reply,
        201,
        claimToken(keys.token, created.id, nonce),
        created.emailPreuve,
        stored.expiresAt,
      );
    },
  );

  fastify.post(
    '/code',
    {
      bodyLimit: REVENDICATION_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Vérifie le code d’une revendication : le bon crée le compte de l’entreprise et lui rattache la fiche ' +
          '(public, avec la clé de la revendication)',
        description:
          `Le bon code, avant son expiration, crée un compte ROLE_ARTISAN dont l’identifiant est l’adresse qui a ` +
          'reçu le code (un nom d’utilisateur aussi), sans mot de passe : la réponse donne la page d’activation ' +
          `où le titulaire le choisit (lien aussi envoyé à cette adresse, valable ${ACTIVATION_LINK_LIFETIME_DAYS} ` +
          `jours), et la fiche lui est rattachée. Un mauvais code : 400 avec les essais restants ` +
          `(${REVENDICATION_LIMITS.codeTries} au plus, puis 409 et la revendication est close). 404 clé inconnue ; ` +
          `409 revendication close ; 410 code expiré ; 429 au-delà de ${REVENDICATION_LIMITS.checksPerAddressPerHour} ` +
          'vérifications par heure et par adresse IP.',
        body: RevendicationCodeInputSchema,
        response: {
          200: RevendicationValideeSchema,
          ...ERRORS,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await checksPerAddress(request);
      const claim = await claimOf(request.body.jeton);
      const { code } = request.body;
      const activationNonce = newNonce();
      const activationExpiresAt = new Date(Date.now() + ACTIVATION_LIFETIME_MS);
      const checked = await repository.checkCode(
        claim.id,
        (hash) => claimCodeMatches(keys.code, claim.nonce, code, hash),
        { nonce: activationNonce, expiresAt: activationExpiresAt },
      );
      if (!checked.ok) {
        switch (checked.reason) {
          case 'faux':
            return fieldError(reply, 400, 'code', REVENDICATION_MESSAGES.codeFaux(checked.left));
          case 'expire':
            throw new HttpError(410, REVENDICATION_MESSAGES.codeExpire);
          case 'epuise':
            throw new HttpError(409, REVENDICATION_MESSAGES.essaisEpuises);
          case 'geree':
            throw new HttpError(409, REVENDICATION_MESSAGES.dejaGeree);
          case 'emailPris':
            throw new HttpError(409, REVENDICATION_MESSAGES.emailPris);
          default:
            throw new HttpError(409, REVENDICATION_MESSAGES.close);
        }
      }
      // The listing now says who manages it: its page, its cards and the lists are stale.
      request.publicChange = { artisanId: checked.artisanId };
      request.log.info(
        { revendicationId: claim.id, artisanId: checked.artisanId, userId: checked.userId },
        'revendication validée',
      );
      // The same link by mail, to the address just proved: the owner may close this page and come back.
      const token = await mailActivation(request, checked, activationNonce, activationExpiresAt);
      return {
        message: REVENDICATION_MESSAGES.validee,
        artisanId: checked.artisanId,
        username: checked.username,
        activation: hrefs.activation(token),
      };
    },
  );

  fastify.post(
    '/code/renvoi',
    {
      bodyLimit: REVENDICATION_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Envoie un nouveau code pour une revendication en cours (public, avec la clé de la revendication)',
        description:
          `Le code précédent ne fonctionne plus ; le nouveau vaut ${REVENDICATION_LIMITS.codeMinutes} minutes et ` +
          `ses essais repartent de zéro. ${REVENDICATION_LIMITS.codeSends} codes au plus par revendication (409 ` +
          'au-delà). 404 clé inconnue ; 409 revendication close ; 410 revendication expirée ; 503 si le code n’a ' +
          'pas pu partir.',
        body: RevendicationRenvoiInputSchema,
        response: {
          200: RevendicationCreeeSchema,
          ...ERRORS,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await checksPerAddress(request);
      const claim = await claimOf(request.body.jeton);
      const { code, stored } = issueCode(claim.nonce);
      const resent = await repository.resendCode(claim.id, stored);
      if (!resent.ok) {
        if (resent.reason === 'expire') throw new HttpError(410, REVENDICATION_MESSAGES.codeExpire);
        if (resent.reason === 'envoisEpuises') throw new HttpError(409, REVENDICATION_MESSAGES.envoisEpuises);
        throw new HttpError(409, REVENDICATION_MESSAGES.close);
      }
      if (!(await mailCode({ id: claim.id, ...resent }, code))) {
        throw new HttpError(503, REVENDICATION_MESSAGES.envoiImpossible, { 'retry-after': '60' });
      }
      return codeSent(reply, 200, request.body.jeton, resent.emailPreuve, stored.expiresAt);
    },
  );

  fastify.post(
    '/courrier',
    {
      bodyLimit: REVENDICATION_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Vérifie le code d’un courrier de revendication : le bon crée le compte du demandeur et lui rattache la ' +
          'fiche (public)',
        description:
          `Le code imprimé sur le courrier (${REVENDICATION_LIMITS.letterCodeLength} caractères, tirets et espaces ` +
          'ignorés, ou lu dans son QR code) est sa propre clé. Le bon, avant son expiration, crée un compte ' +
          'ROLE_ARTISAN dont l’identifiant est l’adresse e-mail du demandeur, sans mot de passe, et lui rattache la ' +
          'fiche ; le lien d’activation, où le titulaire choisit son mot de passe, part à cette adresse seulement ' +
          `(valable ${ACTIVATION_LINK_LIFETIME_DAYS} jours). 400 code mal formé, inconnu ou déjà utilisé ; 409 ` +
          'fiche déjà gérée ou adresse déjà celle d’un compte ; 410 code expiré ; 429 au-delà de ' +
          `${REVENDICATION_LIMITS.checksPerAddressPerHour} vérifications par heure et par adresse IP.`,
        body: RevendicationCourrierInputSchema,
        response: {
          200: RevendicationCourrierValideeSchema,
          ...ERRORS,
          410: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await checksPerAddress(request);
      const activationNonce = newNonce();
      const activationExpiresAt = new Date(Date.now() + ACTIVATION_LIFETIME_MS);
      const checked = await repository.checkLetter(letterCodeHash(keys.letter, request.body.code), {
        nonce: activationNonce,
        expiresAt: activationExpiresAt,
      });
      if (!checked.ok) {
        switch (checked.reason) {
          case 'inconnu':
            return fieldError(reply, 400, 'code', REVENDICATION_MESSAGES.lettreInconnue);
          case 'expire':
            throw new HttpError(410, REVENDICATION_MESSAGES.lettreExpiree);
          case 'geree':
            throw new HttpError(409, REVENDICATION_MESSAGES.dejaGeree);
          default:
            throw new HttpError(409, REVENDICATION_MESSAGES.emailDemandeurPris);
        }
      }
      request.publicChange = { artisanId: checked.artisanId };
      request.log.info(
        { artisanId: checked.artisanId, userId: checked.userId },
        'revendication par courrier validée',
      );
      // Only to the claimant's address: the login becomes it once it is proved, as the letter proved the business.
      await mailActivation(request, checked, activationNonce, activationExpiresAt);
      const emailMasque = maskEmail(checked.email);
      return {
        message: REVENDICATION_MESSAGES.valideeParCourrier(emailMasque),
        artisanId: checked.artisanId,
        emailMasque,
      };
    },
  );

  /** Mails a decision's reason; a failure is logged, the decision stands (it is in the audit trail). */
  const mailDecision = async (
    request: FastifyRequest,
    decision: 'refus' | 'reprise' | 'contestation',
    notice: { email: string; entrepriseNom: string; siret: string },
    motif: string,
  ) => {
    try {
      await fastify.mailer.send({
        to: notice.email,
        ...revendicationDecisionMail({
          decision,
          entrepriseNom: notice.entrepriseNom,
          siret: notice.siret,
          motif,
          contactUrl: `${fastify.config.publicUrl}${hrefs.contact()}`,
        }),
      });
    } catch (error) {
      request.log.error({ err: describeMailError(error) }, 'échec de l’e-mail de décision');
    }
  };

  const DECISION_ERRORS = { ...RESOURCE_ERRORS, 409: ApiErrorSchema, 413: ApiErrorSchema };

  /**
   * The two decisions, one route each: what the repository does, the 409 when the claim is not in the state it
   * needs, and whether the listing's public pages change (a listing taken back says again that nobody manages it).
   */
  const DECISIONS = [
    {
      decision: 'refus',
      decide: repository.refuse,
      conflict: REVENDICATION_MESSAGES.pasEnCours,
      done: REVENDICATION_MESSAGES.refusee,
      publicChange: false,
      summary: 'Clôt une revendication en cours, motif envoyé au demandeur (administrateur)',
      description:
        `Le motif (${REVENDICATION_LIMITS.motifDecisionMax} caractères au plus) est envoyé par e-mail au ` +
        'demandeur ; le code de la revendication (e-mail ou courrier) ne fonctionne plus. 404 revendication ' +
        'inconnue ; 409 revendication qui n’est plus en cours.',
    },
    {
      decision: 'reprise',
      decide: repository.takeBack,
      conflict: REVENDICATION_MESSAGES.pasRattachee,
      done: REVENDICATION_MESSAGES.reprise,
      publicChange: true,
      summary:
        'Reprend la fiche qu’une revendication validée a donnée à un compte, motif envoyé au compte (administrateur)',
      description:
        'La fiche n’a plus de titulaire et peut de nouveau être revendiquée ; le compte reste, sans fiche, et ' +
        `reçoit le motif (${REVENDICATION_LIMITS.motifDecisionMax} caractères au plus) par e-mail. 404 ` +
        'revendication inconnue ; 409 revendication non validée ou fiche qui n’est plus à ce compte.',
    },
  ] as const;

  for (const { decision, decide, conflict, done, publicChange, summary, description } of DECISIONS) {
    fastify.post(
      `/:id/${decision}`,
      {
        onRequest: fastify.requireRole('ROLE_ADMIN'),
        bodyLimit: REVENDICATION_BODY_LIMIT,
        schema: {
          tags: TAGS,
          summary,
          description,
          security: SECURITY,
          params: RevendicationIdParamsSchema,
          body: RevendicationDecisionInputSchema,
          response: { 200: RevendicationDecisionSchema, ...DECISION_ERRORS },
        },
      },
      async (request) => {
        const { motif } = request.body;
        const decided = await decide(request.params.id, motif);
        if (!decided.ok) {
          if (decided.reason === 'introuvable')
            throw new HttpError(404, REVENDICATION_MESSAGES.revendicationIntrouvable);
          throw new HttpError(409, conflict);
        }
        if (publicChange) request.publicChange = { artisanId: decided.artisanId };
        request.log.info(
          { revendicationId: request.params.id, artisanId: decided.artisanId, decision },
          'décision sur une revendication',
        );
        await mailDecision(request, decision, decided, motif);
        return { message: done };
      },
    );
  }

  // Claims by documents: the claimant's fields and two files in one multipart body, read in a scope of its own.
  const privateDocuments = createPrivateDocuments(fastify.config.dataDir);
  const EXTENSIONS = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' } as const;

  /** The multipart body's text fields and its documents, each at most documentMaxBytes (413 beyond). */
  const readDocumentsBody = async (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new HttpError(400, UPLOAD_MESSAGES.malformed);
    const fields: Record<string, string> = {};
    const files: Partial<Record<RevendicationDocumentType, Buffer>> = {};
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const name = part.fieldname as RevendicationDocumentType;
        if (!REVENDICATION_DOCUMENTS.includes(name) || files[name]) {
          part.file.resume();
          throw new HttpError(400, UPLOAD_MESSAGES.malformed);
        }
        const data = await part.toBuffer();
        if (data.length > 0) files[name] = data;
      }
    } catch (error) {
      throw multipartError(request, error, REVENDICATION_MESSAGES.documentTooLarge);
    }
    return { fields, files };
  };

  await fastify.register(
    multipartScope(
      async (scope) => {
        scope.post(
          '/documents',
          {
            schema: {
              tags: TAGS,
              summary:
                'Revendique une fiche par documents, qu’un administrateur examine : extrait Kbis ou avis de ' +
                'situation SIRENE de moins de 3 mois, et pièce d’identité (public, multipart)',
              description:
                'Les champs de la revendication (artisanId, nom, email, telephone, role, certification « true », ' +
                'et contestation « true » pour contester le compte qui gère déjà la fiche : il en est informé) ' +
                `et deux fichiers, « extrait » et « identite » : PDF, JPEG ou PNG (reconnus à leurs premiers ` +
                `octets), ${REVENDICATION_LIMITS.documentMaxBytes / (1024 * 1024)} Mo au plus chacun (413). Ils ` +
                'sont gardés hors de toute adresse publique, lus par les administrateurs seuls, supprimés ' +
                `${REVENDICATION_LIMITS.documentsKeptDays} jours après la décision. 400 champ ou fichier manquant ` +
                '(à côté du champ) ; 404 fiche inconnue ou fermée ; 409 fiche déjà gérée (sans contestation), documents déjà en ' +
                'attente, ou e-mail du demandeur déjà celui d’un compte ; 415 format refusé ; 429 comme ' +
                'POST /api/revendications.',
              consumes: ['multipart/form-data'],
              response: {
                201: RevendicationDocumentsCreeeSchema,
                ...ERRORS,
                415: ApiErrorSchema,
                429: ApiErrorSchema,
                503: ApiErrorSchema,
              },
            },
          },
          async (request, reply) => {
            const { fields, files } = await readDocumentsBody(request);
            const parsed = RevendicationDocumentsInputSchema.safeParse(fields);
            if (!parsed.success) {
              const errors = parsed.error.issues.map((issue) => ({
                path: issue.path.join('.'),
                message: issue.message,
              }));
              return reply.code(400).send({ message: errors[0]!.message, errors });
            }
            for (const type of REVENDICATION_DOCUMENTS) {
              if (!files[type]) {
                const label = REVENDICATION_DOCUMENT_LABELS[type];
                return fieldError(reply, 400, type, REVENDICATION_MESSAGES.documentRequired(label));
              }
            }
            const documents: (StoredDocument & { data: Buffer })[] = [];
            for (const type of REVENDICATION_DOCUMENTS) {
              const data = files[type]!;
              const format = documentFormatOf(data);
              if (!format) return fieldError(reply, 415, type, REVENDICATION_MESSAGES.documentFormat);
              const cle = `revendications/${randomBytes(16).toString('hex')}/${type}.${EXTENSIONS[format]}`;
              documents.push({ type, cle, format, taille: data.length, data });
            }
            const input = { ...parsed.data, preuve: 'DOCUMENTS' as const };
            // The limits of the claims by a code, counted on the same keys.
            request.body = input;
            await perAddress(request);
            await perEmail(request);
            const listing = await repository.claimable(input.artisanId);
            if (!listing) throw new HttpError(404, REVENDICATION_MESSAGES.ficheIntrouvable);
            siretOf.set(request, listing.siret);
            await perSiret(request);
            const written: string[] = [];
            try {
              for (const { cle, data } of documents) {
                await privateDocuments.put(cle, data);
                written.push(cle);
              }
            } catch (error) {
              await Promise.allSettled(written.map((cle) => privateDocuments.delete(cle)));
              request.log.error({ err: error }, 'échec de l’écriture des documents');
              throw new HttpError(503, REVENDICATION_MESSAGES.ecritureImpossible, { 'retry-after': '60' });
            }
            const created = await repository.create(
              input,
              newNonce(),
              null,
              documents.map(({ data: _data, ...document }) => document),
            );
            if (!created.ok || created.preuve !== 'DOCUMENTS') {
              await Promise.allSettled(written.map((cle) => privateDocuments.delete(cle)));
              const reason = created.ok ? 'documentsEnCours' : created.reason;
              if (reason === 'introuvable') throw new HttpError(404, REVENDICATION_MESSAGES.ficheIntrouvable);
              throw new HttpError(409, REVENDICATION_MESSAGES[reason === 'geree' ? 'dejaGeree' : reason]);
            }
            request.log.info(
              { revendicationId: created.id, artisanId: input.artisanId, preuve: 'DOCUMENTS' },
              'revendication créée',
            );
            if (created.emailRge) {
              await noticeContact(created.emailRge, 'DOCUMENTS', { ...created, input });
            }
            // A contest: the account that manages the listing learns it, and may answer before the decision.
            if (created.compteConteste && created.compteConteste.email !== created.emailRge) {
              await noticeContact(created.compteConteste.email, 'CONTESTATION', { ...created, input });
            }
            await noticeTeam({ ...created, input });
            return reply.code(201).send({
              message: created.compteConteste
                ? REVENDICATION_MESSAGES.contestationRecue
                : REVENDICATION_MESSAGES.documentsRecus,
              preuve: 'DOCUMENTS',
            });
          },
        );
      },
      {
        fileSize: REVENDICATION_LIMITS.documentMaxBytes,
        files: REVENDICATION_DOCUMENTS.length,
        fields: 10,
        fieldSize: 1024,
        parts: 20,
      },
    ),
  );

  fastify.get(
    '/:id/documents/:documentId',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      schema: {
        tags: TAGS,
        summary: 'Un document d’une revendication, en pièce jointe (administrateur)',
        description:
          'Le fichier tel que reçu (PDF, JPEG ou PNG), jamais mis en cache ni interprété par le navigateur ' +
          '(Content-Disposition attachment, nosniff, sandbox). 404 document inconnu ou déjà supprimé.',
        security: SECURITY,
        params: RevendicationDocumentParamsSchema,
        // A file, not JSON: left out of the OpenAPI document as the other files the API serves (its errors are
        // the usual French { message }); README « Claiming a listing » names it.
        hide: true,
      },
    },
    async (request, reply) => {
      const { id, documentId } = request.params;
      const document = await repository.document(id, documentId);
      const file = document ? await privateDocuments.read(document.cle) : null;
      if (!document || !file) throw new HttpError(404, REVENDICATION_MESSAGES.documentIntrouvable);
      request.log.info({ revendicationId: id, documentId }, 'document de revendication lu');
      return reply
        .type(document.format)
        .header(
          'content-disposition',
          `attachment; filename="revendication-${id}-${document.type}.${EXTENSIONS[document.format]}"`,
        )
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', file.size)
        .send(file.body);
    },
  );

  fastify.post(
    '/:id/acceptation',
    {
      onRequest: fastify.requireRole('ROLE_ADMIN'),
      bodyLimit: REVENDICATION_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          'Accepte une revendication par documents : le compte du demandeur est créé et la fiche lui est ' +
          'rattachée (administrateur)',
        description:
          'Après lecture des documents : un compte ROLE_ARTISAN dont l’identifiant est l’adresse e-mail du ' +
          'demandeur, sans mot de passe ; le lien d’activation part à cette adresse seulement (valable ' +
          `${ACTIVATION_LINK_LIFETIME_DAYS} jours). Une contestation : la fiche est d’abord retirée du compte ` +
          'contesté, qui en est informé par e-mail (le compte reste ouvert). 404 revendication inconnue ; 409 ' +
          'revendication qui n’est pas par documents ou plus en cours, fiche déjà gérée, compte contesté qui ne ' +
          'gère plus la fiche, ou adresse déjà celle d’un compte.',
        security: SECURITY,
        params: RevendicationIdParamsSchema,
        response: { 200: RevendicationDecisionSchema, ...DECISION_ERRORS },
      },
    },
    async (request) => {
      const activationNonce = newNonce();
      const activationExpiresAt = new Date(Date.now() + ACTIVATION_LIFETIME_MS);
      const accepted = await repository.accept(request.params.id, {
        nonce: activationNonce,
        expiresAt: activationExpiresAt,
      });
      if (!accepted.ok) {
        if (accepted.reason === 'introuvable')
          throw new HttpError(404, REVENDICATION_MESSAGES.revendicationIntrouvable);
        const message = {
          pasDocuments: REVENDICATION_MESSAGES.pasDocuments,
          geree: REVENDICATION_MESSAGES.dejaGeree,
          emailPris: REVENDICATION_MESSAGES.emailDemandeurPris,
          contestationPerimee: REVENDICATION_MESSAGES.contestationPerimee,
        }[accepted.reason];
        throw new HttpError(409, message);
      }
      request.publicChange = { artisanId: accepted.artisanId };
      request.log.info(
        {
          revendicationId: request.params.id,
          artisanId: accepted.artisanId,
          userId: accepted.userId,
          contestation: accepted.retiree !== null,
        },
        'revendication par documents acceptée',
      );
      await mailActivation(request, accepted, activationNonce, activationExpiresAt);
      if (accepted.retiree) {
        await mailDecision(
          request,
          'contestation',
          accepted.retiree,
          REVENDICATION_MESSAGES.contestationMotif,
        );
        return { message: REVENDICATION_MESSAGES.contestationAcceptee };
      }
      return { message: REVENDICATION_MESSAGES.acceptee };
    },
  );
};

export default revendicationsRoutes;
