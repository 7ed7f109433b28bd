// French dates of the reviews, shown alike on the public artisan page and in the back office: a day in France
// (« 12 mars 2026 », the publication of a review) and a month `YYYY-MM` (« février 2026 », the month of the service
// it describes). Pure; the day's formatter is made at its first use, not with the page: Intl's first use loads the
// browser's locale data, which has no place on the way to a page's first paint (as in rating.ts).

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

/** A month `YYYY-MM` in French (« février 2026 »); null when it is not such a month. */
export function frenchMonth(month: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  return match ? `${MONTHS[Number(match[2]) - 1]} ${match[1]}` : null;
}

let dayFormat: Intl.DateTimeFormat | null = null;

/** An ISO instant as its day in France, in French (« 12 mars 2026 »); null when it is not a date. */
export function frenchDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  dayFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Paris',
  });
  return dayFormat.format(date);
}

/** A day `YYYY-MM-DD` in French (« 12 mars 2027 », « 1er mars 2027 »); null when it is not such a day. */
export function frenchDate(day: string): string | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(day);
  if (!match) return null;
  const date = Number(match[3]);
  return `${date === 1 ? '1er' : date} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}
