// Where a review comes from and how a page names it, without zod: the public artisan page shows it beside each
// review and downloads no validator; note.ts builds NoteSourceSchema from the same list and re-exports them.

/**
 * Where a review comes from, shown next to it: VERIFIE, collected through an invitation the artisan sent to a
 * customer (contract/avis.ts); ADMINISTRATION, entered in the back office from a customer's feedback.
 */
export const NOTE_SOURCES = ['VERIFIE', 'ADMINISTRATION'] as const;
export type NoteSource = (typeof NOTE_SOURCES)[number];
export const NOTE_SOURCE_LABELS: Record<NoteSource, string> = {
  VERIFIE: 'Avis vérifié',
  ADMINISTRATION: 'Saisi par l’administration',
};
