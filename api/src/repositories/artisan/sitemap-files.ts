// The sitemap's artisan files, from the summary the database keeps (sitemap_slices, migration 0037). An area's file
// is a block of ids of fixed size, whole slices of SITEMAP_SLICE_IDS ids as many as `maxUrls` allows (12 slices,
// 49,152 ids, for 50,000): it can never hold more than the limit, and its boundaries do not depend on how many
// listings there are, so a listing stays in its file whatever changes elsewhere and a file's date says exactly when
// it changed: the latest of its slices' (an entry's change, an arrival, or a departure, empty slices included).
// A block without any open listing is no file.
import type { SitemapFile, SitemapSlice } from './types';

/** How many ids a file spans: whole slices, at most `maxUrls` ids (config: SITEMAP_MAX_URLS >= sliceIds). */
export function sitemapBlockIds(maxUrls: number, sliceIds: number): number {
  return Math.max(1, Math.floor(maxUrls / sliceIds)) * sliceIds;
}

/** The largest id a serial column holds, 2^31 - 1: no block reaches past it. */
const LAST_ID = 2 ** 31 - 1;

/** The ids of an area's file number `part` (from 1): fromId <= id < toId; null past the last id there can be. */
export function sitemapBlock(
  part: number,
  maxUrls: number,
  sliceIds: number,
): { fromId: number; toId: number } | null {
  const blockIds = sitemapBlockIds(maxUrls, sliceIds);
  const fromId = (part - 1) * blockIds;
  if (fromId > LAST_ID) return null;
  return { fromId, toId: Math.min(fromId + blockIds, LAST_ID + 1) };
}

/** The files of the slices (ordered by area then slice): part n of an area is its block n - 1. */
export function sitemapFilesOf(
  slices: readonly SitemapSlice[],
  maxUrls: number,
  sliceIds: number,
): SitemapFile[] {
  const blockIds = sitemapBlockIds(maxUrls, sliceIds);
  const files: SitemapFile[] = [];
  let current: SitemapFile | null = null;
  const flush = () => {
    if (current !== null && current.count > 0) files.push(current);
    current = null;
  };
  for (const slice of slices) {
    const block = Math.floor((slice.slice * sliceIds) / blockIds);
    if (current === null || current.area !== slice.area || current.part !== block + 1) {
      flush();
      current = {
        area: slice.area,
        part: block + 1,
        count: 0,
        lastmod: slice.lastmod,
        ...sitemapBlock(block + 1, maxUrls, sliceIds)!,
      };
    }
    current.count += slice.count;
    if (slice.lastmod > current.lastmod) current.lastmod = slice.lastmod;
  }
  flush();
  return files;
}
