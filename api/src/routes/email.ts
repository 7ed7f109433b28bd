// /api/artisan/email: the contact message (support), the join request (register) and the password reset
// request. Each is rate limited per address; a filled honeypot field (`website`) gets the same success answer
// and nothing is stored or sent. Contact and join messages are stored before being mailed (mail/message-outbox.ts).
// A join request names its trade by id: it must be one of the directory's, whose name is stored with the request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResetPasswordRequestSchema } from '@annuaire/shared/contract/auth';
import { ApiErrorSchema, MESSAGES, MessageResponseSchema } from '@annuaire/shared/contract/common';
import {
  ContactMessageSchema,
  JoinRequestSchema,
  MESSAGE_TEXTS,
  type StoredJoin,
} from '@annuaire/shared/contract/message';
import { buildResetLink, deriveResetKey } from '../auth/reset-link';
import { resetPasswordMail } from '../mail/templates';
import { describeMailError } from '../plugins/mailer';

export const EMAIL_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** Whether a form's hidden honeypot field was filled in: a bot, answered as usual but ignored. */
export function isBot(honeypot: string | undefined): boolean {
  return (honeypot ?? '').trim() !== '';
}

/** The visitor's messages that are stored, then mailed: the Contact page's and the join request. */
const VISITOR_MESSAGES = [
  {
    path: '/support',
    kind: 'CONTACT',
    summary: 'Message de la page Contact : enregistré puis transmis par e-mail',
    body: ContactMessageSchema,
    ignoredLog: 'message de contact ignoré (champ piège rempli)',
    storedLog: 'message de contact enregistré',
  },
  {
    path: '/register',
    kind: 'JOIN',
    summary: 'Demande d’adhésion d’un artisan (page Nous rejoindre) : enregistrée puis transmise par e-mail',
    body: JoinRequestSchema,
    ignoredLog: 'demande d’adhésion ignorée (champ piège rempli)',
    storedLog: 'demande d’adhésion enregistrée',
  },
] as const;

const emailRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const resetKey = deriveResetKey(fastify.config.jwtSecret);
  const errors = { 400: ApiErrorSchema, 429: ApiErrorSchema } as const;
  /** Reset mails are sent after answering; close waits for them. */
  const resetMails = new Set<Promise<void>>();
  fastify.addHook('preClose', async () => {
    await Promise.allSettled([...resetMails]);
  });

  for (const route of VISITOR_MESSAGES) {
    fastify.post(
      route.path,
      {
        config: { rateLimit: EMAIL_RATE_LIMIT },
        schema: {
          tags: ['messages'],
          summary: route.summary,
          body: route.body,
          response: { 201: MessageResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { website: _website, ...message } = request.body;
        if (isBot(request.body.website)) {
          request.log.info(route.ignoredLog);
        } else {
          let payload: typeof message | StoredJoin = message;
          if ('specialiteId' in message) {
            const specialite = await fastify.specialiteRepository.findById(message.specialiteId);
            if (!specialite) {
              const error = MESSAGE_TEXTS.specialiteUnknown;
              return reply
                .code(400)
                .send({ message: error, errors: [{ path: 'specialiteId', message: error }] });
            }
            payload = { ...message, metier: specialite.metier };
          }
          const id = await fastify.messageOutbox.submit(route.kind, payload);
          request.log.info({ messageId: id }, route.storedLog);
        }
        return reply.code(201).send({ message: MESSAGES.messageSent });
      },
    );
  }

  fastify.post(
    '/reset-password',
    {
      config: { rateLimit: EMAIL_RATE_LIMIT },
      schema: {
        tags: ['comptes'],
        summary:
          'Demande de réinitialisation du mot de passe : même réponse que l’adresse existe ou non ; lien valable une heure',
        body: ResetPasswordRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!isBot(request.body.website)) {
        const account = await fastify.userRepository.findResetAccount(request.body.email);
        if (account) {
          // Mailed after answering, so that the response time does not tell whether the address exists.
          const sending = fastify.mailer
            .send({
              to: account.email,
              ...resetPasswordMail(
                buildResetLink(fastify.config.publicUrl, resetKey, account),
                account.username,
              ),
            })
            .then(() => request.log.info({ userId: account.id }, 'lien de réinitialisation envoyé'))
            .catch((error: unknown) => {
              request.log.error(
                { userId: account.id, err: describeMailError(error) },
                'échec de l’envoi du lien de réinitialisation',
              );
            })
            .finally(() => resetMails.delete(sending));
          resetMails.add(sending);
        }
      }
      return { message: MESSAGES.resetMailSent };
    },
  );
};

export default emailRoutes;
