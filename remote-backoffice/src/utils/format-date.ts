// French dates as the back office writes them, in Paris time whatever the admin's machine says: formatDateTime, a
// moment (« 24 novembre 2026 à 14:05 », the messages and the requests screens); formatDate, a day (« 24 novembre
// 2026 », a review's publication); formatMonth, a month `YYYY-MM` (« septembre 2026 », the month of a service).
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});
const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' });
// A month has no time zone: its first day at noon UTC, written in UTC, is that month everywhere.
const monthFormat = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function formatted(iso: string, format: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** An ISO date as French text; a value that is not a date is shown as it came. */
export function formatDateTime(iso: string): string {
  return formatted(iso, dateTimeFormat);
}

/** An ISO date as a French day, without the time; a value that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  return formatted(iso, dateFormat);
}

/** A month `YYYY-MM` as French text; a value that is not such a month is shown as it came. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) return month;
  return monthFormat.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1, 12)));
}
