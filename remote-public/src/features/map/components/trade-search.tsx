// The map's trade mode (SPEC 2): an ARIA 1.2 combobox over the trade list, filtered by accent- and case-insensitive
// substring and leaving out the selected trade. Choosing a trade selects it; the selected trade shows as a pressed
// button that deselects when clicked again, and the clear button deselects it and empties the box.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { useActiveOptionInView } from '@annuaire/shared/ui/active-option';
import { controlClassNames } from '@annuaire/shared/ui/field';
import { IconClose, IconSearch } from '@annuaire/shared/ui/icons';
import type { Loadable } from '../../../utils/loadable';
import { tradeSuggestions } from '../utils/trade-filter';
import styles from './map-search-bar.module.css';

export const TRADE_PLACEHOLDER = 'Recherche par métier...';
export const TRADES_LOADING = 'Chargement des métiers...';
export const TRADES_ERROR = "Les métiers n'ont pas pu être chargés.";
export const NO_TRADE_MATCH = 'Aucun métier ne correspond à votre recherche.';

export interface TradeSearchProps {
  specialites: Loadable<Specialite[]>;
  selected: Specialite | null;
  onSelect(id: number | null): void;
  query: string;
  onQueryChange(query: string): void;
}

export function TradeSearch({ specialites, selected, onSelect, query, onQueryChange }: TradeSearchProps) {
  const id = useId();
  const inputId = `trade-search-${id}`;
  const listId = `trade-options-${id}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  const options =
    specialites.status === 'success' ? tradeSuggestions(specialites.data, query, selected?.id ?? null) : [];

  useEffect(() => {
    if (!open) return undefined;
    const close = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [open]);

  function choose(specialite: Specialite) {
    onSelect(specialite.id);
    onQueryChange('');
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const activeId = open && active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined;
  useActiveOptionInView(activeId);

  return (
    <div className={styles.combo} ref={root}>
      <label htmlFor={inputId} className="visually-hidden">
        Recherche par métier
      </label>
      <div className={styles.inputWrap}>
        <IconSearch className={styles.inputIcon} />
        <input
          ref={input}
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          placeholder={TRADE_PLACEHOLDER}
          className={`${controlClassNames.control} ${styles.input}`}
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
        />
        {query || selected ? (
          <button
            type="button"
            className={styles.clear}
            aria-label="Effacer la recherche et le métier choisi"
            onClick={() => {
              onQueryChange('');
              onSelect(null);
              setActive(-1);
              input.current?.focus();
            }}
          >
            <IconClose />
          </button>
        ) : null}
      </div>
      {selected ? (
        <div className={styles.selected}>
          <span id={`${id}-selected`} className="visually-hidden">
            Métier choisi :
          </span>
          <button
            type="button"
            className={styles.chip}
            aria-pressed="true"
            aria-describedby={`${id}-selected`}
            title="Cliquer pour retirer ce filtre"
            onClick={() => onSelect(null)}
          >
            {selected.metier}
            <IconClose size="1em" />
          </button>
        </div>
      ) : null}
      <ul id={listId} role="listbox" aria-label="Métiers" className={styles.options} hidden={!open}>
        {specialites.status === 'loading' ? (
          <li className={styles.note} role="presentation">
            {TRADES_LOADING}
          </li>
        ) : null}
        {specialites.status === 'error' ? (
          <li className={styles.note} role="presentation">
            {TRADES_ERROR}
          </li>
        ) : null}
        {specialites.status === 'success' && options.length === 0 ? (
          <li className={styles.note} role="presentation">
            {NO_TRADE_MATCH}
          </li>
        ) : null}
        {options.map((specialite, index) => (
          <li
            key={specialite.id}
            id={`${listId}-${specialite.id}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Keeps the focus in the box, so that the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(specialite)}
          >
            {specialite.metier}
          </li>
        ))}
      </ul>
    </div>
  );
}
