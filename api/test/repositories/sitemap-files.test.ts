// repositories/artisan/sitemap-files.ts: an area's sitemap files are blocks of whole slices of ids, as many as the
// limit allows, numbered by block; a block's date is the latest of its slices', an emptied one's included; a block
// without open listings is no file.
import { sitemapBlock, sitemapBlockIds, sitemapFilesOf } from '../../src/repositories/artisan/sitemap-files';
import type { SitemapSlice } from '../../src/repositories/artisan/types';

const SLICE = 4096;
const slice = (area: string, index: number, count: number, lastmod: string): SitemapSlice => ({
  area,
  slice: index,
  count,
  lastmod,
});

describe('sitemapBlockIds', () => {
  it('spans whole slices, never more ids than the limit', () => {
    expect(sitemapBlockIds(50_000, SLICE)).toBe(12 * SLICE);
    expect(sitemapBlockIds(SLICE, SLICE)).toBe(SLICE);
    expect(sitemapBlockIds(2 * SLICE - 1, SLICE)).toBe(SLICE);
  });
});

describe('sitemapBlock', () => {
  it('gives a file number its ids, the last block ending with the last serial id, none past it', () => {
    expect(sitemapBlock(1, 50_000, SLICE)).toEqual({ fromId: 0, toId: 12 * SLICE });
    expect(sitemapBlock(2, SLICE, SLICE)).toEqual({ fromId: SLICE, toId: 2 * SLICE });
    const last = Math.floor((2 ** 31 - 1) / SLICE) + 1;
    expect(sitemapBlock(last, SLICE, SLICE)).toEqual({ fromId: (last - 1) * SLICE, toId: 2 ** 31 });
    expect(sitemapBlock(last + 1, SLICE, SLICE)).toBeNull();
  });
});

describe('sitemapFilesOf', () => {
  it('groups each area’s slices by block, dated by the latest of them, empty ones included', () => {
    const files = sitemapFilesOf(
      [
        slice('19', 0, 10, '2025-01-01T00:00:00.000Z'),
        // Emptied since: its last departure still dates its block.
        slice('19', 1, 0, '2025-03-01T00:00:00.000Z'),
        slice('19', 11, 5, '2025-02-01T00:00:00.000Z'),
        slice('19', 12, 7, '2025-01-15T00:00:00.000Z'),
        slice('20', 30, 1, '2024-06-01T00:00:00.000Z'),
      ],
      50_000,
      SLICE,
    );
    const block = 12 * SLICE;
    expect(files).toEqual([
      { area: '19', part: 1, count: 15, lastmod: '2025-03-01T00:00:00.000Z', fromId: 0, toId: block },
      { area: '19', part: 2, count: 7, lastmod: '2025-01-15T00:00:00.000Z', fromId: block, toId: 2 * block },
      {
        area: '20',
        part: 3,
        count: 1,
        lastmod: '2024-06-01T00:00:00.000Z',
        fromId: 2 * block,
        toId: 3 * block,
      },
    ]);
  });

  it('leaves out a block whose listings all left, and an area without any', () => {
    const files = sitemapFilesOf(
      [
        slice('19', 0, 0, '2025-03-01T00:00:00.000Z'),
        slice('19', 1, 3, '2025-01-01T00:00:00.000Z'),
        slice('971', 0, 0, '2025-04-01T00:00:00.000Z'),
      ],
      SLICE,
      SLICE,
    );
    expect(files.map(({ area, part, count }) => ({ area, part, count }))).toEqual([
      { area: '19', part: 2, count: 3 },
    ]);
  });
});
