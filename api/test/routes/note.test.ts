// /api/note: public reading of published reviews (reviewer names for admins only), admin-only creation and
// deletion, stars 1 to 5; each review's publication date, month of the service, displayed name and source (issue 20).
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@annuaire/shared/contract/common';
import { currentMonth, NOTE_MESSAGES, NoteListSchema, NoteSchema } from '@annuaire/shared/contract/note';
import { openPeopleApp, type PeopleApp } from '../helpers/fixture-people';

/** The month after the current one in France, `YYYY-MM`. */
function nextMonth(): string {
  const [year, month] = currentMonth().split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

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
        errors: [{ path: 'nombreEtoiles', message: 'Choisissez une note de 1 à 5 étoiles.' }],
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

  it('gives each review its publication date, month of the service, displayed name and source', async () => {
    const before = new Date();
    const response = await post({
      particulierId: people.particulierIds[1],
      artisanId,
      nombreEtoiles: 5,
      dateExperience: '2024-03',
    });
    expect(response.statusCode).toBe(201);
    const created = NoteSchema.parse(response.json());
    expect(created).toMatchObject({
      dateExperience: '2024-03',
      source: 'ADMINISTRATION',
      auteur: 'Marie D.',
      reponse: null,
      particulierId: people.particulierIds[1],
    });
    // Published when entered.
    expect(created.datePublication).toBe(created.dateCreation);
    expect(new Date(created.datePublication).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    for (const headers of [undefined, people.admin.headers]) {
      const listed = NoteListSchema.parse((await list(headers)).json()).find(
        (note) => note.id === created.id,
      );
      expect(listed).toMatchObject({
        datePublication: created.datePublication,
        dateCreation: created.dateCreation,
        dateExperience: '2024-03',
        source: 'ADMINISTRATION',
        auteur: 'Marie D.',
        reponse: null,
      });
    }
    const admin = NoteListSchema.parse((await list(people.admin.headers)).json());
    expect(admin.find((note) => note.id === created.id)).toMatchObject({
      particulierId: people.particulierIds[1],
      particulier: { nom: 'Dupont', prenom: 'Marie' },
    });
  });

  it('dates the service in the current month when the admin gives none', async () => {
    const response = await post({ particulierId: people.particulierIds[0], artisanId, nombreEtoiles: 3 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ dateExperience: currentMonth(), auteur: 'Luc M.' });
    // The current month itself is not in the future.
    const current = await post({
      particulierId: people.particulierIds[0],
      artisanId,
      nombreEtoiles: 3,
      dateExperience: currentMonth(),
    });
    expect(current.statusCode).toBe(201);
  });

  it.each([
    ['2024-13', NOTE_MESSAGES.dateExperienceInvalid],
    ['2024-3', NOTE_MESSAGES.dateExperienceInvalid],
    ['03/2024', NOTE_MESSAGES.dateExperienceInvalid],
    ['', NOTE_MESSAGES.dateExperienceInvalid],
    [202403, NOTE_MESSAGES.dateExperienceInvalid],
    [null, NOTE_MESSAGES.dateExperienceInvalid],
    [nextMonth(), NOTE_MESSAGES.dateExperienceFuture],
    ['2099-01', NOTE_MESSAGES.dateExperienceFuture],
  ])('refuses dateExperience %j with « %s »', async (dateExperience, message) => {
    const before = NoteListSchema.parse((await list()).json()).length;
    const response = await post({
      particulierId: people.particulierIds[0],
      artisanId,
      nombreEtoiles: 4,
      dateExperience,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path: 'dateExperience', message }] });
    expect(NoteListSchema.parse((await list()).json())).toHaveLength(before);
  });

  it('lists published reviews only, the most recently published first', async () => {
    const ids = await ctx.app.db.execute(
      sql`select id from notes where artisan_id = ${artisanId} order by id`,
    );
    const all = (ids as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
    expect(all.length).toBeGreaterThan(3);
    const [waiting, refused, old] = all as [number, number, number];
    await ctx.app.db.execute(sql`update notes set statut = 'EN_ATTENTE' where id = ${waiting}`);
    await ctx.app.db.execute(sql`update notes set statut = 'REFUSE' where id = ${refused}`);
    // Published long ago though its id is high: it comes last.
    await ctx.app.db.execute(
      sql`update notes set date_publication = '2020-01-01T00:00:00Z' where id = ${all[all.length - 1]!}`,
    );
    try {
      for (const headers of [undefined, people.admin.headers]) {
        const listed = NoteListSchema.parse((await list(headers)).json());
        const listedIds = listed.map((note) => note.id);
        expect(listedIds).not.toContain(waiting);
        expect(listedIds).not.toContain(refused);
        expect(listedIds).toContain(old);
        expect(listedIds).toHaveLength(all.length - 2);
        expect(listedIds[listedIds.length - 1]).toBe(all[all.length - 1]);
        // Newest first: publication date descending, then id descending.
        const keys = listed.map((note) => [Date.parse(note.datePublication), note.id] as const);
        const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
        expect(keys).toEqual(sorted);
      }
    } finally {
      await ctx.app.db.execute(sql`update notes set statut = 'PUBLIE' where id in (${waiting}, ${refused})`);
    }
  });

  it('shows the reviewer names to admins only: null for the public and for artisans', async () => {
    for (const headers of [undefined, people.artisan.headers, { authorization: 'Bearer pas-un-jeton' }]) {
      const response = await list(headers);
      expect(response.statusCode).toBe(200);
      const notes = NoteListSchema.parse(response.json());
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.every((item) => item.particulier === null)).toBe(true);
      // The displayed name only: first name and initial, never the family name.
      expect(response.body).not.toMatch(/Dupont|Martin/);
      expect(notes.map((item) => item.auteur)).toContain('Marie D.');
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
