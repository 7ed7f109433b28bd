// French dates, written alike in every app: a day in France (« 12 mars 2026 », the publication of a review), a month
// `YYYY-MM` (« février 2026 », the month of the service it describes) and a moment, always with the hour as French
// typography writes it (« 24 novembre 2026 à 14 h 05 », « 24/11/2026 à 14 h 05 » in a table), never « 14:05 ». Pure; the day's formatter is made at its first use, not with the page: Intl's first use loads the
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

/** Between a number and its unit, so that « 14 h 05 » never breaks across lines. */
const NBSP = '\u00a0';

let momentFormat: Intl.DateTimeFormat | null = null;

function momentParts(iso: string): Record<string, string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  momentFormat ??= new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(momentFormat.formatToParts(date).map(({ type, value }) => [type, value]));
}

function frenchHour(parts: Record<string, string>): string {
  return `${Number(parts.hour)}${NBSP}h${NBSP}${String(parts.minute).padStart(2, '0')}`;
}

/**
 * An ISO instant in France, in French (« 24 novembre 2026 à 14 h 05 », « 1er juillet 2026 à 8 h 45 »), the hour held
 * together by non-breaking spaces; null when it is not a date.
 */
export function frenchDateTime(iso: string): string | null {
  const parts = momentParts(iso);
  if (!parts) return null;
  const day = Number(parts.day);
  return `${day === 1 ? '1er' : day} ${MONTHS[Number(parts.month) - 1]} ${parts.year} à ${frenchHour(parts)}`;
}

/** The same moment in figures, for a table's column (« 24/11/2026 à 14 h 05 »); null when it is not a date. */
export function frenchShortDateTime(iso: string): string | null {
  const parts = momentParts(iso);
  if (!parts) return null;
  const two = (value: string | undefined) => String(value).padStart(2, '0');
  return `${two(parts.day)}/${two(parts.month)}/${parts.year} à ${frenchHour(parts)}`;
}
