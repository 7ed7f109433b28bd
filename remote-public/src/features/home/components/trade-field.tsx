// The « Quoi ? » field of the home search (home-search.tsx): a combobox over the trades (accent- and
// case-insensitive contains-match, SPEC 5) whose list opens on focus and closes on a choice, an outside click or when
// focus leaves it, choosing nothing. The search owns the text, the choice and the error, so that one « Chercher »
// reads both fields. The list takes its room under the box instead of covering the « Où ? » box below it: a click
// on that box always reaches it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery, normalizeText } from '@annuaire/shared/domain/text';
import { movedOption, useActiveOptionInView } from '@annuaire/shared/ui/active-option';
import { cx } from '@annuaire/shared/ui/class-names';
import { controlClassNames, FieldError } from '@annuaire/shared/ui/field';
import { IconSearch } from '@annuaire/shared/ui/icons';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import styles from './home-search.module.css';

export const TRADES_LOADING_TEXT = 'Chargement...';
export const TRADES_ERROR_TEXT = 'Impossible de charger les spécialités pour le moment.';
export const TRADES_NO_MATCH_TEXT = 'Aucune spécialité ne correspond.';

/** The answer to a search for a trade typed that no trade matches. */
export function noTradeMatchText(typed: string): string {
  return `Aucune spécialité ne correspond à « ${typed.trim()} ».`;
}

/** The trade a text typed but not chosen stands for: the one named so, else the first that matches, else none. */
export function bestTradeMatch(trades: readonly Specialite[], text: string): Specialite | undefined {
  const typed = normalizeText(text);
  if (typed === '') return undefined;
  return (
    trades.find((specialite) => normalizeText(specialite.metier) === typed) ??
    trades.find((specialite) => matchesQuery(specialite.metier, text))
  );
}

export const TRADE_FIELD_LABEL = 'Quoi ?';

export interface TradeFieldProps {
  trades: SpecialitesQueryResult;
  /** The text in the box. */
  text: string;
  /** The trade chosen in the list, while the box shows its name. */
  chosen: Specialite | null;
  /** The message of a search that found no trade for the text, next to the box. */
  error: string | null;
  /** Typing: the choice and the error go. */
  onTextChange(text: string): void;
  onChoose(specialite: Specialite): void;
}

export function TradeField({ trades, text, chosen, error, onTextChange, onChoose }: TradeFieldProps) {
  const inputId = useId();
  const listId = `${inputId}-liste`;
  const errorId = `${inputId}-erreur`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const all = trades.status === 'success' ? trades.data : [];
  // Once a trade is chosen its name is in the box; the whole list stays offered when the box is opened again.
  const matches = chosen ? all : all.filter((specialite) => matchesQuery(specialite.metier, text));

  // A press elsewhere, or the focus leaving the form, closes the list and chooses nothing. The list takes its room in
  // the page, so that closing it moves up what lies under it: during a press (the mouse's, or the mouse events of a
  // tap) it closes once the press is over, and the click lands where it was aimed ('Lieu', 'Chercher', a link).
  const pressing = useRef(false);
  const closeAfterPress = useRef(false);
  useEffect(() => {
    if (!open) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPress = (event: MouseEvent) => {
      clearTimeout(timer);
      pressing.current = true;
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) closeAfterPress.current = true;
    };
    const pressOver = () => {
      clearTimeout(timer);
      pressing.current = false;
      if (closeAfterPress.current) setOpen(false);
      closeAfterPress.current = false;
    };
    // The click that ends a press; a press that makes none (dragged away) is over just after its release.
    const onRelease = () => {
      timer = setTimeout(pressOver, 0);
    };
    document.addEventListener('mousedown', onPress, true);
    document.addEventListener('mouseup', onRelease, true);
    document.addEventListener('pointercancel', onRelease, true);
    document.addEventListener('click', pressOver);
    return () => {
      document.removeEventListener('mousedown', onPress, true);
      document.removeEventListener('mouseup', onRelease, true);
      document.removeEventListener('pointercancel', onRelease, true);
      document.removeEventListener('click', pressOver);
      clearTimeout(timer);
      pressing.current = false;
      closeAfterPress.current = false;
    };
  }, [open]);

  function choose(specialite: Specialite) {
    onChoose(specialite);
    setOpen(false);
    setActive(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = matches.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      setActive((current) => movedOption(down, current, count, open));
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const listShown = open && matches.length > 0;
  const activeId = listShown && active >= 0 ? `${listId}-${active}` : undefined;
  useActiveOptionInView(activeId);
  let message: string | null = null;
  if (open && trades.status === 'pending') message = TRADES_LOADING_TEXT;
  else if (open && trades.status === 'error') message = TRADES_ERROR_TEXT;
  else if (open && trades.status === 'success' && matches.length === 0) message = TRADES_NO_MATCH_TEXT;

  return (
    <div
      ref={rootRef}
      className={styles.field}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        if (pressing.current) closeAfterPress.current = true;
        else setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        {TRADE_FIELD_LABEL}
      </label>
      <div className={styles.box}>
        <IconSearch className={styles.icon} />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          placeholder="Plombier, électricien…"
          value={text}
          onChange={(event) => {
            onTextChange(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={handleKeyDown}
          className={cx(controlClassNames.control, error && controlClassNames.invalid, styles.input)}
        />
        <div className={styles.inlinePopup} hidden={!(listShown || message)}>
          {message ? (
            <p className={styles.message} role={trades.status === 'pending' ? 'status' : undefined}>
              {message}
            </p>
          ) : null}
          <ul id={listId} role="listbox" aria-label="Spécialités" className={styles.list} hidden={!listShown}>
            {matches.map((specialite, index) => (
              <li
                key={specialite.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? `${styles.option} ${styles.active}` : styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => choose(specialite)}
              >
                {specialite.metier}
              </li>
            ))}
          </ul>
        </div>
      </div>
      {error ? (
        <div role="alert">
          <FieldError id={errorId} error={error} />
        </div>
      ) : null}
    </div>
  );
}
