// The map's trade mode (SPEC 2): an ARIA 1.2 combobox over the trade list, filtered by accent- and case-insensitive
// substring and leaving out the selected trade. Choosing a trade selects it; the selected trade shows as a pressed
// button that deselects when clicked again, and the clear button deselects it and empties the box. Enter with text
// typed but no trade chosen selects the trade named so, else the first that matches (issue 21), or says that none
// matches. A click outside closes the list and chooses nothing.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery, normalizeText } from '@annuaire/shared/domain/text';
import { useActiveOptionInView } from '@annuaire/shared/ui/active-option';
import { cx } from '@annuaire/shared/ui/class-names';
import { controlClassNames, FieldError } from '@annuaire/shared/ui/field';
import { IconClose, IconSearch } from '@annuaire/shared/ui/icons';
import type { Loadable } from '../../../utils/loadable';
import { tradeSuggestions } from '../utils/trade-filter';
import styles from './map-search-bar.module.css';

export const TRADE_PLACEHOLDER = 'Recherche par métier...';
export const TRADES_LOADING = 'Chargement des métiers...';
export const TRADES_ERROR = "Les métiers n'ont pas pu être chargés.";
export const NO_TRADE_MATCH = 'Aucun métier ne correspond à votre recherche.';

/** The answer to Enter on a trade typed that no trade matches. */
export function noTradeMatchText(typed: string): string {
  return `Aucun métier ne correspond à « ${typed.trim()} ».`;
}

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
  const errorId = `trade-error-${id}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);
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
    setError(null);
  }

  /** Enter with no option active: the trade named so, else the first suggestion; none, a message. */
  function searchTyped() {
    const typed = normalizeText(query);
    // An empty box, or trades not known yet (the list says why): nothing to search.
    if (typed === '' || specialites.status !== 'success') return;
    const best = options.find((specialite) => normalizeText(specialite.metier) === typed) ?? options[0];
    if (best) {
      choose(best);
    } else if (selected && matchesQuery(selected.metier, query)) {
      // Only the trade already selected matches: it stays so.
      onQueryChange('');
      setOpen(false);
      setActive(-1);
    } else {
      setOpen(false);
      setActive(-1);
      setError(noTradeMatchText(query));
    }
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      // Never a form's submission: the search bar's Enter is the search of the box it is typed in.
      event.preventDefault();
      if (open && active >= 0 && options[active]) choose(options[active]);
      else searchTyped();
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={TRADE_PLACEHOLDER}
          className={cx(controlClassNames.control, error && controlClassNames.invalid, styles.input)}
          value={query}
          onChange={(event) => {
            onQueryChange(event.target.value);
            setOpen(true);
            setActive(-1);
            setError(null);
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
              setError(null);
              input.current?.focus();
            }}
          >
            <IconClose />
          </button>
        ) : null}
      </div>
      {error ? (
        <div role="alert">
          <FieldError id={errorId} error={error} />
        </div>
      ) : null}
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
