// What a detail write changes: the artisan's details, asked for again (queryKeys.artisanDetails is the parent of
// artisanDetailsWithExpired, the list this screen and the editor read, so both are refreshed), and its profile (its
// main image and its RGE badge), marked stale without being asked for here (the details screen shows only its name).
import { queryKeys } from '@annuaire/shared/query/keys';
import type { Changed } from '@annuaire/shared/query/invalidating-mutation';

export function detailsChanged(artisanId: number): Changed[] {
  return [
    queryKeys.artisanDetails(artisanId),
    { queryKey: queryKeys.artisan(artisanId), exact: true, refetchType: 'none' },
  ];
}
