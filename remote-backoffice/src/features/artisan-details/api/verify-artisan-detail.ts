// PUT /api/artisan/details/{id}/verification: the administrator's « Vérifiée » on a qualification or an insurance
// (only a checked RGE qualification gives the public RGE badge); the details and the profile's badge are then stale.
import { setArtisanDetailVerification } from '@annuaire/shared/client/artisan-details';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { detailsChanged } from './details-changed';

export { setArtisanDetailVerification };

export function useVerifyArtisanDetail(artisanId: number) {
  return useInvalidatingMutation(
    ({ id, verifiee }: { id: number; verifiee: boolean }) => setArtisanDetailVerification(id, verifiee),
    () => detailsChanged(artisanId),
    // The checkbox shows the value sent while pending, then the details read again.
    { awaitRefetch: true },
  );
}
