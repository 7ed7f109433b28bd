// formatDateTime: a moment as the back office writes it (« 24 novembre 2026 à 14:05 »), in Paris time whatever the
// admin's machine says. Used by the messages and the requests (« Demandes ») screens.
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** An ISO date as French text; a value that is not a date is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
