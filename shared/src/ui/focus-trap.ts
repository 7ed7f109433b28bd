// Tab and Shift+Tab kept inside a dialog (the modal, the lightbox): from the last control to the first and back.
import type { KeyboardEvent } from 'react';

/**
 * Call on a Tab keydown inside the dialog. Without any control, the focus stays on `container` when one is given;
 * Shift+Tab from the container itself goes to the last control.
 */
export function keepTabInside(
  event: KeyboardEvent,
  focusables: readonly HTMLElement[],
  container?: HTMLElement,
): void {
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    if (container) {
      event.preventDefault();
      container.focus();
    }
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || (container !== undefined && active === container))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
