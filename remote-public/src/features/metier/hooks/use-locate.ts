// The browser position for the trade page's location sort. A failure (refused, unavailable, no API) shows the info
// toast of SPEC 8 once per visit of the page, and the visitor can still type a place.
import { useCallback, useRef, useState } from 'react';
import { toast } from '@annuaire/shared/ui/toast';
import { SCREEN_MESSAGES } from '@annuaire/shared/contract/screen-messages';

export const GEOLOCATION_ERROR = SCREEN_MESSAGES.geolocationFailed;

export interface Locate {
  locating: boolean;
  failed: boolean;
  locate(onFound: (origin: { lat: number; lon: number }) => void): void;
}

export function useLocate(): Locate {
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);
  const toasted = useRef(false);

  const locate = useCallback((onFound: (origin: { lat: number; lon: number }) => void) => {
    const fail = () => {
      setLocating(false);
      setFailed(true);
      if (!toasted.current) {
        toasted.current = true;
        toast.info(GEOLOCATION_ERROR);
      }
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail();
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setFailed(false);
        onFound({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      fail,
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);

  return { locating, failed, locate };
}
