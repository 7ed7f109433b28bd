import { imageSrcSet } from './images';

describe('imageSrcSet', () => {
  it('lists the four stored widths of an uploaded image', () => {
    expect(imageSrcSet('/uploads/specialites/plombier.webp')).toBe(
      '/uploads/specialites/plombier-480.webp 480w, /uploads/specialites/plombier-800.webp 800w, ' +
        '/uploads/specialites/plombier-1200.webp 1200w, /uploads/specialites/plombier-1920.webp 1920w',
    );
  });

  it('is empty for missing or foreign paths', () => {
    expect(imageSrcSet(null)).toBe('');
    expect(imageSrcSet('https://example.com/a.webp')).toBe('');
    expect(imageSrcSet('/uploads/a.png')).toBe('');
  });
});
