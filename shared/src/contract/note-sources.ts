// Where a review comes from and how a page names it, without zod: the public artisan page shows it beside each
// review and downloads no validator; note.ts builds NoteSourceSchema from the same list and re-exports them.

/**
 * Where a review comes from, shown next to it: VERIFIE, collected through an invitation the artisan sent to a
 * customer (contract/avis.ts); NON_SOLLICITE, posted by a customer who asked for the link themselves from the
 * artisan's page (never labelled « vérifié »: the artisan did not confirm the customer); ADMINISTRATION, entered in
 * the back office from a customer's feedback.
 */
export const NOTE_SOURCES = ['VERIFIE', 'NON_SOLLICITE', 'ADMINISTRATION'] as const;
export type NoteSource = (typeof NOTE_SOURCES)[number];
export const NOTE_SOURCE_LABELS: Record<NoteSource, string> = {
  VERIFIE: 'Avis vérifié',
  NON_SOLLICITE: 'Avis non sollicité par l’artisan',
  ADMINISTRATION: 'Saisi par l’administration',
};
