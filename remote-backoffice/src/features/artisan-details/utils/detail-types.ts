// The detail types as the back office names them, the label of each existing detail's form, and the per-artisan
// limits of SPEC 5 checked before saving.
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';

export const DETAIL_TYPE_LABELS: Record<DetailType, string> = {
  IMG_PRINCIPALE: 'Image principale',
  DESCRIPTION: 'Description',
  IMG_REALISATION: 'Image de réalisation',
  NORME: 'Qualification ou certification',
  ASSURANCE: 'Assurance décennale',
};

/** The name of one detail of the type in its form's title: « Qualification 1 sur 3 — Qualibat ». */
const DETAIL_ITEM_LABELS: Record<DetailType, string> = {
  ...DETAIL_TYPE_LABELS,
  NORME: 'Qualification',
};

/** The order of the sections on the screen. */
export const DETAIL_TYPE_ORDER: readonly DetailType[] = [
  'IMG_PRINCIPALE',
  'DESCRIPTION',
  'IMG_REALISATION',
  'NORME',
  'ASSURANCE',
];

export type QualificationDetailType = Extract<DetailType, 'NORME' | 'ASSURANCE'>;

/** A qualification or an insurance: organisme, numéro, validity, an optional certificate picture. */
export function isQualificationType(type: DetailType): type is QualificationDetailType {
  return type === 'NORME' || type === 'ASSURANCE';
}

/** The types whose form has an image drop zone (required for the two image types, optional for the others). */
export function isImageType(type: DetailType): boolean {
  return type !== 'DESCRIPTION';
}

/**
 * The title of an existing detail's form: its type and its place among the artisan's details of that type
 * (« Image de réalisation 2 sur 4 »), with the body or the insurer of a qualification (« Qualification 1 sur 3 —
 * Qualibat »). A type the artisan may have only once (main image, description) is named alone.
 */
export function detailLabel(detail: ArtisanDetail, details: readonly ArtisanDetail[]): string {
  const ofType = details.filter((other) => other.type === detail.type);
  const index = ofType.findIndex((other) => other.id === detail.id);
  let label = DETAIL_ITEM_LABELS[detail.type];
  if (LIMITS.detailsPerType[detail.type] > 1 && index >= 0) label += ` ${index + 1} sur ${ofType.length}`;
  if (isQualificationType(detail.type) && detail.organisme) label += ` — ${detail.organisme}`;
  return label;
}

/**
 * The spec's message when saving a detail of `type` would pass the artisan's limit for that type, else null.
 * `editingId` is the detail being saved, which does not count against itself.
 */
export function limitMessage(
  details: readonly ArtisanDetail[],
  type: DetailType,
  editingId: number | null = null,
): string | null {
  const count = details.filter((detail) => detail.type === type && detail.id !== editingId).length;
  return count >= LIMITS.detailsPerType[type] ? MESSAGES.detailLimit[type] : null;
}
