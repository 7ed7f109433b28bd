// The browser's position for /map; rejects when the API is missing, refused, or too slow.
import type { MapPosition } from './map-query';

export function requestBrowserPosition(timeoutMs = 10000): Promise<MapPosition> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new Error('Géolocalisation non prise en charge'));
      return;
    }
    geolocation.getCurrentPosition(
      (position) => resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      (error) => reject(new Error(error.message || `Géolocalisation refusée (code ${error.code})`)),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60 * 1000 },
    );
  });
}
