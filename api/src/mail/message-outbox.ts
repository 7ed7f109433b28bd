// Delivery of the stored messages: contact and join messages to CONTACT_EMAIL, the requests relayed to artisans
// (kind DEMANDE) to the account e-mail of their artisan, read when the mail is sent (CONTACT_EMAIL, with a subject
// saying to forward it, when the artisan has no account any more), the visitor's copy of their request
// (DEMANDE_COPIE: what was sent, to whom, what happens next) to the visitor's e-mail, the notice of its withdrawal
// (DEMANDE_RETIREE) to the artisan as the request itself, the follow-up a week later (DEMANDE_RELANCE) to the visitor, the invitations to review (INVITATION, their
// link rebuilt from the invitation) and the grounds of refused reviews (AVIS_REFUSE) to the customer's e-mail, the
// requests to withdraw a listing (RETRAIT, RGPD article 21) to CONTACT_EMAIL and their answer (RETRAIT_REPONSE) to the
// requester, each read from its demande_retrait when sent, and the artisans' daily digests (RECAPITULATIF, the
// requests they list read when sent) to the artisan's account e-mail. `fastify.messageOutbox.submit(kind, payload)`
// stores a contact or join message (PENDING) then mails it; `deliver(messages)` mails messages a caller stored
// itself (the demande repository, in the transaction of the requests). A failure is logged and kept FAILED with its
// attempts and last error, and a timer (started with the app, cleared on close, run once at start-up) retries it
// later. Every attempt first holds a lease on its message in the database, so that API instances sharing one
// database never send a message twice at the same time. Used by routes/email.ts, routes/demandes.ts, routes/avis.ts
// and routes/retraits.ts.
import fp from 'fastify-plugin';
import type { ContactMessage, StoredJoin } from '@annuaire/shared/contract/message';
import { hrefs } from '@annuaire/shared/federation/routes';
import { REFUS_MOTIF_LABELS, type RefusMotif } from '@annuaire/shared/contract/avis';
import { deriveSuiviKey, suiviToken } from '../auth/demande-suivi-token';
import { deriveInvitationKey, invitationToken } from '../auth/invitation-token';
import { deriveOptOutKey, optOutToken } from '../auth/opt-out-token';
import { describeMailError as describe, type MailInput } from '../plugins/mailer';
import type { MessagePayload, PendingMessage, VisitorMessageKind } from '../repositories/message';
import {
  avisRefuseMail,
  contactMail,
  demandeCopieMail,
  demandeFicheNonGereeMail,
  demandeRelanceMail,
  demandeMail,
  demandeRetireeMail,
  invitationMail,
  unsolicitedReviewMail,
  joinMail,
  recapitulatifMail,
  retraitMail,
  retraitReponseMail,
} from './templates';

export interface MessageOutbox {
  /** Stores the message, then tries to mail it for at most `waitMs`; resolves once it is stored. */
  submit(kind: VisitorMessageKind, payload: MessagePayload): Promise<number>;
  /**
   * Tries to mail messages the caller has just stored, claimed for CLAIM_LEASE_MS (as `submit` stores them), and
   * waits at most `waitMs` for them all: the attempts go on afterwards, and a failed one is retried like any other.
   */
  deliver(messages: readonly PendingMessage[]): Promise<void>;
  /**
   * Retries the FAILED messages (and PENDING ones whose first attempt never finished), each claimed in the database
   * before it is sent: another instance retrying at the same moment takes other messages.
   */
  retryPending(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageOutbox: MessageOutbox;
  }
}

export interface MessageOutboxOptions {
  retryIntervalMs?: number;
  /** How long a request waits for the first attempt before answering (the attempt goes on afterwards). */
  waitMs?: number;
}

