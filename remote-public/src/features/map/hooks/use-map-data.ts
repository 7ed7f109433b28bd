// The map's data: every artisan marker (its own query, filtered by trade in the browser so that choosing a trade is
// instant) and the trade list (the shared query: the header, the home page and /metiers read the same entry), each
// with its own state so that one failing never hides the other.
import { useCallback, useMemo } from 'react';
import { usePublicSpecialitesQuery } from '@annuaire/shared/query/specialites';
import type { ArtisanMarker } from '@annuaire/shared/contract/artisan';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { loadable, type Loadable } from '../../../utils/loadable';
import { useMapMarkers } from '../api/get-map-markers';

export interface MapData {
  markers: Loadable<ArtisanMarker[]>;
  specialites: Loadable<Specialite[]>;
  retryMarkers(): void;
}

export function useMapData(): MapData {
  const { status, fetchStatus, data, refetch } = useMapMarkers();
  // Visitors choose among the trades that have artisans, as in the header and on /metiers.
  const trades = usePublicSpecialitesQuery();
  // The page memoises on these: a new object only when what they say changes.
  const markers = useMemo(() => loadable({ status, fetchStatus, data }), [status, fetchStatus, data]);
  const specialites = useMemo(
    () => loadable({ status: trades.status, fetchStatus: trades.fetchStatus, data: trades.data }),
    [trades.status, trades.fetchStatus, trades.data],
  );
  const retryMarkers = useCallback(() => void refetch(), [refetch]);
  return { markers, specialites, retryMarkers };
}
