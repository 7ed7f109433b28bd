// French dates as the back office writes them, in Paris time whatever the admin's machine says: formatDateTime, a
// moment (« 24 novembre 2026 à 14 h 05 », the messages and the requests screens); formatShortDateTime, the same in
// figures (« 24/11/2026 à 14 h 05 », a table's column); formatDate, a day (« 24 novembre
// 2026 », a review's publication); formatMonth, a month `YYYY-MM` (« septembre 2026 », the month of a service):
// these two as the public artisan page writes them (@annuaire/shared/domain/french-dates).
import {
  frenchDateTime,
  frenchDay,
  frenchMonth,
  frenchShortDateTime,
} from '@annuaire/shared/domain/french-dates';

/** An ISO date as French text; a value that is not a date is shown as it came. */
export function formatDateTime(iso: string): string {
  return frenchDateTime(iso) ?? iso;
}

/** An ISO date as French figures, for a table; a value that is not a date is shown as it came. */
export function formatShortDateTime(iso: string): string {
  return frenchShortDateTime(iso) ?? iso;
}

/** An ISO date as a French day, without the time; a value that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  return frenchDay(iso) ?? iso;
}

/** A month `YYYY-MM` as French text; a value that is not such a month is shown as it came. */
export function formatMonth(month: string): string {
  return frenchMonth(month) ?? month;
}
