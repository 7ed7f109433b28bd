// The description is a DESCRIPTION detail: created when the artisan writes one, updated when changed, deleted when
// emptied. Returns the detail as stored, or null once deleted.
import {
  createArtisanDetail,
  deleteArtisanDetail,
  updateArtisanDetail,
} from '@annuaire/shared/client/artisan-details';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { useArtisanWrite } from './use-artisan-write';

export async function saveDescription(
  artisanId: number,
  current: ArtisanDetail | null,
  text: string,
): Promise<ArtisanDetail | null> {
  const description = text.trim();
  if (!description) {
    if (current) await deleteArtisanDetail(current.id);
    return null;
  }
  if (current) return updateArtisanDetail(current.id, { type: 'DESCRIPTION', description, artisanId });
  return createArtisanDetail({ type: 'DESCRIPTION', description, artisanId });
}

export interface DescriptionWrite {
  /** The DESCRIPTION detail as loaded, or null when there is none. */
  current: ArtisanDetail | null;
  /** As typed (trimmed here). */
  text: string;
}

export function useSaveDescription(artisanId: number) {
  return useArtisanWrite(artisanId, ({ current, text }: DescriptionWrite) =>
    saveDescription(artisanId, current, text),
  );
}
