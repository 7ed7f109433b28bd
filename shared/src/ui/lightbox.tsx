// Lightbox: one image of a gallery at a time in a modal dialog, with previous and next (disabled at the ends), the
// arrow keys, a swipe on a touch screen, Escape, a click on the dark backdrop around the picture and a close button;
// focus stays inside and comes back to the thumbnail of the image last shown (`triggerOf`), else to the opener; it
// closes with a fade (SPEC 2, public artisan page; issue 22). Used by the artisan page and the profile editor.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { cx } from './class-names';
import { keepTabInside } from './focus-trap';
import { IconChevronLeft, IconChevronRight, IconClose } from './icons';
import styles from './lightbox.module.css';

export interface LightboxImage {
  src: string;
  srcSet?: string;
  alt: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The image shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange(index: number | null): void;
  /**
   * The element that opens image `index` (its thumbnail): the focus goes back to the one of the image last shown,
   * not to the one first clicked. Without it (or when it returns nothing), the focus goes back to the opener.
   */
  triggerOf?(index: number): HTMLElement | null | undefined;
}

/** A horizontal move of at least this many pixels, more horizontal than vertical, is a swipe. */
export const SWIPE_MIN_PX = 40;

/** The accessible title: « Image 2 sur 5 : Cuisine posée », without the colon when the image has no description. */
export function lightboxTitle(position: number, count: number, alt: string): string {
  const counter = `Image ${position} sur ${count}`;
  const described = alt.trim();
  return described ? `${counter} : ${described}` : counter;
}

/** What a click may land on without closing: the picture, its caption, the counter and the buttons. */
const KEEPS_OPEN = 'img, figcaption, button, [data-lightbox-keep]';

/** Length of the closing fade; keep in step with lightbox.module.css. */
export const LIGHTBOX_FADE_MS = 200;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function Lightbox({ images, index, onIndexChange, triggerOf }: LightboxProps) {
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(Math.max(index, 0), images.length - 1) : null;
  // The last image shown stays on screen while the dialog fades out.
  const [shown, setShown] = useState<number | null>(current);
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  // The image last shown and the way back to its thumbnail, read when the focus goes back (in effects).
  const lastShown = useRef<number | null>(null);
  const latestTriggerOf = useRef(triggerOf);
  useEffect(() => {
    latestTriggerOf.current = triggerOf;
  });
  useEffect(() => {
    if (shown !== null) lastShown.current = shown;
  }, [shown]);

  /** Where the focus goes back: the thumbnail of the image last shown, else the element that opened the lightbox. */
  const returnTarget = useCallback((): HTMLElement | null => {
    const last = lastShown.current;
    const trigger = last === null ? null : latestTriggerOf.current?.(last);
    if (trigger?.isConnected) return trigger;
    return opener.current?.isConnected ? opener.current : null;
  }, []);

  if (current !== null && (shown !== current || closing)) {
    setShown(current);
    setClosing(false);
  } else if (current === null && shown !== null && !closing) {
    setClosing(true);
  }

  useEffect(() => {
    if (!closing) return undefined;
    const finish = () => {
      setClosing(false);
      setShown(null);
    };
    if (prefersReducedMotion()) {
      finish();
      return undefined;
    }
    const timer = setTimeout(finish, LIGHTBOX_FADE_MS);
    return () => clearTimeout(timer);
  }, [closing]);

  const mounted = shown !== null;
  useEffect(() => {
    if (!mounted) return undefined;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      returnTarget()?.focus();
    };
  }, [mounted, returnTarget]);

  // A previous or next button that becomes disabled at an end drops the focus: keep it in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    const focused = document.activeElement;
    const kept = focused instanceof HTMLButtonElement ? !focused.disabled : true;
    if (shown === null || closing || !dialog || (dialog.contains(focused) && kept)) return;
    const enabled = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
    (enabled[enabled.length - 1] ?? dialog).focus();
  }, [shown, closing]);

  // Focus returns as soon as the closing starts, not after the fade.
  useEffect(() => {
    if (closing) returnTarget()?.focus();
  }, [closing, returnTarget]);

  if (shown === null) return null;
  const image = images[Math.min(shown, images.length - 1)];
  if (!image) return null;
  const count = images.length;
  const atStart = shown <= 0;
  const atEnd = shown >= count - 1;

  const go = (target: number) => {
    if (!closing && target >= 0 && target < count) onIndexChange(target);
  };
  const close = () => {
    if (!closing) onIndexChange(null);
  };

  // A click on the dark backdrop around the picture closes, wherever the dialog's box reaches; one on the picture,
  // its caption, the counter or a button does not.
  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    const target = event.target;
    if (target instanceof Element && target.closest(KEEPS_OPEN)) return;
    close();
  }

  // A swipe on a touch screen: to the left shows the next image, to the right the previous one.
  function handleTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0];
    swipeStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function handleTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = swipeStart.current;
    swipeStart.current = null;
    const touch = event.changedTouches[0];
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    go(shown! + (dx < 0 ? 1 : -1));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(shown! - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(shown! + 1);
    } else if (event.key === 'Tab') {
      keepTabInside(
        event,
        Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? []),
      );
    }
  }

  return createPortal(
    <div
      className={cx(styles.backdrop, closing && styles.closing)}
      onClick={handleBackdropClick}
      onTouchStart={handleTouchStart}
      onTouchEnd={handleTouchEnd}
      onTouchCancel={() => {
        swipeStart.current = null;
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={handleKeyDown}
      >
        {/* One text for the title (no colon before an empty description); the counter is what the eye reads. */}
        <p className={styles.counter} data-lightbox-keep="">
          <span id={titleId} className="visually-hidden">
            {lightboxTitle(shown + 1, count, image.alt)}
          </span>
          <span aria-hidden="true">{`Image ${shown + 1} sur ${count}`}</span>
        </p>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          aria-label="Fermer"
          title="Fermer"
          onClick={close}
        >
          <IconClose size="1.5em" />
        </button>
        <figure className={styles.figure}>
          <img
            key={image.src}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '100vw' : undefined}
            alt={image.alt}
            className={styles.image}
          />
          {image.alt ? <figcaption className={styles.caption}>{image.alt}</figcaption> : null}
        </figure>
        <div className={styles.nav}>
          <Button
            variant="secondary"
            onClick={() => go(shown - 1)}
            disabled={atStart}
            iconStart={<IconChevronLeft />}
            aria-label="Image précédente"
          >
            <span className={styles.navText}>Précédente</span>
          </Button>
          <Button
            variant="secondary"
            onClick={() => go(shown + 1)}
            disabled={atEnd}
            iconEnd={<IconChevronRight />}
            aria-label="Image suivante"
          >
            <span className={styles.navText}>Suivante</span>
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
