// The editor's words for its two lists of qualifications (NORME, « Normes Acquises ») and insurances (ASSURANCE,
// « Assurance décennale »); the rules and their messages stay in the contract (contract/qualification.ts).
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { frenchDate } from '@annuaire/shared/domain/french-dates';
import type { QualificationType } from '@annuaire/shared/ui/qualification-fields';

export interface QualificationTexts {
  /** The section's heading. */
  title: string;
  addLabel: string;
  emptyText: string;
  /** What the count counts, as the limit's message says it (« 2 / 10 normes »). */
  countNoun: string;
  /** Toast and status once saved. */
  saved: string;
  newTitle: string;
  editTitle: string;
  deleteTitle: string;
  /** One item's name when it has neither organisme nor number (numbered: « Certificat 2 »). */
  itemNoun: string;
  numeroLabel: string;
  imageAlt: string;
}

export const QUALIFICATION_TEXTS: Record<QualificationType, QualificationTexts> = {
  NORME: {
    title: 'Normes Acquises',
    addLabel: 'Ajouter une qualification',
    emptyText: 'Aucune qualification ni certification pour le moment.',
    countNoun: 'normes',
    saved: 'Qualification enregistrée.',
    newTitle: 'Nouvelle qualification',
    editTitle: 'Modifier la qualification',
    deleteTitle: 'Supprimer cette qualification ?',
    itemNoun: 'Certificat',
    numeroLabel: 'N°',
    imageAlt: 'Image du certificat de qualification',
  },
  ASSURANCE: {
    title: 'Assurance décennale',
    addLabel: 'Ajouter une assurance',
    emptyText: 'Aucune assurance décennale pour le moment.',
    countNoun: 'assurances',
    saved: 'Assurance enregistrée.',
    newTitle: 'Nouvelle assurance',
    editTitle: 'Modifier l’assurance',
    deleteTitle: 'Supprimer cette assurance ?',
    itemNoun: 'Assurance',
    numeroLabel: 'Police n°',
    imageAlt: 'Image de l’attestation d’assurance',
  },
};

/** « Valable du 1er janvier 2025 au 31 décembre 2028 », or null without both days (a certificate's picture). */
export function validityLine(detail: Pick<ArtisanDetail, 'dateDebut' | 'dateFin'>): string | null {
  const debut = detail.dateDebut ? frenchDate(detail.dateDebut) : null;
  const fin = detail.dateFin ? frenchDate(detail.dateFin) : null;
  if (!debut || !fin) return null;
  return `Valable du ${debut} au ${fin}`;
}

/** Whether a qualification is a certificate's picture alone (the spec's norm, before issue 21). */
export function isPictureOnly(detail: ArtisanDetail): boolean {
  return !detail.organisme && !detail.numero && !detail.dateDebut && !detail.dateFin;
}

/** An item's name for its buttons and its deletion: its organisme and number, its title, or « Certificat 2 ». */
export function qualificationLabel(detail: ArtisanDetail, position: number, type: QualificationType): string {
  const texts = QUALIFICATION_TEXTS[type];
  const named = [detail.organisme, detail.numero ? `${texts.numeroLabel} ${detail.numero}` : null]
    .filter(Boolean)
    .join(', ');
  return named || detail.description?.trim() || `${texts.itemNoun} ${position}`;
}
