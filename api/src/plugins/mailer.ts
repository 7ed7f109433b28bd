// Mailer plugin: `fastify.mailer.send({ to, subject, text, html? })`. With SMTP_URL it sends through SMTP
// (nodemailer); without it, each mail is written as an RFC 822 .eml file in DATA_DIR/outbox and its path is
// logged, so that password reset works on a laptop. Used by the contact/join delivery and the password reset.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post of RFC 8058 on a mail a business can stop). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Sends one mail; rejects when the transport fails (the caller decides whether to retry). */
  send(mail: MailInput): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const OUTBOX_FOLDER = 'outbox';

/** A transport error for the logs: SMTP servers quote recipient addresses, which are personal data. */
export function describeMailError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[adresse masquée]');
}

export default fp(
  async (fastify) => {
    const { smtpUrl, contactEmail, dataDir } = fastify.config;
    const from = { name: 'Annuaire des artisans', address: contactEmail };
    let send: Mailer['send'];

    if (smtpUrl) {
      const transport = nodemailer.createTransport(smtpUrl);
      fastify.addHook('onClose', async () => transport.close());
      send = async (mail) => {
        const info = await transport.sendMail({ from, ...mail });
        fastify.log.info({ messageId: info.messageId }, 'e-mail envoyé par SMTP');
      };
    } else {
      const outbox = path.join(dataDir, OUTBOX_FOLDER);
      const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      send = async (mail) => {
        const info = await transport.sendMail({ from, ...mail });
        await fs.mkdir(outbox, { recursive: true });
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        const file = path.join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
        // Written aside then renamed, so that whoever watches the outbox never reads half a mail.
        await fs.writeFile(`${file}.tmp`, info.message, { mode: 0o600 });
        await fs.rename(`${file}.tmp`, file);
        // The path only: the mail may hold personal data or a reset link.
        fastify.log.info({ file }, 'e-mail écrit dans la boîte d’envoi locale (SMTP_URL non défini)');
      };
    }

    // A wrapper object, so that tests can replace `send` with a failing transport.
    const mailer: Mailer = { send: (mail) => send(mail) };
    fastify.decorate('mailer', mailer);
  },
  { name: 'mailer', dependencies: ['config'] },
);
