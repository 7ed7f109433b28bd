import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useRef } from 'react';
import { Lightbox, LIGHTBOX_FADE_MS, lightboxTitle, SWIPE_MIN_PX, type LightboxImage } from './lightbox';

const IMAGES: LightboxImage[] = [
  { src: '/uploads/a.webp', srcSet: '/uploads/a-480.webp 480w', alt: 'Cuisine posée' },
  { src: '/uploads/b.webp', alt: 'Salle de bain' },
  { src: '/uploads/c.webp', alt: 'Terrasse en bois' },
];

function Gallery({
  onIndexChange,
  images = IMAGES,
  withTriggers = false,
}: {
  onIndexChange?: (index: number | null) => void;
  images?: LightboxImage[];
  withTriggers?: boolean;
}) {
  const [index, setIndex] = useState<number | null>(null);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  return (
    <>
      {images.map((image, position) => (
        <button
          key={image.src}
          ref={(element) => {
            thumbs.current[position] = element;
          }}
          type="button"
          onClick={() => setIndex(position)}
        >
          Ouvrir {image.alt || image.src}
        </button>
      ))}
      <Lightbox
        images={images}
        index={index}
        onIndexChange={(next) => {
          onIndexChange?.(next);
          setIndex(next);
        }}
        triggerOf={withTriggers ? (position) => thumbs.current[position] : undefined}
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

  it('titles the dialog with one text, without a colon when the image has no description (issue 22)', async () => {
    expect(lightboxTitle(1, 2, 'RGE Qualibat')).toBe('Image 1 sur 2 : RGE Qualibat');
    expect(lightboxTitle(2, 2, '  ')).toBe('Image 2 sur 2');
    const user = userEvent.setup();
    render(<Gallery images={[{ src: '/uploads/x.webp', alt: '' }, ...IMAGES]} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir /uploads/x.webp' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleName('Image 1 sur 4');
    expect(dialog.textContent).not.toContain(':');
    await user.click(screen.getByRole('button', { name: 'Image suivante' }));
    expect(dialog).toHaveAccessibleName('Image 2 sur 4 : Cuisine posée');
  });

  it('closes on a click on the dark backdrop around the picture, not on the picture or its caption (issue 22)', async () => {
    const user = userEvent.setup();
    const onIndexChange = jest.fn();
    render(<Lightbox images={IMAGES} index={0} onIndexChange={onIndexChange} />);
    await user.click(screen.getByRole('img', { name: 'Cuisine posée' }));
    await user.click(screen.getByText('Cuisine posée', { selector: 'figcaption' }));
    expect(onIndexChange).not.toHaveBeenCalled();
    // The dialog's own box spans the screen: the dark area around the picture is the dialog, its figure or the
    // row of buttons, never the picture.
    const dialog = screen.getByRole('dialog');
    await user.click(dialog.querySelector('figure')!);
    expect(onIndexChange).toHaveBeenLastCalledWith(null);
    onIndexChange.mockClear();
    await user.click(dialog);
    expect(onIndexChange).toHaveBeenLastCalledWith(null);
    onIndexChange.mockClear();
    await user.click(dialog.parentElement!);
    expect(onIndexChange).toHaveBeenLastCalledWith(null);
  });

  it('gives the focus back to the thumbnail of the image last shown (issue 22)', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<Gallery withTriggers />);
      await user.click(screen.getByRole('button', { name: 'Ouvrir Cuisine posée' }));
      await user.keyboard('{ArrowRight}{ArrowRight}');
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Ouvrir Terrasse en bois' })).toHaveFocus();
      await act(async () => {
        jest.advanceTimersByTime(LIGHTBOX_FADE_MS);
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Ouvrir Terrasse en bois' })).toHaveFocus();
    } finally {
      jest.useRealTimers();
    }
  });

  it('goes to the next image with a swipe to the left and back with one to the right (issue 22)', async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir Salle de bain' }));
    const swipe = (dx: number, dy = 0) => {
      // On the picture shown (a new <img> for each image).
      const image = screen.getByRole('dialog').querySelector('img')!;
      fireEvent.touchStart(image, { touches: [{ clientX: 200, clientY: 300 }] });
      fireEvent.touchEnd(image, { touches: [], changedTouches: [{ clientX: 200 + dx, clientY: 300 + dy }] });
    };
    swipe(-(SWIPE_MIN_PX + 20));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 3 sur 3 : Terrasse en bois');
    swipe(SWIPE_MIN_PX + 20);
    swipe(SWIPE_MIN_PX + 20);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 1 sur 3 : Cuisine posée');
    // A short touch, or a mostly vertical move (scrolling), is no swipe; nor is a swipe past an end.
    swipe(-(SWIPE_MIN_PX - 10));
    swipe(-(SWIPE_MIN_PX + 20), 200);
    swipe(SWIPE_MIN_PX + 20);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Image 1 sur 3 : Cuisine posée');
    // A swipe is no click on the backdrop: the lightbox stays open.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
