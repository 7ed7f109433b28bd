// One page of a trade's artisans (10 per page, SPEC 9), nearest first when a point is given: one call per page.
import { useEffect, useState } from 'react';
import { fetchArtisansBySpecialitePage } from '@annuaire/shared/client/artisans';
import { LIMITS } from '@annuaire/shared/contract/limits';
import type { ArtisanPage } from '@annuaire/shared/contract/artisan';
import { earlyKeys, takeEarly } from '../../directory/utils/arrival-requests';

export type ArtisansPageState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; data: ArtisanPage };

export interface ArtisansPageRequest {
  specialiteId: number | null;
  page: number;
  origin: { lat: number; lon: number } | null;
  /** Changing it asks again (the 'Réessayer' button). */
  attempt: number;
}

export function useArtisansPage({
  specialiteId,
  page,
  origin,
  attempt,
}: ArtisansPageRequest): ArtisansPageState {
  const lat = origin?.lat;
  const lon = origin?.lon;
  const key = `${specialiteId}|${page}|${lat}|${lon}|${attempt}`;
  const [state, setState] = useState<{ key: string; value: ArtisansPageState }>({
    key,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (specialiteId === null) return undefined;
    let active = true;
    const load = () =>
      fetchArtisansBySpecialitePage(specialiteId, { page, size: LIMITS.tradePageSize, lat, lon });
    // Without a position, the first page of a visit may already be on its way (start-page-requests.ts).
    const pending =
      lat === undefined || lon === undefined
        ? takeEarly(earlyKeys.tradePage(specialiteId, page), load)
        : load();
    pending.then(
      (data) => {
        if (active) setState({ key, value: { status: 'success', data } });
      },
      () => {
        // Logged by the shared client (SPEC 8: trade page data failure).
        if (active) setState({ key, value: { status: 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [key, specialiteId, page, lat, lon]);

  return state.key === key ? state.value : { status: 'loading' };
}
