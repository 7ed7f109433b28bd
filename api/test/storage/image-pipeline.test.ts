// The image pipeline: content check, WebP re-encoding without metadata, the four widths, never upscaled.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { InvalidImageError, storeImage } from '../../src/storage/image-pipeline';
import { createLocalStorage } from '../../src/storage/local-storage';

describe('storeImage', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'annuaire-images-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#c08552' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-exif', Orientation: '1' } })
      .toBuffer();

  it('stores 480, 800, 1200 and 1920 px WebP files and the 1200 one as the main file', async () => {
    const stored = await storeImage(createLocalStorage(root), await photo(2400, 1600), {
      dir: 'artisans/7',
      name: 'photo',
    });
    expect(stored.pathImg).toBe('/uploads/artisans/7/photo.webp');
    for (const [file, width] of [
      ['photo-480.webp', 480],
      ['photo-800.webp', 800],
      ['photo-1200.webp', 1200],
      ['photo-1920.webp', 1920],
      ['photo.webp', 1200],
    ] as const) {
      const metadata = await sharp(path.join(root, 'artisans/7', file)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.exif).toBeUndefined();
    }
    expect(stored.keys).toHaveLength(5);
  });

  it('never upscales a small image', async () => {
    await storeImage(createLocalStorage(root), await photo(600, 400), { dir: 'petit', name: 'image' });
    const width = async (file: string) => (await sharp(path.join(root, 'petit', file)).metadata()).width;
    expect(await width('image-480.webp')).toBe(480);
    expect(await width('image-800.webp')).toBe(600);
    expect(await width('image-1920.webp')).toBe(600);
    expect(await width('image.webp')).toBe(600);
  });

  it('refuses what is not a raster image, whatever its name', async () => {
    const storage = createLocalStorage(root);
    await expect(
      storeImage(storage, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { dir: 'x', name: 'a' }),
    ).rejects.toBeInstanceOf(InvalidImageError);
    await expect(
      storeImage(storage, Buffer.from('pas une image'), { dir: 'x', name: 'b' }),
    ).rejects.toBeInstanceOf(InvalidImageError);
    expect(fs.readdirSync(root)).toEqual([]);
  });
});
