// /api/note: public reading (reviewer names for admins only), admin-only creation and deletion, stars 1 to 5.
import { MESSAGES } from '@annuaire/shared/contract/common';
import { NOTE_MESSAGES, NoteListSchema, NoteSchema } from '@annuaire/shared/contract/note';
import { openPeopleApp, type PeopleApp } from '../helpers/fixture-people';

describe('/api/note', () => {
  let { ctx, people, artisanId } = {} as PeopleApp;
  beforeAll(async () => ({ ctx, people, artisanId } = await openPeopleApp()));
  afterAll(() => ctx?.close());

  const post = (payload: object, headers = people.admin.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/note', headers, payload });
  /** DELETE as the admin. */
  const remove = (url: string) => ctx.app.inject({ method: 'DELETE', url, headers: people.admin.headers });
  const list = (headers?: { authorization: string }) =>
    ctx.app.inject({ method: 'GET', url: `/api/note/artisan/${artisanId}`, headers });

  it.each([
    [1, 201],
    [5, 201],
    [0, 400],
    [6, 400],
    [4.5, 400],
    ['4', 400],
    [null, 400],
  ])('nombreEtoiles %j → %i', async (nombreEtoiles, status) => {
    const response = await post({ particulierId: people.particulierIds[0], artisanId, nombreEtoiles });
    expect(response.statusCode).toBe(status);
    if (status === 400) {
      expect(response.json()).toEqual({
        message: NOTE_MESSAGES.stars,
        errors: [{ path: 'nombreEtoiles', message: 'La note doit être un nombre entier entre 1 et 5.' }],
      });
    } else {
      expect(NoteSchema.parse(response.json())).toMatchObject({
        nombreEtoiles,
        artisanId,
        commentaire: null,
      });
    }
  });

  it('creates a note with a comment and lists it newest first', async () => {
    const response = await post({
      particulierId: people.particulierIds[1],
      artisanId,
      nombreEtoiles: 4,
      commentaire: '  Travail soigné.  ',
    });
    expect(response.statusCode).toBe(201);
    const note = response.json<{ id: number }>();
    const admin = NoteListSchema.parse((await list(people.admin.headers)).json());
    expect(admin[0]).toMatchObject({
      id: note.id,
      commentaire: 'Travail soigné.',
      nombreEtoiles: 4,
      particulierId: people.particulierIds[1],
      particulier: { nom: 'Dupont', prenom: 'Marie' },
    });
    expect(admin.every((item) => typeof item.dateCreation === 'string')).toBe(true);
  });

  it('shows the reviewer names to admins only: null for the public and for artisans', async () => {
    for (const headers of [undefined, people.artisan.headers, { authorization: 'Bearer pas-un-jeton' }]) {
      const response = await list(headers);
      expect(response.statusCode).toBe(200);
      const notes = NoteListSchema.parse(response.json());
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.every((item) => item.particulier === null)).toBe(true);
      expect(response.body).not.toMatch(/Dupont|Martin|Marie|Luc/);
      // Nor the reviewer's id, which would link one person's reviews across artisans.
      expect(notes.every((item) => !('particulierId' in item))).toBe(true);
      expect(response.body).not.toContain('particulierId');
      expect(response.headers.vary).toContain('Cookie');
    }
  });

  it('answers 404 for the notes of an unknown artisan and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/note/artisan/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: NOTE_MESSAGES.artisanNotFound });
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/note/artisan/abc' });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses unknown or missing particulierId / artisanId with French 400s', async () => {
    const noParticulier = await post({ particulierId: 999999, artisanId, nombreEtoiles: 3 });
    expect(noParticulier.statusCode).toBe(400);
    expect(noParticulier.json()).toEqual({ message: NOTE_MESSAGES.particulierUnknown });
    const noArtisan = await post({
      particulierId: people.particulierIds[0],
      artisanId: 999999,
      nombreEtoiles: 3,
    });
    expect(noArtisan.statusCode).toBe(400);
    expect(noArtisan.json()).toEqual({ message: NOTE_MESSAGES.artisanUnknown });
    const missing = await post({ nombreEtoiles: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'particulierId', message: NOTE_MESSAGES.particulierRequired },
      { path: 'artisanId', message: NOTE_MESSAGES.artisanRequired },
    ]);
    const huge = await post({ particulierId: 99999999999, artisanId, nombreEtoiles: 3 });
    expect(huge.statusCode).toBe(400);
  });

  it('POST and DELETE: 401 without a session, 403 for an artisan', async () => {
    const before = NoteListSchema.parse((await list()).json()).length;
    const payload = { particulierId: people.particulierIds[0], artisanId, nombreEtoiles: 1 };
    const target = NoteListSchema.parse((await list()).json())[0]!.id;
    for (const [headers, status, message] of [
      [undefined, 401, MESSAGES.unauthorized],
      [people.artisan.headers, 403, MESSAGES.forbidden],
    ] as const) {
      const created = await ctx.app.inject({ method: 'POST', url: '/api/note', headers, payload });
      expect(created.statusCode).toBe(status);
      expect(created.json()).toEqual({ message });
      const deleted = await ctx.app.inject({ method: 'DELETE', url: `/api/note/${target}`, headers });
      expect(deleted.statusCode).toBe(status);
      expect(deleted.json()).toEqual({ message });
    }
    expect(NoteListSchema.parse((await list()).json())).toHaveLength(before);
  });

  it('deletes a note (204); an unknown note answers 400 "Cette note ne peut pas être supprimée."', async () => {
    const created = await post({ particulierId: people.particulierIds[0], artisanId, nombreEtoiles: 2 });
    const id = created.json<{ id: number }>().id;
    const response = await remove(`/api/note/${id}`);
    expect(response.statusCode).toBe(204);
    expect(NoteListSchema.parse((await list()).json()).some((note) => note.id === id)).toBe(false);
    const again = await remove(`/api/note/${id}`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'Cette note ne peut pas être supprimée.' });
    const unknown = await remove('/api/note/999999');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: MESSAGES.noteNotDeletable });
  });
});
