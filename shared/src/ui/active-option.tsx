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
