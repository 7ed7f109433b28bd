import { render, screen } from '@testing-library/react';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('offers the four stored widths of an upload, with sizes, lazily and in a fixed ratio', () => {
    render(<ResponsiveImage src="/uploads/artisans/3/ab12.webp" alt="Salle de bain rénovée" sizes="50vw" />);
    const image = screen.getByRole('img', { name: 'Salle de bain rénovée' });
    expect(image).toHaveAttribute('src', '/uploads/artisans/3/ab12.webp');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/artisans/3/ab12-480.webp 480w, /uploads/artisans/3/ab12-800.webp 800w, ' +
        '/uploads/artisans/3/ab12-1200.webp 1200w, /uploads/artisans/3/ab12-1920.webp 1920w',
    );
    expect(image).toHaveAttribute('sizes', '50vw');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image.style.aspectRatio).toBe('4 / 3');
  });

  it('loads an image above the fold at once, with a high priority and the given ratio', () => {
    render(<ResponsiveImage src="/uploads/a.webp" alt="" sizes="100vw" aspectRatio="16 / 9" eager />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image.style.aspectRatio).toBe('16 / 9');
  });

  it('has no srcset for an image that is not an upload, unless one is given', () => {
    const { rerender } = render(<ResponsiveImage src="https://exemple.fr/a.png" alt="A" sizes="100vw" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
    rerender(
      <ResponsiveImage src="/a-800.webp" srcSet="/a-480.webp 480w, /a-800.webp 800w" alt="A" sizes="90vw" />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/a-480.webp 480w, /a-800.webp 800w');
    expect(screen.getByRole('img')).toHaveAttribute('sizes', '90vw');
  });
});
