// Which style the map draws: the tile service's when it answers, else the offline background. The map never waits
// more than OFFLINE_AFTER_MS for the tile service; if it answers later, the map switches to it then.
import { useEffect, useMemo, useState } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useMapStyleQuery } from '../api/get-map-style';
import { OFFLINE_FONT, offlineStyle, styleFont } from '../utils/map-style';

export const OFFLINE_AFTER_MS = 1000;

export interface MapStyleChoice {
  style: StyleSpecification;
  /** Font stack for the cluster counts, one the style's glyphs can serve. */
  font: string[];
  online: boolean;
}

let offline: MapStyleChoice | null = null;
function offlineChoice(): MapStyleChoice {
  offline ??= { style: offlineStyle(), font: OFFLINE_FONT, online: false };
  return offline;
}

/** null until the style is known (at most OFFLINE_AFTER_MS). */
export function useMapStyle(): MapStyleChoice | null {
  const { status, data } = useMapStyleQuery();
  const answered = status === 'success';
  const [waitedEnough, setWaitedEnough] = useState(false);

  useEffect(() => {
    if (answered) return undefined;
    const fallback = window.setTimeout(() => setWaitedEnough(true), OFFLINE_AFTER_MS);
    return () => window.clearTimeout(fallback);
  }, [answered]);

  return useMemo(() => {
    if (answered) return data ? { style: data, font: styleFont(data), online: true } : offlineChoice();
    return waitedEnough ? offlineChoice() : null;
  }, [answered, data, waitedEnough]);
}
