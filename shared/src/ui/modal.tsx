// Modal: an accessible dialog (role=dialog, aria-modal) with focus trap, Escape to close, focus return and a 'Fermer' button.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from './class-names';
import { keepTabInside } from './focus-trap';
import { IconClose } from './icons';
import styles from './modal.module.css';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions row at the bottom (e.g. 'Annuler' and 'Enregistrer'). */
  footer?: ReactNode;
  /** Optional text under the title, announced with the dialog. */
  description?: ReactNode;
  size?: ModalSize;
  /** Element to focus on open; defaults to the first focusable element of the content, then the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeOnBackdropClick?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  className?: string;
  /**
   * `alertdialog` for a dialog that interrupts to ask or tell something that needs an answer (a confirmation, a
   * refusal); the content given to `description` is then its message.
   */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

// Several dialogs may be open (a lightbox above a form): the page scrolls again when the last one closes.
let openCount = 0;
let savedOverflow = '';

function lockScroll(): void {
  if (openCount === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  openCount += 1;
}

function unlockScroll(): void {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0) document.body.style.overflow = savedOverflow;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  description,
  size = 'md',
  initialFocusRef,
  closeOnBackdropClick = true,
  closeLabel = 'Fermer',
  className,
  role = 'dialog',
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    lockScroll();
    const target =
      initialFocusRef?.current ??
      (contentRef.current ? focusableIn(contentRef.current)[0] : undefined) ??
      closeRef.current ??
      dialogRef.current;
    target?.focus();
    return () => {
      unlockScroll();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Focus moves once per opening, not when the caller passes a new ref object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // A nested dialog handles its own Escape; the one below must stay open.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.contains(document.activeElement)) return;
    keepTabInside(event, focusableIn(dialog), dialog);
  }

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        pointerDownOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (closeOnBackdropClick && pointerDownOnBackdrop.current && event.target === event.currentTarget) {
          onClose();
        }
        pointerDownOnBackdrop.current = false;
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.dialog, styles[size], className)}
        onKeyDown={handleKeyDown}
      >
        {/* Divs, not header and footer: rendered at the body's level, those would be a second banner and footer of
            the page for assistive technologies. */}
        <div className={styles.header}>
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className={styles.description}>
                {description}
              </p>
            ) : null}
          </div>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label={closeLabel}
            title={closeLabel}
            onClick={onClose}
          >
            <IconClose />
          </button>
        </div>
        <div ref={contentRef} className={styles.content}>
          {children}
        </div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
