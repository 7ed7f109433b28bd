// useCombobox: what every text box with suggestions shares (ARIA 1.2 combobox with a listbox popup,
// aria-activedescendant pattern): the option the arrow keys are on, ArrowDown/ArrowUp wrapping, Enter choosing,
// Escape closing the popup and not the dialog around it, the ARIA attributes of the box and of its options.
// SearchBox, AddressSearch and the form field Combobox build on it; it has no style of its own, so that the public
// pages' search box brings none of the others' along.
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { movedOption, useActiveOptionInView } from './active-option';

/** What a screen reader hears when the list changes. */
export function suggestionsStatusText(count: number): string {
  if (count === 0) return 'Aucune suggestion.';
  return `${count} suggestion${count > 1 ? 's' : ''} : flèches haut et bas pour les parcourir.`;
}

export interface UseComboboxOptions {
  /** The listbox's id; each option's is `${listId}-${index}`. */
  listId: string;
  /** How many options the listbox holds now. */
  count: number;
  /**
   * Whether the popup, once open, shows anything (the list, or a message in its place): Escape closes it, and is
   * kept from the dialog around, only then. By default, whether there is a list.
   */
  popupContent?: boolean;
  /** An option chosen with Enter or a click; the popup is closed already. */
  onChoose(index: number): void;
  /**
   * Whether the popup is open, and its opening or closing: the caller holds it, since it asks for suggestions only
   * while the popup is open.
   */
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function useCombobox({
  listId,
  count,
  popupContent,
  onChoose,
  open,
  onOpenChange,
}: UseComboboxOptions) {
  const [active, setActive] = useState(-1);
  const listShown = open && count > 0;
  const activeId = listShown && active >= 0 && active < count ? `${listId}-${active}` : undefined;
  useActiveOptionInView(activeId);

  /** Opens or closes the popup; closed, no option is active. */
  function setOpen(next: boolean) {
    if (!next) setActive(-1);
    onOpenChange(next);
  }

  function choose(index: number) {
    setOpen(false);
    onChoose(index);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) setOpen(true);
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        setActive((current) => movedOption(down, current, count, listShown));
        return;
      }
      case 'Enter':
        // Without an active option, Enter is the caller's (a search box submits its form).
        if (listShown && active >= 0 && active < count) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (open && (popupContent ?? count > 0)) {
          // The popup closes, not a dialog the box may sit in.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        return;
      default:
    }
  }

  return {
    setOpen,
    /** The option the arrow keys are on, -1 when none. */
    active,
    /** Forgets the active option (the text changed: the list is about to change). */
    resetActive: () => setActive(-1),
    listShown,
    /** The text box's combobox attributes and keys. */
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': listShown,
      'aria-controls': listId,
      'aria-activedescendant': activeId,
      autoComplete: 'off',
      onKeyDown: handleKeyDown,
    },
    /** An option's id, role, state and pointer handlers. */
    optionProps: (index: number) => ({
      id: `${listId}-${index}`,
      role: 'option' as const,
      'aria-selected': index === active,
      // The press keeps the focus in the box, so that its blur does not close the list under the click.
      onMouseDown: (event: MouseEvent) => event.preventDefault(),
      onMouseEnter: () => setActive(index),
      onClick: () => choose(index),
    }),
  };
}
