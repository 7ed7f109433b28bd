// GET <mapStyleUrl>: the tile service's maplibre style. Rejects when the service cannot be reached in time or answers
// something that is not a style, so that the map keeps its offline background.
import type { StyleSpecification } from 'maplibre-gl';

/** Whether a fetched document looks like a maplibre style (version 8, sources and layers). */
export function isStyle(value: unknown): value is StyleSpecification {
  if (typeof value !== 'object' || value === null) return false;
  const style = value as Record<string, unknown>;
  return (
    style.version === 8 &&
    typeof style.sources === 'object' &&
    style.sources !== null &&
    Array.isArray(style.layers)
  );
}

export async function getTileStyle(url: string, timeoutMs: number): Promise<StyleSpecification> {
  const response = await fetch(new URL(url, window.location.href), {
    signal: AbortSignal.timeout(timeoutMs),
    credentials: 'omit',
  });
  if (!response.ok) throw new Error(`Style de carte ${url} : HTTP ${response.status}`);
  const style: unknown = await response.json();
  if (!isStyle(style)) throw new Error(`Style de carte ${url} : document invalide`);
  return style;
}
