// Which style the map draws: the tile service's when it answers, else the offline background. The map never waits
// more than OFFLINE_AFTER_MS for the tile service; if it answers later, the map switches to it then.
// The offline background (France's outline and towns, about 66 kB gzip) is a chunk of its own, downloaded only when
// the tile service fails (no style URL, unreachable, nonsense, or no answer within OFFLINE_AFTER_MS): a visit whose
// tiles answer never pays for it (issue 22). Should that chunk fail to download too, a plain background stands in,
// so that the artisans still show.
import { useEffect, useMemo, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useMapStyleQuery } from '../api/get-map-style';
import { OFFLINE_FONT, styleFont } from '../utils/map-style';

export const OFFLINE_AFTER_MS = 1000;

export interface MapStyleChoice {
  style: StyleSpecification;
  /** Font stack for the cluster counts, one the style's glyphs can serve. */
  font: string[];
  online: boolean;
}

/** The last resort: the offline background's colour alone, when its chunk cannot be downloaded either. */
export const PLAIN_BACKGROUND: MapStyleChoice = {
  style: {
    version: 8,
    name: 'Annuaire des artisans – fond uni',
    sources: {},
    layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dce9ec' } }],
  },
  font: OFFLINE_FONT,
  online: false,
};

let offline: Promise<MapStyleChoice> | null = null;

/** The offline background, its chunk downloaded once per page life (asked again after a failed download). */
export function loadOfflineChoice(): Promise<MapStyleChoice> {
  offline ??= import(/* webpackChunkName: "map-offline" */ '../utils/offline-style').then(
    ({ offlineStyle }) => ({ style: offlineStyle(), font: OFFLINE_FONT, online: false }),
    (error: unknown) => {
      offline = null;
      throw error;
    },
  );
  return offline;
}

/** null until the style is known (at most OFFLINE_AFTER_MS, plus the offline chunk's download when needed). */
export function useMapStyle(): MapStyleChoice | null {
  const { status, data } = useMapStyleQuery();
  const answered = status === 'success';
  const [waitedEnough, setWaitedEnough] = useState(false);
  const [offlineChoice, setOfflineChoice] = useState<MapStyleChoice | null>(null);
  // The tile service failed (null) or is late: the offline background is needed.
  const needsOffline = answered ? !data : waitedEnough;

  useEffect(() => {
    if (answered) return undefined;
    const fallback = window.setTimeout(() => setWaitedEnough(true), OFFLINE_AFTER_MS);
    return () => window.clearTimeout(fallback);
  }, [answered]);

  useEffect(() => {
    if (!needsOffline || offlineChoice) return undefined;
    let live = true;
    loadOfflineChoice().then(
      (choice) => {
        if (live) setOfflineChoice(choice);
      },
      (error: unknown) => {
        console.warn('[carte] fond hors ligne indisponible, fond uni', error);
        if (live) setOfflineChoice(PLAIN_BACKGROUND);
      },
    );
    return () => {
      live = false;
    };
  }, [needsOffline, offlineChoice]);

  return useMemo(() => {
    if (answered && data) return { style: data, font: styleFont(data), online: true };
    return needsOffline ? offlineChoice : null;
  }, [answered, data, needsOffline, offlineChoice]);
}
