// The mails a test's app sends, captured as they leave (the mailer still writes them to DATA_DIR/outbox): `sent` in
// the order they were sent, and the spy on `app.mailer.send`, which a test may make fail or count. Made before each
// test of a file; `afterEach(() => spy.mockRestore())` puts the mailer back.
import type { FastifyInstance } from 'fastify';
import type { MailInput } from '../../src/plugins/mailer';

export interface MailSpy {
  sent: MailInput[];
  spy: jest.SpyInstance;
}

export function spyOnMails(app: FastifyInstance): MailSpy {
  const sent: MailInput[] = [];
  const original = app.mailer.send;
  const spy = jest.spyOn(app.mailer, 'send').mockImplementation(async (mail) => {
    sent.push(mail);
    return original(mail);
  });
  return { sent, spy };
}
