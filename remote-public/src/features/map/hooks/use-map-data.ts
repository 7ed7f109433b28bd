// The map's data: every artisan marker (one request, filtered by trade in the browser so that choosing a trade is
// instant) and the trade list (the shared query: the header, the home page and /metiers read the same entry), each
// with its own state so that one failing never hides the other.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { getMapMarkers } from '../api/get-map-markers';

export type Loadable<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

export interface MapData {
  markers: Loadable<ArtisanMarker[]>;
  specialites: Loadable<Specialite[]>;
  retryMarkers(): void;
}

export function useMapData(): MapData {
  const [markers, setMarkers] = useState<Loadable<ArtisanMarker[]>>({ status: 'loading' });
  const trades = useSpecialitesQuery();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    // Failures are already logged by the shared client (SPEC 8).
    getMapMarkers().then(
      (data) => active && setMarkers({ status: 'success', data }),
      () => active && setMarkers({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  // The markers still have their own state (until they move to a query too): the trade list takes the same shape.
  const specialites = useMemo<Loadable<Specialite[]>>(
    () =>
      trades.status === 'success'
        ? { status: 'success', data: trades.data }
        : { status: trades.status === 'error' ? 'error' : 'loading' },
    [trades.status, trades.data],
  );

  const retryMarkers = useCallback(() => {
    setMarkers({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { markers, specialites, retryMarkers };
}
