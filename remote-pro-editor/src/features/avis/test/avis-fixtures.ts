// Test data of the tests of « Avis clients » and « Demander un avis »: an invitation and a published review of artisan
// 7 as the API answers them (the review with its reply and report fields, as its artisan reads them).
import type { Invitation } from '@annuaire/shared/contract/avis';
import type { Note } from '@annuaire/shared/contract/note';

/** An instant `hours` before now, in ISO (a reply's age, for the 24 hours it stays editable). */
export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString();
}

let nextInvitationId = 900;

/** An invitation whose link works, sent by e-mail (not from a request). */
export function invitationFixture(overrides: Partial<Invitation> = {}): Invitation {
  nextInvitationId += 1;
  return {
    id: nextInvitationId,
    email: 'client@example.fr',
    demandeId: null,
    dateEnvoi: '2026-11-20T09:00:00.000Z',
    dateExpiration: '2026-12-20T09:00:00.000Z',
    etat: 'VALIDE',
    ...overrides,
  };
}

let nextNoteId = 700;

/** A published verified review of artisan 7, without reply nor report. */
export function noteFixture(overrides: Partial<Note> = {}): Note {
  nextNoteId += 1;
  return {
    id: nextNoteId,
    artisanId: 7,
    commentaire: 'Chauffe-eau remplacé en une matinée, chantier propre.',
    nombreEtoiles: 4,
    datePublication: '2026-11-12T10:00:00.000Z',
    dateExperience: '2026-10',
    source: 'VERIFIE',
    auteur: 'Marie D.',
    reponse: null,
    signalement: null,
    ...overrides,
  };
}
