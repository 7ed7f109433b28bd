// The tile service stand-in: no machine here reaches the real one, so a test either plays it or takes it down.
import type { Page } from 'playwright-core';

export const TILE_HOST = 'https://tiles.openfreemap.org/';

/** What a tile service answers: a style with a background only (no glyphs, sprites or tiles to fetch). */
export const TILE_STYLE = {
  version: 8,
  sources: {},
  layers: [{ id: 'fond', type: 'background', paint: { 'background-color': '#e8efe9' } }],
};

export async function routeTiles(page: Page, tiles: 'answer' | 'down'): Promise<void> {
  await page.route(`${TILE_HOST}**`, (route) =>
    tiles === 'answer' ? route.fulfill({ json: TILE_STYLE }) : route.abort('internetdisconnected'),
  );
}
