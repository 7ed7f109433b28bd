import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Lightbox, LIGHTBOX_FADE_MS, type LightboxImage } from './lightbox';

const IMAGES: LightboxImage[] = [
  { src: '/uploads/a.webp', srcSet: '/uploads/a-480.webp 480w', alt: 'Cuisine posée' },
  { src: '/uploads/b.webp', alt: 'Salle de bain' },
  { src: '/uploads/c.webp', alt: 'Terrasse en bois' },
];

function Gallery({ onIndexChange }: { onIndexChange?: (index: number | null) => void }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      {IMAGES.map((image, position) => (
        <button key={image.src} type="button" onClick={() => setIndex(position)}>
          Ouvrir {image.alt}
        </button>
      ))}
      <Lightbox
        images={IMAGES}
        index={index}
        onIndexChange={(next) => {
          onIndexChange?.(next);
          setIndex(next);
        }}
      />
    </>
  );
}

describe('Lightbox', () => {
  it('renders nothing while closed', () => {
    render(<Lightbox images={IMAGES} index={null} onIndexChange={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the chosen image in a modal dialog with previous disabled at the start', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir Cuisine posée' }));
    const dialog = screen.getByRole('dialog', { name: 'Image 1 sur 3 : Cuisine posée' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const image = screen.getByRole('img', { name: 'Cuisine posée' });
    expect(image).toHaveAttribute('src', '/uploads/a.webp');
    expect(image).toHaveAttribute('srcset', '/uploads/a-480.webp 480w');
    expect(screen.getByRole('button', { name: 'Image précédente' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves with the buttons and the arrow keys, and stops at the ends', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    render(<Gallery onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir Salle de bain' }));
    await user.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 3 sur 3 : Terrasse en bois');
    expect(screen.getByRole('button', { name: 'Image suivante' })).toBeDisabled();
    // The disabled button lost the focus; it stays in the dialog.
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 3 sur 3 : Terrasse en bois');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 1 sur 3 : Cuisine posée');
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange.mock.calls).toEqual([[2], [1], [0]]);
  });

  it('keeps the focus inside with Tab', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir Salle de bain' }));
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Image précédente' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Image suivante' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Image suivante' })).toHaveFocus();
  });

  it('closes with Escape after a fade, and gives the focus back to the opener', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Gallery />);
      const opener = screen.getByRole('button', { name: 'Ouvrir Terrasse en bois' });
      await user.click(opener);
      await user.keyboard('{Escape}');
      expect(opener).toHaveFocus();
      // Still on screen while it fades out.
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(LIGHTBOX_FADE_MS);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(document.body.style.overflow).toBe('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    render(<Lightbox images={IMAGES} index={1} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onIndexChange).toHaveBeenCalledWith(null);
  });
});
