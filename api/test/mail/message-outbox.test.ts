// The delivery worker on its own: a retry at start-up, then on a timer, which the close clears.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import messageOutbox from '../../src/mail/message-outbox';
import type { Mailer } from '../../src/plugins/mailer';
import type { MessageRepository, PendingMessage } from '../../src/repositories/message';

function fakeRepository(due: PendingMessage[]) {
  const repository = {
    listRetryable: jest.fn(async () => due.splice(0)),
    markSent: jest.fn(async () => {}),
    markFailed: jest.fn(async () => {}),
    insert: jest.fn(async () => 42),
    findPending: jest.fn(),
    list: jest.fn(),
  };
  return repository;
}

async function build(
  repository: ReturnType<typeof fakeRepository>,
  mailer: Mailer,
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', { contactEmail: 'equipe@annuaire.example' } as FastifyInstance['config']);
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
  await app.register(messageOutbox, { retryIntervalMs: 40, waitMs: 50 });
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
    const calls = repository.listRetryable.mock.calls.length;
    expect(calls).toBeGreaterThanOrEqual(3);
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(repository.listRetryable.mock.calls.length).toBe(calls);
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