export const RETRY_INTERVAL_MS = 5 * 60 * 1000;
/** A PENDING message this old had its first attempt interrupted (the process stopped): retry it. */
const STALE_PENDING_MS = 2 * 60 * 1000;
/** After this many attempts a message stays FAILED, listed in the back office, and is no longer retried. */
export const MAX_ATTEMPTS = 50;
/** Messages claimed and sent one after the other per retry run. */
const BATCH = 20;
/**
 * How long an attempt owns its message: longer than the slowest SMTP attempt (nodemailer gives up on a silent
 * socket after 10 minutes), so that no other instance retries a message still being sent. An instance that dies
 * during an attempt leaves its message to the others once the lease has expired.
 */
export const CLAIM_LEASE_MS = 15 * 60 * 1000;

export default fp<MessageOutboxOptions>(
  async (fastify, options) => {
    const retryIntervalMs = options.retryIntervalMs ?? RETRY_INTERVAL_MS;
    const waitMs = options.waitMs ?? 5000;
    const repository = fastify.messageRepository;
    /** Ids being mailed by this process, so that the timer never sends one twice at the same time. */
    const inFlight = new Map<number, Promise<void>>();
    let retrying: Promise<void> | null = null;
    let closing = false;

    /** Derived on the first invitation's mail. */
    let invitationKey: Buffer | null = null;
    let suiviKey: Buffer | null = null;
    let optOutKey: Buffer | null = null;

    /**
     * The mail of a message, or null when there is nothing to send any more (its request or invitation was deleted,
     * the invitation's link was used, the review is no longer refused).
     */
    async function mailFor(message: PendingMessage): Promise<MailInput | null> {
      const { contactEmail, publicUrl } = fastify.config;
      const policyUrl = `${publicUrl}${hrefs.reviewsPolicy()}`;
      if (message.kind === 'INVITATION') {
        const invitation = await repository.findInvitationDelivery(message.invitationId);
        if (!invitation || invitation.used) return null;
        invitationKey ??= deriveInvitationKey(fastify.config.jwtSecret);
        const token = invitationToken(invitationKey, invitation.invitationId, invitation.nonce);
        const options = {
          entrepriseNom: invitation.entrepriseNom,
          link: `${publicUrl}${hrefs.newReview(token)}`,
          expiresAt: invitation.expiresAt,
          policyUrl,
        };
        return {
          to: invitation.email,
          ...(invitation.nonSollicite ? unsolicitedReviewMail(options) : invitationMail(options)),
        };
      }
      if (message.kind === 'AVIS_REFUSE') {
        const refus = await repository.findRefusDelivery(message.noteId);
        if (!refus) return null;
        return {
          to: refus.email,
          replyTo: contactEmail,
          ...avisRefuseMail({
            entrepriseNom: refus.entrepriseNom,
            motif: REFUS_MOTIF_LABELS[refus.motifRefus as RefusMotif],
            dateCreation: refus.dateCreation,
            policyUrl,
          }),
        };
      }
      if (message.kind === 'RETRAIT' || message.kind === 'RETRAIT_REPONSE') {
        const retrait = await repository.findRetraitDelivery(message.retraitId);
        if (!retrait) return null;
        if (message.kind === 'RETRAIT') {
          return {
            to: contactEmail,
            replyTo: retrait.email,
            ...retraitMail(retrait, {
              listingUrl:
                retrait.artisanId === null ? null : `${publicUrl}${hrefs.artisan(retrait.artisanId)}`,
              backofficeUrl: `${publicUrl}${hrefs.backoffice.retraits()}`,
            }),
          };
        }
        // The answer is written from the decision as stored: nothing to say while it waits (never stored so).
        if (retrait.statut === 'EN_ATTENTE') return null;
        return {
          to: retrait.email,
          replyTo: contactEmail,
          ...retraitReponseMail(
            { ...retrait, statut: retrait.statut },
            { contactUrl: `${publicUrl}${hrefs.contact()}` },
          ),
        };
      }
      if (message.kind === 'RECAPITULATIF') {
        // An artisan's daily digest, read now: requests deleted since are left out, none left means no mail.
        const recapitulatif = await repository.findRecapitulatifDelivery(message.payload);
        if (!recapitulatif) return null;
        return {
          to: recapitulatif.accountEmail ?? contactEmail,
          replyTo: contactEmail,
          ...recapitulatifMail(recapitulatif.demandes, {
            entrepriseNom: recapitulatif.entrepriseNom,
            inboxUrl: `${publicUrl}${hrefs.editorDemandes(recapitulatif.artisanId)}`,
            forward: recapitulatif.accountEmail === null,
            depuis: recapitulatif.depuis,
          }),
        };
      }
      if (message.kind === 'DEMANDE_COPIE' || message.kind === 'DEMANDE_RELANCE') {
        // The visitor's copy, or its follow-up a week later: read from the request as stored, sent to the address
        // they gave.
        const demande = await repository.findDemandeDelivery(message.demandeId);
        if (!demande) return null;
        suiviKey ??= deriveSuiviKey(fastify.config.jwtSecret);
        const suiviUrl =
          demande.suiviId === null || demande.suiviNonce === null
            ? null
            : `${fastify.config.publicUrl}${hrefs.maDemande(suiviToken(suiviKey, demande.suiviId, demande.suiviNonce))}`;
        if (message.kind === 'DEMANDE_RELANCE') {
          // Its whole point is the link to « Ma demande »; withdrawn meanwhile, it asks nothing any more.
          if (suiviUrl === null || demande.retiree) return null;
          return { to: demande.email, replyTo: contactEmail, ...demandeRelanceMail(demande, { suiviUrl }) };
        }
        return {
          to: demande.email,
          replyTo: contactEmail,
          ...demandeCopieMail(demande, {
            artisans: message.payload.artisans,
            privacyUrl: `${fastify.config.publicUrl}${hrefs.privacy()}`,
            suiviUrl,
          }),
        };
      }
      if (message.kind !== 'DEMANDE' && message.kind !== 'DEMANDE_RETIREE') {
        const content =
          message.kind === 'CONTACT'
            ? contactMail(message.payload as ContactMessage)
            : joinMail(message.payload as StoredJoin);
        return { to: contactEmail, ...content, replyTo: message.payload.email };
      }
      // Read now: the artisan's account e-mail may have changed since the request was sent.
      const demande = await repository.findDemandeDelivery(message.demandeId);
      if (!demande) return null;
      if (demande.nonGeree) {
        // A listing nobody manages yet: its RGE e-mail, with the invitation to claim it, unless its business
        // refused requests meanwhile or the list no longer gives an address (then nobody is written to).
        if (demande.emailNonGeree === null) return null;
        optOutKey ??= deriveOptOutKey(fastify.config.jwtSecret);
        const token = optOutToken(optOutKey, demande.artisanId, demande.siret);
        const { publicUrl } = fastify.config;
        const content = {
          entrepriseNom: demande.entrepriseNom,
          siret: demande.siret,
          claimUrl: `${publicUrl}${hrefs.claim(demande.artisanId)}`,
          optOutUrl: `${publicUrl}${hrefs.optOut(token)}`,
        };
        return {
          to: demande.emailNonGeree,
          replyTo: demande.email,
          ...(message.kind === 'DEMANDE'
            ? {
                ...demandeFicheNonGereeMail(demande, content),
                // RFC 8058: a mail client's « unsubscribe » posts here, honoured at once.
                headers: {
                  'List-Unsubscribe': `<${publicUrl}/api/demandes/refus/${token}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : demandeRetireeMail(demande, {
                entrepriseNom: demande.entrepriseNom,
                editorUrl: content.claimUrl,
                forward: false,
                unmanaged: true,
              })),
        };
      }
      const forward = demande.accountEmail === null;
      if (forward) {
        fastify.log.warn(
          { messageId: message.id, demandeId: demande.demandeId, artisanId: demande.artisanId },
          'artisan sans compte : demande envoyée à l’adresse de contact pour être transmise',
        );
      }
      const content = {
        entrepriseNom: demande.entrepriseNom,
        editorUrl: `${fastify.config.publicUrl}${hrefs.editorDemandes(demande.artisanId)}`,
        forward,
      };
      return {
        to: demande.accountEmail ?? contactEmail,
        replyTo: demande.email,
        // DEMANDE_RETIREE: the visitor withdrew it from « Ma demande ».
        ...(message.kind === 'DEMANDE'
          ? demandeMail(demande, content)
          : demandeRetireeMail(demande, content)),
      };
    }

    function logged(message: PendingMessage) {
      const { id, kind } = message;
      if (
        kind === 'DEMANDE' ||
        kind === 'DEMANDE_COPIE' ||
        kind === 'DEMANDE_RETIREE' ||
        kind === 'DEMANDE_RELANCE'
      )
        return { messageId: id, kind, demandeId: message.demandeId };
      if (kind === 'INVITATION') return { messageId: id, kind, invitationId: message.invitationId };
      if (kind === 'AVIS_REFUSE') return { messageId: id, kind, noteId: message.noteId };
      if (kind === 'RETRAIT' || kind === 'RETRAIT_REPONSE')
        return { messageId: id, kind, retraitId: message.retraitId };
      return { messageId: id, kind };
    }

    function deliverOne(message: PendingMessage): Promise<void> {
      const running = inFlight.get(message.id);
      if (running) return running;
      const attempt = (async () => {
        try {
          const mail = await mailFor(message);
          if (!mail) {
            // Its request or invitation is gone (the row went with it, ON DELETE CASCADE), or there is nothing to say
            // any more (a used link, a review no longer refused): recorded as done, without a mail.
            fastify.log.info(logged(message), 'plus rien à envoyer : aucun e-mail');
            await repository.markSent(message.id);
            return;
          }
          await fastify.mailer.send(mail);
          await repository.markSent(message.id);
          fastify.log.info(logged(message), 'message transmis par e-mail');
        } catch (error) {
          fastify.log.error(
            { ...logged(message), attempts: message.attempts + 1, err: describe(error) },
            'échec de l’envoi du message : nouvel essai plus tard',
          );
          await repository.markFailed(message.id, describe(error)).catch((markError: unknown) => {
            fastify.log.error(
              { messageId: message.id, err: describe(markError) },
              'échec de l’enregistrement',
            );
          });
        } finally {
          inFlight.delete(message.id);
        }
      })();
      inFlight.set(message.id, attempt);
      return attempt;
    }

    async function retryPending(): Promise<void> {
      if (retrying) return retrying;
      retrying = (async () => {
        try {
          const tried: number[] = [];
          while (tried.length < BATCH && !closing) {
            const message = await repository.claimNextRetryable({
              staleAfterMs: STALE_PENDING_MS,
              maxAttempts: MAX_ATTEMPTS,
              leaseMs: CLAIM_LEASE_MS,
              skipIds: tried,
            });
            if (!message) break;
            tried.push(message.id);
            await deliverOne(message);
          }
        } catch (error) {
          fastify.log.error({ err: describe(error) }, 'échec de la relance des messages en attente');
        } finally {
          retrying = null;
        }
      })();
      return retrying;
    }

    async function deliver(stored: readonly PendingMessage[]): Promise<void> {
      const attempts = Promise.all(stored.map((message) => deliverOne(message)));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        attempts,
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, waitMs);
        }),
      ]);
      clearTimeout(timer);
    }

    const outbox: MessageOutbox = {
      async submit(kind, payload) {
        const id = await repository.insert(kind, payload, CLAIM_LEASE_MS);
        await deliver([{ id, kind, payload, attempts: 0 }]);
        return id;
      },
      deliver,
      retryPending,
    };
    fastify.decorate('messageOutbox', outbox);

    let interval: NodeJS.Timeout | null = null;
    fastify.addHook('onReady', async () => {
      void retryPending();
      interval = setInterval(() => void retryPending(), retryIntervalMs);
      interval.unref();
    });
    fastify.addHook('preClose', async () => {
      closing = true;
      if (interval) clearInterval(interval);
      // The database closes after this hook: let attempts under way record their outcome first.
      await Promise.allSettled([retrying, ...inFlight.values()]);
    });
  },
  { name: 'message-outbox', dependencies: ['mailer', 'message-repository'] },
);
