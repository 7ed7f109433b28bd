// The map's data: every artisan marker (one request, filtered by trade in the browser so that choosing a trade is
// instant) and the trade list, each with its own state so that one failing never hides the other.
import { useCallback, useEffect, useState } from 'react';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
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
  const [specialites, setSpecialites] = useState<Loadable<Specialite[]>>({ status: 'loading' });
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

  useEffect(() => {
    let active = true;
    fetchSpecialites().then(
      (data) => active && setSpecialites({ status: 'success', data }),
      () => active && setSpecialites({ status: 'error' }),
    );
    return () => {
      active = false;
    };
  }, []);

  const retryMarkers = useCallback(() => {
    setMarkers({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { markers, specialites, retryMarkers };
}
