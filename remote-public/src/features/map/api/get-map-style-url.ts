// GET /runtime-config.json → mapStyleUrl: the tile style the deployment chose (MAP_STYLE_URL on the API), null for
// the offline background only. Read with a plain fetch like the shell does: the file configures the API client.

/** OpenFreeMap's OpenStreetMap style, used when the runtime config does not say (GEO-DATA.md). */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';

export async function getMapStyleUrl(): Promise<string | null> {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_MAP_STYLE_URL;
    const config = (await response.json()) as Record<string, unknown> | null;
    const value = config?.mapStyleUrl;
    if (value === null) return null;
    return typeof value === 'string' && value.trim() !== '' ? value : DEFAULT_MAP_STYLE_URL;
  } catch (error) {
    console.warn('[carte] /runtime-config.json illisible, style par défaut', error);
    return DEFAULT_MAP_STYLE_URL;
  }
}
