// Lightbox: one image of a gallery at a time in a modal dialog, with previous and next (disabled at the ends), the
// arrow keys, Escape and a close button; focus stays inside and comes back to the opener; it closes with a fade
// (SPEC 2, public artisan page). Used by the artisan page and the profile editor.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
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
}

/** Length of the closing fade; keep in step with lightbox.module.css. */
export const LIGHTBOX_FADE_MS = 200;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function Lightbox({ images, index, onIndexChange }: LightboxProps) {
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(Math.max(index, 0), images.length - 1) : null;
  // The last image shown stays on screen while the dialog fades out.
  const [shown, setShown] = useState<number | null>(current);
  const [closing, setClosing] = useState(false);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();

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
      if (opener.current?.isConnected) opener.current.focus();
    };
  }, [mounted]);

  // A previous or next button that becomes disabled at an end drops the focus: keep it in the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    const focused = document.activeElement;
    const kept = focused instanceof HTMLButtonElement ? !focused.disabled : true;
    if (shown === null || closing || !dialog || (dialog.contains(focused) && kept)) return;
    const enabled = Array.from(dialog.querySelectorAll<HTMLElement>('button:not([disabled])'));
    (enabled[enabled.length - 1] ?? dialog).focus();
  }, [shown, closing]);

  // Focus returns to the opener as soon as the closing starts, not after the fade.
  useEffect(() => {
    if (closing && opener.current?.isConnected) opener.current.focus();
  }, [closing]);

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
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
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
        <p id={titleId} className={styles.counter}>
          Image {shown + 1} sur {count}
          <span className="visually-hidden"> : {image.alt}</span>
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
