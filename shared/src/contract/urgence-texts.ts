// Urgency and availability texts and limits, without zod: the cards, popups and profile read them, and a visitor's
// page downloads no zod until a form opens. The schemas built on them are in urgence.ts.
export const URGENCE_LIMITS = {
  /** The hours of the emergency service, one short line (« 7j/7, 7 h – 22 h »). */
  horairesMax: 80,
  /** « Disponible sous N jours »: a whole number of days from 1 to 90. */
  disponibleSousJoursMin: 1,
  disponibleSousJoursMax: 90,
  /**
   * An availability is a statement of one day: it is shown with that day (« indiqué le 12 novembre ») and, once
   * older than this many days, it expires: no longer shown nor matched by the filter, until the artisan gives it
   * again (saving the same number renews it).
   */
  disponibiliteValiditeJours: 30,
  /**
   * « Répond en général en 4 h »: the median time to mark a request handled, from the figures the artisan's row
   * keeps (requests of the retention window, DEMANDE_LIMITS.retentionMonths), shown from this many requests.
   */
  delaiReponseMinDemandes: 5,
} as const;

export const URGENCE_MESSAGES = {
  horairesRequired: 'Indiquez les horaires du dépannage en urgence.',
  horairesTooLong: `Les horaires ne doivent pas dépasser ${URGENCE_LIMITS.horairesMax} caractères.`,
  horairesSingleLine: 'Les horaires doivent tenir sur une ligne.',
  disponibleSousJours: `Le délai de disponibilité doit être un nombre entier de jours entre ${URGENCE_LIMITS.disponibleSousJoursMin} et ${URGENCE_LIMITS.disponibleSousJoursMax}.`,
  depannageUrgence: 'Le dépannage en urgence doit être vrai ou faux.',
} as const;

export const DEPANNAGE_URGENCE_LABEL = 'Dépannage en urgence';

/** « Disponible sous 3 jours » (« sous 1 jour »). */
export function disponibiliteLabel(jours: number): string {
  return `Disponible sous ${jours} jour${jours > 1 ? 's' : ''}`;
}

/** « Disponible sous 3 jours · indiqué le 12 novembre » (the day in French, Paris time). */
export function disponibiliteWithDate(jours: number, indiqueeLe: string): string {
  const day = new Date(`${indiqueeLe}T12:00:00Z`).toLocaleDateString('fr-FR', {
    day: 'numeric',
    month: 'long',
    timeZone: 'Europe/Paris',
  });
  return `${disponibiliteLabel(jours)} · indiqué le ${day}`;
}

/** « Répond en général en 4 h » from the median in hours; under an hour « en moins d’une heure ». */
export function delaiReponseLabel(heures: number): string {
  if (heures < 1) return 'Répond en général en moins d’une heure';
  if (heures < 48) return `Répond en général en ${Math.round(heures)} h`;
  return `Répond en général en ${Math.round(heures / 24)} jours`;
}

/** The median shown only above the minimum number of requests (null otherwise). */
export function delaiReponseHeures(demandesCount: number, delaiMedianMinutes: number | null): number | null {
  if (delaiMedianMinutes === null || demandesCount < URGENCE_LIMITS.delaiReponseMinDemandes) return null;
  return Math.round((delaiMedianMinutes / 60) * 10) / 10;
}
