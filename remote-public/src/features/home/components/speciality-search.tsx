// The hero's speciality search: a combobox over the trades (accent- and case-insensitive contains-match, SPEC 5)
// whose list opens on focus and closes on a choice, an outside click or when focus leaves it, choosing nothing;
// 'Chercher' goes to the chosen trade's page, or to /metiers when the box is empty (SPEC 2, home page). With text
// typed but no trade chosen, Enter or 'Chercher' takes the trade named so, else the first that matches (issue 21),
// or says that none matches. The list takes its room under the box instead of covering the place search below it
// (issue 22): a click on the 'Lieu' box always reaches it.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery, normalizeText } from '@annuaire/shared/domain/text';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useActiveOptionInView } from '@annuaire/shared/ui/active-option';
import { Button } from '@annuaire/shared/ui/button';
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

export function SpecialitySearch({ trades }: { trades: SpecialitesQueryResult }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-liste`;
  const errorId = `${inputId}-erreur`;
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Specialite | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(null);

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
    setChosen(specialite);
    setText(specialite.metier);
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
      setActive((current) => {
        if (!open || current < 0) return down ? 0 : count - 1;
        return down ? (current + 1) % count : (current - 1 + count) % count;
      });
    } else if (event.key === 'Enter' && open && active >= 0 && active < count) {
      event.preventDefault();
      choose(matches[active]!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty box, or trades not known (still loading, failed): all the trades, at /metiers.
    if (!chosen && (text.trim() === '' || trades.status !== 'success')) {
      navigate(hrefs.metiers());
      return;
    }
    const target = chosen ?? bestTradeMatch(all, text);
    if (target) {
      navigate(hrefs.metier(target.id));
      return;
    }
    setOpen(false);
    setActive(-1);
    setError(noTradeMatchText(text));
  }

  const listShown = open && matches.length > 0;
  const activeId = listShown && active >= 0 ? `${listId}-${active}` : undefined;
  useActiveOptionInView(activeId);
  let message: string | null = null;
  if (open && trades.status === 'pending') message = TRADES_LOADING_TEXT;
  else if (open && trades.status === 'error') message = TRADES_ERROR_TEXT;
  else if (open && trades.status === 'success' && matches.length === 0) message = TRADES_NO_MATCH_TEXT;

  return (
    <form
      ref={rootRef}
      className={styles.form}
      role="search"
      aria-label="Recherche par spécialité"
      onSubmit={handleSubmit}
      onBlur={(event) => {
        if (rootRef.current?.contains(event.relatedTarget as Node | null)) return;
        if (pressing.current) closeAfterPress.current = true;
        else setOpen(false);
      }}
    >
      <label htmlFor={inputId} className={styles.label}>
        Spécialité
      </label>
      <div className={styles.row}>
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
              setText(event.target.value);
              setChosen(null);
              setActive(-1);
              setOpen(true);
              setError(null);
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
            <ul
              id={listId}
              role="listbox"
              aria-label="Spécialités"
              className={styles.list}
              hidden={!listShown}
            >
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
        <Button type="submit" variant="accent" className={cx(styles.submit, styles.submitBesideList)}>
          Chercher
        </Button>
      </div>
      {error ? (
        <div role="alert">
          <FieldError id={errorId} error={error} />
        </div>
      ) : null}
    </form>
  );
}
