// Everything the artisan page shows on arrival, from two parallel queries: the public profile and its details. The
// reviews themselves come with the 'Voir tous les avis' modal.
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { isGone, isNotFound, loadable } from '../../../utils/loadable';
import { useArtisan } from '../api/get-artisan';
import { useArtisanDetails } from '../api/get-artisan-details';

export type ArtisanProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  /** The establishment closed (the API's 410): the page says so, never « introuvable ». */
  | { status: 'closed' }
  | { status: 'error' }
  | { status: 'success'; artisan: ArtisanPublic; details: ArtisanDetail[] };

export interface ArtisanProfile {
  profile: ArtisanProfileState;
  /** « Réessayer »: asks again for what failed. */
  retry(): void;
}

export function useArtisanProfile(id: number | null): ArtisanProfile {
  const artisanQuery = useArtisan(id);
  const detailsQuery = useArtisanDetails(id);
  const artisan = loadable(artisanQuery);
  const details = loadable(detailsQuery);
  // Like one call for both: either failing fails the page.
  const failed = [
    artisan.status === 'error' ? artisanQuery : null,
    details.status === 'error' ? detailsQuery : null,
  ].filter((query) => query !== null);
  const retry = () => failed.forEach((query) => void query.refetch());

  if (artisan.status === 'error' && isGone(artisanQuery.error))
    return { profile: { status: 'closed' }, retry };
  if (id === null || failed.some((query) => isNotFound(query.error))) {
    return { profile: { status: 'notFound' }, retry };
  }
  if (failed.length > 0) return { profile: { status: 'error' }, retry };
  if (artisan.status === 'success' && details.status === 'success') {
    return { profile: { status: 'success', artisan: artisan.data, details: details.data }, retry };
  }
  return { profile: { status: 'loading' }, retry };
}
