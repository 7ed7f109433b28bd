// Keeps the active option of a combobox's listbox in view while the arrow keys move it (aria-activedescendant
// pattern: the focus stays in the text box, so the browser does not scroll the list by itself; WCAG 2.4.7).
import { useEffect } from 'react';

/** Scrolls the option with this id into its scrolling list, as little as needed; nothing when undefined. */
export function useActiveOptionInView(optionId: string | undefined): void {
  useEffect(() => {
    if (!optionId) return;
    const option = document.getElementById(optionId);
    // jsdom has no layout, hence no scrollIntoView.
    if (typeof option?.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
  }, [optionId]);
}

/**
 * The option ArrowDown or ArrowUp makes active in a list of `count` options (wrapping at both ends): the first or the
 * last when none is, or when the list was not shown yet.
 */
export function movedOption(down: boolean, current: number, count: number, shown: boolean): number {
  if (!shown || current < 0) return down ? 0 : count - 1;
  return down ? (current + 1) % count : (current - 1 + count) % count;
}
