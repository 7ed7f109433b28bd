// /api/messages (issue 22): PUT /{id} marks a contact message or join request handled or waiting again, GET
// /dashboard gives the back office home page's counts; both admin-only, cell by cell. A message stored before the
// phone rule (« abc ») is still listed.
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@annuaire/shared/contract/common';
import {
  AdminDashboardSchema,
  MESSAGE_TEXTS,
  StoredMessageListSchema,
  StoredMessageSchema,
} from '@annuaire/shared/contract/message';
import { demandes, demandesRetrait, messages, notes } from '../../src/db/schema';
import { adminCells, openDetailsApp, type DetailsApp, type DetailsCaller } from '../helpers/fixture-details';

const contact = {
  nom: 'Jeanne Client',
  email: 'jeanne@example.fr',
  tel: '0601020304',
  role: 'Particulier',
  message: 'Bonjour, je cherche un plombier.',
};
const join = { nom: 'Durand', prenom: 'Paul', email: 'paul@example.fr', phone: '0611111111' };

describe('/api/messages', () => {
  let { ctx, world } = {} as DetailsApp;
  beforeAll(async () => ({ ctx, world } = await openDetailsApp()));
  afterAll(() => ctx?.close());

  /** A stored visitor's message, as the outbox would keep it once sent (no mail in these tests). */
  const insertMessage = async (
    kind: 'CONTACT' | 'JOIN',
    payload: object = kind === 'JOIN' ? join : contact,
  ) => {
    const [row] = await ctx.app.db
      .insert(messages)
      .values({ kind, payload, status: 'SENT', attempts: 1, sentAt: sql`now()` })
      .returning({ id: messages.id });
    return row!.id;
  };
  const put = (id: number | string, payload: unknown, caller: DetailsCaller = 'admin') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/messages/${id}`,
      payload: payload as object,
      headers: world.headers[caller],
    });
  const list = async () =>
    StoredMessageListSchema.parse(
      (await ctx.app.inject({ url: '/api/messages', headers: world.headers.admin })).json(),
    );
  const dashboard = (caller: DetailsCaller = 'admin') =>
    ctx.app.inject({ url: '/api/messages/dashboard', headers: world.headers[caller] });

  describe('PUT /{id}', () => {
    it.each(adminCells(200))('by %s → %d', async (caller, status) => {
      const id = await insertMessage('CONTACT');
      const response = await put(id, { traite: true }, caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      const stored = (await list()).find((message) => message.id === id)!;
      expect(stored.handledAt === null).toBe(status !== 200);
    });

    it('marks handled (keeping the first date), then waiting again', async () => {
      const id = await insertMessage('JOIN');
      expect((await list()).find((message) => message.id === id)).toMatchObject({ handledAt: null });
      const handled = await put(id, { traite: true });
      expect(handled.statusCode).toBe(200);
      const body = StoredMessageSchema.parse(handled.json());
      expect(body).toMatchObject({ id, kind: 'JOIN', payload: join, handledAt: expect.any(String) });
      const again = StoredMessageSchema.parse((await put(id, { traite: true })).json());
      expect(again.handledAt).toBe(body.handledAt);
      const waiting = StoredMessageSchema.parse((await put(id, { traite: false })).json());
      expect(waiting.handledAt).toBeNull();
      expect((await list()).find((message) => message.id === id)).toMatchObject({ handledAt: null });
    });

    it('answers 404 in French for an unknown message and for a request relayed to an artisan', async () => {
      const unknown = await put(999999, { traite: true });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: MESSAGE_TEXTS.notFound });
      const [demande] = await ctx.app.db
        .insert(demandes)
        .values({
          artisanId: world.ownArtisanId,
          nom: 'Jean',
          email: 'jean@example.fr',
          codePostal: '19100',
          message: 'Bonjour, je souhaite un devis pour une salle de bains.',
        })
        .returning({ id: demandes.id });
      const [relayed] = await ctx.app.db
        .insert(messages)
        .values({ kind: 'DEMANDE', payload: {}, demandeId: demande!.id })
        .returning({ id: messages.id });
      const response = await put(relayed!.id, { traite: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGE_TEXTS.notFound });
    });

    it.each([
      [{}, 'traite'],
      [{ traite: 'oui' }, 'traite'],
      [{ traite: 1 }, 'traite'],
      [null, null],
    ])('answers 400 in French to the body %j', async (payload, field) => {
      const id = await insertMessage('CONTACT');
      const response = await put(id, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{ message: string; errors?: { path: string; message: string }[] }>();
      expect(body.message).toMatch(/[a-zé]/);
      if (field) expect(body.errors?.[0]).toEqual({ path: field, message: body.message });
      expect((await list()).find((message) => message.id === id)?.handledAt).toBeNull();
    });

    it('answers 400 to a malformed id', async () => {
      for (const id of ['abc', '0', '2147483648'])
        expect((await put(id, { traite: true })).statusCode).toBe(400);
    });
  });

  it('lists a message stored before the phone and length rules as it is', async () => {
    const id = await insertMessage('CONTACT', { ...contact, tel: 'abc', message: 'x' });
    expect((await list()).find((message) => message.id === id)).toMatchObject({
      payload: { tel: 'abc', message: 'x' },
    });
  });

  describe('GET /dashboard', () => {
    it.each(adminCells(200))('by %s → %d', async (caller, status) => {
      const response = await dashboard(caller);
      expect(response.statusCode).toBe(status);
      if (status === 401) expect(response.json()).toEqual({ message: MESSAGES.unauthorized });
      if (status === 403) expect(response.json()).toEqual({ message: MESSAGES.forbidden });
      if (status === 200) expect(() => AdminDashboardSchema.parse(response.json())).not.toThrow();
    });

    it('counts what each back-office screen holds, and follows the changes', async () => {
      const before = AdminDashboardSchema.parse((await dashboard()).json());
      const total = async (table: string) =>
        Number(
          (
            (await ctx.app.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as {
              rows: { n: number | string }[];
            }
          ).rows[0]!.n,
        );
      expect(before).toMatchObject({
        artisans: await total('artisans'),
        specialites: await total('specialites'),
        particuliers: await total('particuliers'),
      });

      const contactId = await insertMessage('CONTACT');
      await insertMessage('JOIN');
      const [demande] = await ctx.app.db
        .insert(demandes)
        .values({
          artisanId: world.otherArtisanId,
          nom: 'Jean',
          email: 'jean@example.fr',
          codePostal: '19100',
          message: 'Bonjour, je souhaite un devis pour une salle de bains.',
        })
        .returning({ id: demandes.id });
      const particulier = await ctx.app.particulierRepository.create({ nom: 'Martin', prenom: 'Luc' });
      const review = {
        artisanId: world.otherArtisanId,
        particulierId: particulier.id,
        commentaire: 'Bien.',
        nombreEtoiles: 5,
        dateExperience: '2025-01',
        auteur: 'Luc M.',
      };
      await ctx.app.db.insert(notes).values([
        { ...review, statut: 'EN_ATTENTE' },
        { ...review, statut: 'PUBLIE', signalementMotif: 'Faux avis', signalementDate: sql`now()` },
        { ...review, statut: 'PUBLIE' },
      ]);
      // Requests to withdraw a listing (RGPD article 21): the waiting ones only.
      await ctx.app.db.insert(demandesRetrait).values([
        { siret: '73282932000108', email: 'gerant@example.fr', motif: 'Opposition.' },
        {
          siret: '73282932000116',
          email: 'gerant@example.fr',
          motif: 'Opposition.',
          statut: 'REFUSEE',
          traiteeLe: sql`now()`,
          motifRefus: 'Non justifiée.',
        },
      ]);
      const after = AdminDashboardSchema.parse((await dashboard()).json());
      expect(after).toEqual({
        ...before,
        particuliers: before.particuliers + 1,
        messagesNonTraites: before.messagesNonTraites + 1,
        adhesionsNonTraitees: before.adhesionsNonTraitees + 1,
        demandesEnAttente: before.demandesEnAttente + 1,
        avisAModerer: before.avisAModerer + 2,
        retraitsEnAttente: before.retraitsEnAttente + 1,
      });

      expect((await put(contactId, { traite: true })).statusCode).toBe(200);
      await ctx.app.db.execute(
        sql`UPDATE demandes SET traitee = true, traitee_at = now() WHERE id = ${demande!.id}`,
      );
      const handled = AdminDashboardSchema.parse((await dashboard()).json());
      expect(handled).toMatchObject({
        messagesNonTraites: before.messagesNonTraites,
        demandesEnAttente: before.demandesEnAttente,
      });
    });
  });
});
