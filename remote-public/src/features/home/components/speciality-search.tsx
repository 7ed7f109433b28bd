// The hero's speciality search: a combobox over the trades (accent- and case-insensitive contains-match, SPEC 5)
// whose list opens on focus and closes on a choice, an outside click or when focus leaves it; 'Chercher' goes to
// the chosen trade's page, or to /metiers when none is chosen (SPEC 2, home page).
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from '@annuaire/shared/routing/router';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { matchesQuery, normalizeText } from '@annuaire/shared/domain/text';
import { hrefs } from '@annuaire/shared/federation/routes';
import { useActiveOptionInView } from '@annuaire/shared/ui/active-option';
import { Button } from '@annuaire/shared/ui/button';
import { controlClassNames } from '@annuaire/shared/ui/field';
import { IconSearch } from '@annuaire/shared/ui/icons';
import type { SpecialitesQueryResult } from '@annuaire/shared/query/specialites';
import styles from './home-search.module.css';

export const TRADES_LOADING_TEXT = 'Chargement...';
export const TRADES_ERROR_TEXT = 'Impossible de charger les spécialités pour le moment.';
export const TRADES_NO_MATCH_TEXT = 'Aucune spécialité ne correspond.';

export function SpecialitySearch({ trades }: { trades: SpecialitesQueryResult }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-liste`;
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Specialite | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const all = trades.status === 'success' ? trades.data : [];
  // Once a trade is chosen its name is in the box; the whole list stays offered when the box is opened again.
  const matches = chosen ? all : all.filter((specialite) => matchesQuery(specialite.metier, text));

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
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
    // A name typed in full counts as a choice.
    const typed = normalizeText(text);
    const target =
      chosen ?? all.find((specialite) => typed !== '' && normalizeText(specialite.metier) === typed);
    navigate(target ? hrefs.metier(target.id) : hrefs.metiers());
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
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
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
            autoComplete="off"
            placeholder="Plombier, électricien…"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setChosen(null);
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={handleKeyDown}
            className={`${controlClassNames.control} ${styles.input}`}
          />
          <div className={styles.popup} hidden={!(listShown || message)}>
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
        <Button type="submit" variant="accent" className={styles.submit}>
          Chercher
        </Button>
      </div>
    </form>
  );
}
