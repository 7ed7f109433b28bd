// The delivery worker on its own: a retry at start-up, then on a timer, which the close clears. Then two instances
// retrying together on one database (PGlite, and the PostgreSQL server of TEST_DATABASE_URL): each message sent once.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import messageOutbox from '../../src/mail/message-outbox';
import type { MailInput, Mailer } from '../../src/plugins/mailer';
import {
  createMessageRepository,
  type DemandeDelivery,
  type InvitationDelivery,
  type MessageRepository,
  type PendingMessage,
  type RefusDelivery,
} from '../../src/repositories/message';
import { createSecondInstance, createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DATABASE_URL } from '../helpers/test-database';

function fakeRepository(due: PendingMessage[]) {
  const repository = {
    claimNextRetryable: jest.fn(async () => due.shift() ?? null),
    markSent: jest.fn(async () => {}),
    markFailed: jest.fn(async () => {}),
    insert: jest.fn(async () => 42),
    findPending: jest.fn(),
    list: jest.fn(),
    findDemandeDelivery: jest.fn(async (_demandeId: number): Promise<DemandeDelivery | null> => null),
    findInvitationDelivery: jest.fn(
      async (_invitationId: number): Promise<InvitationDelivery | null> => null,
    ),
    findRefusDelivery: jest.fn(async (_noteId: number): Promise<RefusDelivery | null> => null),
  };
  return repository;
}

async function build(
  repository: ReturnType<typeof fakeRepository> | MessageRepository,
  mailer: Mailer,
  retryIntervalMs = 40,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', {
    contactEmail: 'equipe@annuaire.example',
    publicUrl: 'https://annuaire.example',
    jwtSecret: 'secret-de-test-des-invitations',
  } as FastifyInstance['config']);
  await app.register(
    fp(
      async (f) => {
        f.decorate('mailer', mailer);
      },
      { name: 'mailer' },
    ),
  );
  await app.register(
    fp(
      async (f) => {
        f.decorate('messageRepository', repository as unknown as MessageRepository);
      },
      {
        name: 'message-repository',
      },
    ),
  );
  await app.register(messageOutbox, { retryIntervalMs, waitMs: 50 });
  return app;
}

const waiting: PendingMessage = {
  id: 7,
  kind: 'JOIN',
  attempts: 2,
  payload: { nom: 'Durand', prenom: 'Paul', email: 'paul@example.fr', phone: '0611111111' },
};

describe('message outbox', () => {
  it('retries waiting messages at start-up, then on the timer, and stops on close', async () => {
    const repository = fakeRepository([{ ...waiting }]);
    const send = jest.fn(async () => {});
    const app = await build(repository, { send });
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'equipe@annuaire.example', replyTo: 'paul@example.fr' }),
    );
    expect(repository.markSent).toHaveBeenCalledWith(7);

    await new Promise((resolve) => setTimeout(resolve, 130));
    const calls = repository.claimNextRetryable.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(repository.claimNextRetryable.mock.calls.length).toBe(calls);
  });

  it('records a failure with its error and does not throw', async () => {
    const repository = fakeRepository([]);
    const app = await build(repository, {
      send: jest.fn(async () => Promise.reject(new Error('SMTP indisponible'))),
    });
    await app.ready();
    await expect(
      app.messageOutbox.submit('CONTACT', {
        nom: 'Jeanne',
        email: 'jeanne@example.fr',
        tel: '0601020304',
        role: 'Particulier',
        message: 'Bonjour',
      }),
    ).resolves.toBe(42);
    expect(repository.markFailed).toHaveBeenCalledWith(42, 'Error: SMTP indisponible');
    expect(repository.markSent).not.toHaveBeenCalled();
    await app.close();
  });

  it('answers once stored when the mail is slow, and records the outcome later', async () => {
    const repository = fakeRepository([]);
    let finish: () => void = () => {};
    const send = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const app = await build(repository, { send });
    await app.ready();
    const started = Date.now();
    await app.messageOutbox.submit('JOIN', waiting.payload);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(repository.markSent).not.toHaveBeenCalled();
    finish();
    await app.close();
    expect(repository.markSent).toHaveBeenCalledWith(42);
  });
});

