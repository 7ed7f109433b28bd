// The search box « Artisan, entreprise, SIRET… » (the header of every page, the /recherche page): a form that leads to
// /recherche?q=… (a plain GET without JavaScript, so that the server-rendered page searches too), with the
// listings the text finds suggested as one types (a combobox: the arrow keys move in the list, Enter opens the
// listing chosen, Escape closes the list). Suggestions that fail leave the search itself working: they are extra.
import { useId, useRef, useState, type FormEvent } from 'react';
import { RECHERCHE_LIMITS, RECHERCHE_TEXTS } from '../contract/recherche-texts';
import { hrefs } from '../federation/routes';
import { useRechercheSuggestions } from '../query/recherche';
import { useNavigate } from '../routing/router';
import { cx } from './class-names';
import { suggestionsStatusText, useCombobox } from './use-combobox';
import { controlClassNames } from './field';
import { IconSearch } from './icons';
import styles from './search-box.module.css';

export interface SearchBoxProps {
  /** The text the box starts with (the query of the page it is on). */
  defaultValue?: string;
  /** The landmark's name: two searches on one screen must not share it. */
  label?: string;
  /** `page`: the search page's own large box; `header`: the compact box of the site's header. */
  variant?: 'header' | 'page';
  className?: string;
}

export function SearchBox({
  defaultValue = '',
  label = RECHERCHE_TEXTS.landmark,
  variant = 'header',
  className,
}: SearchBoxProps) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const rootRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const { q, suggestions } = useRechercheSuggestions(open ? text : '');
  const combobox = useCombobox({
    listId,
    count: suggestions.length,
    onChoose: (index) => navigate(hrefs.artisan(suggestions[index]!.id)),
    open,
    onOpenChange: setOpen,
  });

  // The page's query changed under the box (back, a link to another search): the box shows it, adjusted while
  // rendering rather than in an effect, so that no frame shows the old text.
  const [shownFor, setShownFor] = useState(defaultValue);
  if (shownFor !== defaultValue) {
    setShownFor(defaultValue);
    setText(defaultValue);
  }

  const { listShown } = combobox;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    combobox.setOpen(false);
    navigate(hrefs.recherche(text.trim()));
  }

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label={label}
      action={hrefs.recherche()}
      method="get"
      className={cx(styles.form, variant === 'page' && styles.page, className)}
      onSubmit={submit}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) combobox.setOpen(false);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {RECHERCHE_TEXTS.label}
      </label>
      <div className={styles.box}>
        <IconSearch className={styles.icon} />
        <input
          id={inputId}
          name="q"
          // A text box: HTML allows the combobox role on type="text", not on type="search" (W3C checker).
          type="text"
          inputMode="search"
          {...combobox.inputProps}
          enterKeyHint="search"
          maxLength={RECHERCHE_LIMITS.qMax}
          placeholder={RECHERCHE_TEXTS.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            combobox.resetActive();
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          className={cx(controlClassNames.control, styles.input)}
        />
        <div className={styles.popup} hidden={!listShown}>
          <ul id={listId} role="listbox" aria-label="Suggestions d’artisans" className={styles.list}>
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.id}
                {...combobox.optionProps(index)}
                className={cx(styles.option, index === combobox.active && styles.active)}
              >
                <span className={styles.name}>{suggestion.entrepriseNom}</span>
                <span className={styles.place}>
                  {[suggestion.codePostal, suggestion.ville].filter(Boolean).join(' ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <button type="submit" className={styles.submit}>
        {variant === 'page' ? (
          RECHERCHE_TEXTS.submit
        ) : (
          <>
            <IconSearch />
            <span className="visually-hidden">{RECHERCHE_TEXTS.submit}</span>
          </>
        )}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {open && q ? suggestionsStatusText(suggestions.length) : ''}
      </p>
    </form>
  );
}
