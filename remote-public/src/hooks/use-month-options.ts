// The month picker of a review (« Date de la prestation »): on /avis/nouveau's form (features/avis) and on « Laisser
// un avis » of the artisan page (features/artisan), the same choices and words.
import { useState } from 'react';
import { currentMonth, recentMonths } from '@annuaire/shared/contract/note';
import { frenchMonth } from '@annuaire/shared/domain/french-dates';

/**
 * How far back the month picker goes: five years of work, the current month first. The contract accepts older
 * months (the back office may enter them); a customer writes about recent work.
 */
const MONTHS_OFFERED = 60;

/**
 * The month picker's choices, the current month first (also « Laisser un avis » on the artisan's page), and the
 * current month in France, computed once: the default value and the latest month accepted.
 */
export function useMonthOptions() {
  const [latestMonth] = useState(currentMonth);
  const [monthOptions] = useState(() =>
    recentMonths(MONTHS_OFFERED).map((month) => ({ value: month, label: frenchMonth(month) ?? month })),
  );
  return { latestMonth, monthOptions };
}

/** « Date de la prestation »: the label and hint of the month picker, here and on « Laisser un avis ». */
export const MONTH_FIELD = {
  label: 'Date de la prestation',
  hint: 'Le mois où l’artisan a travaillé pour vous.',
};