describe('message outbox: requests relayed to artisans', () => {
  const delivery = (demandeId: number, accountEmail: string | null): DemandeDelivery => ({
    demandeId,
    artisanId: 12,
    entrepriseNom: 'Plomberie Test',
    accountEmail,
    nom: 'Jean Dupont',
    email: 'jean@exemple.fr',
    telephone: null,
    codePostal: '19100',
    message: 'Bonjour, un devis pour une salle de bains.',
    suiviId: null,
    suiviNonce: null,
    retiree: false,
    nonGeree: false,
    emailNonGeree: null,
    siret: '12345678200010',
  });

  it('mails each to the account read at sending time, Reply-To the visitor, and waits for them all', async () => {
    const repository = fakeRepository([]);
    repository.findDemandeDelivery.mockImplementation(async (demandeId) =>
      delivery(demandeId, demandeId === 2 ? null : `artisan${demandeId}@exemple.fr`),
    );
    const send = jest.fn(async (_mail: MailInput) => {});
    const app = await build(repository, { send });
    await app.ready();
    await app.messageOutbox.deliver([
      { id: 10, kind: 'DEMANDE', demandeId: 1, attempts: 0 },
      { id: 11, kind: 'DEMANDE', demandeId: 2, attempts: 0 },
    ]);
    expect(send.mock.calls.map(([mail]) => [mail.to, mail.replyTo])).toEqual([
      ['artisan1@exemple.fr', 'jean@exemple.fr'],
      // No account any more: to the directory's address, to be forwarded.
      ['equipe@annuaire.example', 'jean@exemple.fr'],
    ]);
    expect(send.mock.calls[0]![0].subject).toBe('Demande de Jean Dupont via l’Annuaire des artisans');
    expect(send.mock.calls[1]![0].subject).toMatch(/^\[À transmettre à Plomberie Test\] /);
    expect(send.mock.calls[0]![0].text).toContain('https://annuaire.example/admin/artisan/12/demandes');
    expect(repository.markSent.mock.calls).toEqual([[10], [11]]);
    await app.close();
  });

  it('sends nothing for a request deleted before its mail, and is done with it', async () => {
    const repository = fakeRepository([{ id: 5, kind: 'DEMANDE', demandeId: 9, attempts: 1 }]);
    const send = jest.fn(async () => {});
    const app = await build(repository, { send });
    await app.ready();
    await app.messageOutbox.retryPending();
    expect(repository.findDemandeDelivery).toHaveBeenCalledWith(9);
    expect(send).not.toHaveBeenCalled();
    // Its row went with the request: recording it touches nothing, and it is never retried.
    expect(repository.markSent).toHaveBeenCalledWith(5);
    expect(repository.markFailed).not.toHaveBeenCalled();
    await app.close();
  });

  it('mails an invitation with its link rebuilt; an invitation already used gets no mail', async () => {
    const repository = fakeRepository([
      { id: 6, kind: 'INVITATION', invitationId: 3, attempts: 1 },
      { id: 7, kind: 'INVITATION', invitationId: 4, attempts: 1 },
    ]);
    repository.findInvitationDelivery.mockImplementation(async (invitationId: number) => ({
      invitationId,
      nonce: 'nonce',
      email: 'client@exemple.fr',
      entrepriseNom: 'Plomberie Test',
      expiresAt: '2026-12-25T10:00:00.000Z',
      used: invitationId === 4,
      nonSollicite: false,
    }));
    const send = jest.fn(async (_mail: MailInput) => {});
    const app = await build(repository, { send });
    await app.ready();
    await app.messageOutbox.retryPending();
    expect(send).toHaveBeenCalledTimes(1);
    const mail = send.mock.calls[0]![0];
    expect(mail.to).toBe('client@exemple.fr');
    expect(mail.subject).toBe('Plomberie Test vous invite à laisser un avis');
    expect(mail.text).toMatch(/https:\/\/annuaire\.example\/avis\/nouveau\?token=3\.[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('jusqu’au 25 décembre 2026');
    expect(repository.markSent.mock.calls).toEqual([[6], [7]]);
    await app.close();
  });

  it('mails the confirmation of an unsolicited review, its link rebuilt, the artisan’s name escaped', async () => {
    const repository = fakeRepository([{ id: 9, kind: 'INVITATION', invitationId: 5, attempts: 1 }]);
    repository.findInvitationDelivery.mockImplementation(async (invitationId: number) => ({
      invitationId,
      nonce: 'nonce',
      email: 'visiteur@exemple.fr',
      entrepriseNom: 'Plomberie <Test>',
      expiresAt: '2026-12-05T10:00:00.000Z',
      used: false,
      nonSollicite: true,
    }));
    const send = jest.fn(async (_mail: MailInput) => {});
    const app = await build(repository, { send });
    await app.ready();
    await app.messageOutbox.retryPending();
    const mail = send.mock.calls[0]![0];
    expect(mail.to).toBe('visiteur@exemple.fr');
    expect(mail.subject).toBe('Confirmez votre avis sur Plomberie <Test>');
    expect(mail.text).toContain('Vous avez demandé à laisser un avis sur Plomberie <Test>');
    expect(mail.text).toMatch(/https:\/\/annuaire\.example\/avis\/nouveau\?token=5\.[A-Za-z0-9_-]{43}/);
    expect(mail.text).toContain('jusqu’au 5 décembre 2026');
    expect(mail.text).toContain('avec la mention « Avis non sollicité par l’artisan »');
    expect(mail.text).toContain('Si vous n’êtes pas à l’origine de cette demande, ignorez ce message');
    expect(mail.html).toContain('Plomberie &lt;Test&gt;');
    expect(mail.html).not.toContain('<Test>');
    await app.close();
  });

  it('mails the ground of a refused review to its author', async () => {
    const repository = fakeRepository([{ id: 8, kind: 'AVIS_REFUSE', noteId: 12, attempts: 0 }]);
    repository.findRefusDelivery.mockImplementation(async () => ({
      email: 'client@exemple.fr',
      entrepriseNom: 'Plomberie Test',
      motifRefus: 'HORS_SUJET',
      dateCreation: '2026-11-20T10:00:00.000Z',
    }));
    const send = jest.fn(async (_mail: MailInput) => {});
    const app = await build(repository, { send });
    await app.ready();
    await app.messageOutbox.retryPending();
    const mail = send.mock.calls[0]![0];
    expect(mail.to).toBe('client@exemple.fr');
    expect(mail.text).toContain(
      'Votre avis sur Plomberie Test, déposé le 20 novembre 2026, n’a pas été publié.',
    );
    expect(mail.text).toContain('Motif : Sans rapport avec la prestation de l’artisan.');
    expect(mail.text).toContain('https://annuaire.example/fonctionnement-des-avis');
    await app.close();
  });

  it('records a failure to read the request like a failed mail, to be retried', async () => {
    const repository = fakeRepository([]);
    repository.findDemandeDelivery.mockRejectedValueOnce(new Error('Connection terminated'));
    const app = await build(repository, { send: jest.fn(async () => {}) });
    await app.ready();
    await app.messageOutbox.deliver([{ id: 3, kind: 'DEMANDE', demandeId: 4, attempts: 0 }]);
    expect(repository.markFailed).toHaveBeenCalledWith(3, 'Error: Connection terminated');
    await app.close();
  });
});

describe('message outbox on several instances', () => {
  const onPostgres = TEST_DATABASE_URL !== null;
  let ctx: TestApp;
  let second: FastifyInstance;
  let closeSecond: () => Promise<void>;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none' });
    if (onPostgres) {
      const instance = await createSecondInstance(ctx);
      second = instance.app;
      closeSecond = instance.close;
    } else {
      // PGlite opens its folder in one process: the second instance is a worker of its own on the same database.
      second = await build(createMessageRepository(ctx.app.db), { send: async () => {} }, 3_600_000);
      await second.ready();
      closeSecond = () => second.close();
    }
    // Let the retries of their start-up end, so that the runs below are the only ones.
    await Promise.all([ctx.app.messageOutbox.retryPending(), second.messageOutbox.retryPending()]);
  });
  afterAll(async () => {
    await closeSecond?.();
    await ctx?.close();
  });

  it('sends each failed message once when two instances retry at the same moment', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 8; index++) {
      const id = await ctx.app.messageRepository.insert(
        'JOIN',
        { ...waiting.payload, email: `p${index}@example.fr` },
        0,
      );
      await ctx.app.messageRepository.markFailed(id, 'Error: SMTP indisponible');
      ids.push(id);
    }
    const sentBy = (app: FastifyInstance) => {
      const mails: MailInput[] = [];
      jest.spyOn(app.mailer, 'send').mockImplementation(async (mail) => {
        mails.push(mail);
        // A slow SMTP server: both runs are under way at once.
        await new Promise((resolve) => setTimeout(resolve, 15));
      });
      return mails;
    };
    const first = sentBy(ctx.app);
    const other = sentBy(second);

    await Promise.all([ctx.app.messageOutbox.retryPending(), second.messageOutbox.retryPending()]);

    const recipients = [...first, ...other].map((mail) => mail.replyTo).sort();
    expect(recipients).toEqual(ids.map((_, index) => `p${index}@example.fr`).sort());
    expect(first.length).toBeGreaterThan(0);
    expect(other.length).toBeGreaterThan(0);
    const stored = await ctx.app.messageRepository.list();
    expect(stored.filter((message) => ids.includes(message.id))).toEqual(
      ids.map(() => expect.objectContaining({ status: 'SENT', attempts: 2 })),
    );
  });
});
