// Combobox: a labelled form field whose choice is searched on the API (the artisan form's owner account), built on
// useCombobox like the design system's two search boxes: a text box, its suggestions in a popup under it, a loading
// state (the last list stays meanwhile), a French error with a retry, a text when nothing matches.
import { useId, useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { Field, controlClassNames, useLabelledControl, type FieldLookProps } from './field';
import { IconSearch } from './icons';
import { suggestionsStatusText, useCombobox } from './use-combobox';
import styles from './combobox.module.css';

export const COMBOBOX_TEXTS = {
  loading: 'Chargement...',
  retry: 'Réessayer',
} as const;

export interface ComboboxProps<Option> extends FieldLookProps {
  id?: string;
  /** The text box's name: a form's focus goes to it when its field is the first in error. */
  name?: string;
  required?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** The text in the box, and its changes (the caller searches with it). */
  value: string;
  onValueChange(value: string): void;
  /** The suggestions for the text; the caller keeps them to a few. */
  options: readonly Option[];
  optionKey(option: Option): string | number;
  /** An option's content; its text is the option's accessible name. */
  renderOption(option: Option): ReactNode;
  onChoose(option: Option): void;
  /** Whether the popup is open; it opens on a click, typing or the arrow keys, and closes on a choice, Escape or
   * the focus leaving (the caller asks for suggestions while it is open). */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The suggestions are on their way (the last ones stay shown meanwhile). */
  loading?: boolean;
  /** The French message of the last failed search, shown with a retry button (`error` is the field's own). */
  searchError?: string | null;
  onRetry?(): void;
  /** Shown in place of the list when the search found nothing. */
  emptyText: string;
  /** A line under the list, such as how many more there are. */
  footer?: ReactNode;
  /** The listbox's accessible name. */
  listLabel: string;
  className?: string;
}

export function Combobox<Option>(props: ComboboxProps<Option>) {
  const { field, control, invalid, rest } = useLabelledControl(props);
  const {
    name,
    placeholder,
    maxLength,
    value,
    onValueChange,
    options,
    optionKey,
    renderOption,
    onChoose,
    open,
    onOpenChange,
    loading = false,
    searchError = null,
    onRetry,
    emptyText,
    footer,
    listLabel,
    className,
  } = rest;
  const listId = `${control.id}-suggestions`;
  const statusId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const shownOptions = searchError ? [] : options;
  const combobox = useCombobox({
    listId,
    count: shownOptions.length,
    // Open, the popup always says something: the list, the loading, the error or that nothing matches.
    popupContent: true,
    onChoose: (index) => onChoose(shownOptions[index]!),
    open,
    onOpenChange,
  });
  const { listShown } = combobox;
  const empty = !loading && !searchError && options.length === 0;

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    combobox.inputProps.onKeyDown(event);
    // The text typed is a search, not the form's answer: Enter does not send the form while the popup is open.
    if (event.key === 'Enter' && open && !event.defaultPrevented) event.preventDefault();
  }

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) combobox.setOpen(false);
  }

  let announcement = '';
  if (open && !loading && !searchError)
    announcement = options.length ? suggestionsStatusText(options.length) : emptyText;

  return (
    <div ref={rootRef} className={cx(styles.root, className)} onBlur={handleBlur}>
      <Field {...field}>
        <div className={styles.control}>
          <IconSearch className={styles.icon} />
          <input
            ref={inputRef}
            {...control}
            {...combobox.inputProps}
            aria-describedby={[control['aria-describedby'], statusId].filter(Boolean).join(' ')}
            type="text"
            name={name}
            spellCheck={false}
            placeholder={placeholder}
            maxLength={maxLength}
            value={value}
            onKeyDown={handleKeyDown}
            onChange={(event) => {
              onValueChange(event.target.value);
              combobox.resetActive();
              if (!open) combobox.setOpen(true);
            }}
            onClick={() => {
              if (!open) combobox.setOpen(true);
            }}
            // Once an option is chosen the box shows its name: typing replaces that name rather than adding to it.
            onFocus={(event) => event.currentTarget.select()}
            className={cx(controlClassNames.control, invalid && controlClassNames.invalid, styles.input)}
          />
        </div>
      </Field>
      <div className={styles.popup} hidden={!open}>
        {open && loading ? (
          <p role="status" className={styles.message}>
            {COMBOBOX_TEXTS.loading}
          </p>
        ) : null}
        {open && searchError ? (
          <div className={styles.failure}>
            <p role="alert" className={styles.message}>
              {searchError}
            </p>
            {onRetry ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                className={styles.retry}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onRetry();
                  inputRef.current?.focus();
                }}
              >
                {COMBOBOX_TEXTS.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
        {open && empty ? <p className={styles.message}>{emptyText}</p> : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          aria-busy={loading || undefined}
          className={styles.list}
          hidden={!listShown}
        >
          {shownOptions.map((option, index) => (
            <li
              key={optionKey(option)}
              {...combobox.optionProps(index)}
              className={cx(styles.option, index === combobox.active && styles.active)}
            >
              {renderOption(option)}
            </li>
          ))}
        </ul>
        {listShown && footer ? <p className={styles.message}>{footer}</p> : null}
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
