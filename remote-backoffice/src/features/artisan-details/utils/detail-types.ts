// The detail types as the back office names them, and the per-artisan limits of SPEC 5 checked before saving.
import type { ArtisanDetail, DetailType } from '@annuaire/shared/contract/artisan-detail';
import { LIMITS } from '@annuaire/shared/contract/limits';
import { MESSAGES } from '@annuaire/shared/contract/messages';

export const DETAIL_TYPE_LABELS: Record<DetailType, string> = {
  IMG_PRINCIPALE: 'Image principale',
  DESCRIPTION: 'Description',
  IMG_REALISATION: 'Image de réalisation',
  NORME: 'Norme ou certification',
};

/** The order of the sections on the screen. */
export const DETAIL_TYPE_ORDER: readonly DetailType[] = [
  'IMG_PRINCIPALE',
  'DESCRIPTION',
  'IMG_REALISATION',
  'NORME',
];

export function isImageType(type: DetailType): boolean {
  return type !== 'DESCRIPTION';
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
