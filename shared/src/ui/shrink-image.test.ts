import { fitWithin, renamedFor, shrinkImage } from './shrink-image';

describe('fitWithin', () => {
  it('brings the longest side of a landscape or portrait photo down to the edge, keeping the proportions', () => {
    expect(fitWithin(4032, 3024, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600, 2560)).toEqual({ width: 800, height: 600 });
  });
});

describe('renamedFor', () => {
  it('gives the name the extension of the new format', () => {
    expect(renamedFor('IMG_2041.JPG', 'image/webp')).toBe('IMG_2041.webp');
    expect(renamedFor('salle.de.bains.png', 'image/jpeg')).toBe('salle.de.bains.jpg');
    expect(renamedFor('.png', 'image/jpeg')).toBe('photo.jpg');
  });
});

describe('shrinkImage', () => {
  it('returns an image under the limit untouched', async () => {
    const file = new File(['abc'], 'petite.jpg', { type: 'image/jpeg' });
    await expect(shrinkImage(file, 10)).resolves.toBe(file);
  });

  it('returns an image it cannot decode as it was, for the caller to refuse', async () => {
    // jsdom decodes nothing (no createImageBitmap), as a browser that cannot read HEIC.
    const file = new File(['x'.repeat(64)], 'photo.heic', { type: 'image/heic' });
    await expect(shrinkImage(file, 10)).resolves.toBe(file);
  });
});
