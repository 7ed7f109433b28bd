// AddressSearch: an ARIA 1.2 combobox over the address search of the API (SPEC 2 and 5): nothing is asked under 3
// non-blank characters, requests wait 300 ms after the last keystroke, at most `limit` suggestions, 'Chargement...'
// while waiting; arrows, Enter and Escape; closes on a choice, on an outside click or when focus leaves it. Through
// `handleRef`, a search button can take the first suggestion of a text typed but not chosen (issue 21).
// Used by the home page, the trade page's location sort and the map.
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import type { AddressFeature } from '../contract/address';
import { UI_SETTINGS } from '../config/ui-settings';
import { cx } from './class-names';
import { Field, controlClassNames, useFieldIds } from './field';
import { IconMapPin } from './icons';
import { useCombobox } from './use-combobox';
import frame from './combobox.module.css';
import styles from './address-search.module.css';

export interface AddressSearchProps {
  id: string;
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onValueChange(value: string): void;
  onSelect(feature: AddressFeature): void;
  /** Maximum number of suggestions (SPEC 9: 5). */
  limit?: number;
  className?: string;
  /** For a search button: takes the first suggestion of the text typed (see AddressSearchHandle). */
  handleRef?: Ref<AddressSearchHandle>;
  /** Marks the box invalid (a message beside it, whose id goes in `describedBy`, says why). */
  invalid?: boolean;
  /** Ids of what describes the box besides its own status line, such as a message shown beside it. */
  describedBy?: string;
}

export interface AddressSearchHandle {
  /**
   * A search asked with text typed but no suggestion chosen (Enter, a 'Chercher' button): the first suggestion for
   * the text in the box, chosen as a click would choose it (the box shows its label, `onSelect` is called). The
   * answer already shown is used; one on its way is awaited; a search still waiting for the pause is asked at once.
   * Null when the text is too short, nothing matches, or the text changed (or the box went away) meanwhile.
   */
  chooseFirst(): Promise<AddressFeature | null>;
}

export const ADDRESS_LOADING_TEXT = 'Chargement...';
export const ADDRESS_NO_RESULT_TEXT = 'Aucune adresse trouvée.';

/**
 * The rule of contract/address.ts (3 non-blank characters once trimmed), restated with the dependency-free limits:
 * importing the contract would bring zod onto every page that shows a search box, the home page first.
 */
export function isSearchableQuery(query: string): boolean {
  return query.replace(/\s+/g, '').length >= UI_SETTINGS.addressMinChars;
}

/** The client (and through it the contract's zod) is fetched with the first search, not with the page. */
async function search(query: string, limit: number): Promise<AddressFeature[]> {
  try {
    const { searchAddress } = await import('../client/geo');
    return await searchAddress(query, limit);
  } catch (error) {
    // searchAddress never rejects; this is the client's code failing to load (offline, redeployed remote).
    console.error('[adresse]', error);
    return [];
  }
}

function secondaryText(feature: AddressFeature): string {
  const { postcode, context, label } = feature.properties;
  return [postcode && !label.includes(postcode) ? postcode : null, context].filter(Boolean).join(' · ');
}

export function AddressSearch({
  id,
  label,
  hideLabel,
  placeholder,
  value,
  onValueChange,
  onSelect,
  limit = UI_SETTINGS.addressMaxSuggestions,
  className,
  handleRef,
  invalid,
  describedBy,
}: AddressSearchProps) {
  const ids = useFieldIds(id, {});
  const listId = `${id}-suggestions`;
  const statusId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each keystroke gets a number; an answer is shown only if no later keystroke happened (stale answers dropped).
  const sequence = useRef(0);
  // The last answer received and the search on its way, each with its text, for chooseFirst.
  const answered = useRef<{ text: string; features: AddressFeature[] } | null>(null);
  const inFlight = useRef<{ text: string; promise: Promise<AddressFeature[]> } | null>(null);
  const currentValue = useRef(value);
  currentValue.current = value;
  const mounted = useRef(true);
  const [suggestions, setSuggestions] = useState<AddressFeature[]>([]);
  const [loading, setLoading] = useState(false);
  const [searched, setSearched] = useState(false);
  const [open, setOpen] = useState(false);
  const noResult = open && searched && !loading && suggestions.length === 0;
  const combobox = useCombobox({
    listId,
    count: suggestions.length,
    popupContent: loading || suggestions.length > 0 || noResult,
    onChoose: (index) => choose(suggestions[index]!),
    open,
    onOpenChange: setOpen,
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      sequence.current += 1;
      clearTimeout(timer.current);
    };
  }, []);

  // Outside click: a pointer pressed anywhere else closes the list.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  function cancelPending() {
    sequence.current += 1;
    clearTimeout(timer.current);
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const text = event.target.value;
    onValueChange(text);
    cancelPending();
    setSuggestions([]);
    combobox.resetActive();
    setSearched(false);
    if (!isSearchableQuery(text)) {
      setLoading(false);
      setOpen(false);
      return;
    }
    setLoading(true);
    setOpen(true);
    timer.current = setTimeout(() => void ask(text), UI_SETTINGS.addressDebounceMs);
  }

  /** Asks for the text's suggestions; they are shown if no keystroke happened meanwhile. */
  function ask(text: string): Promise<AddressFeature[]> {
    const current = sequence.current;
    const promise = search(text, limit).then((features) => features.slice(0, limit));
    inFlight.current = { text, promise };
    void promise.then((features) => {
      if (inFlight.current?.promise === promise) inFlight.current = null;
      if (current !== sequence.current) return;
      answered.current = { text, features };
      setSuggestions(features);
      setLoading(false);
      setSearched(true);
    });
    return promise;
  }

  function choose(feature: AddressFeature) {
    cancelPending();
    setLoading(false);
    combobox.setOpen(false);
    onValueChange(feature.properties.label);
    onSelect(feature);
  }
  // chooseFirst chooses after a wait: with the props of that moment, not of the render that started it.
  const latestChoose = useRef(choose);
  latestChoose.current = choose;

  useImperativeHandle(handleRef, () => ({
    async chooseFirst() {
      const text = currentValue.current;
      if (!isSearchableQuery(text)) return null;
      let features: AddressFeature[];
      if (answered.current?.text === text) features = answered.current.features;
      else if (inFlight.current?.text === text) features = await inFlight.current.promise;
      else {
        // The pause after the last keystroke is not over, or the text was set from outside: ask now.
        clearTimeout(timer.current);
        features = await ask(text);
      }
      if (!mounted.current || currentValue.current !== text) return null;
      const first = features[0];
      if (!first) {
        // The page says that nothing matches; the list's own 'Aucune adresse trouvée.' would say it twice.
        setOpen(false);
        return null;
      }
      latestChoose.current(first);
      return first;
    },
  }));

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  }

  const { listShown } = combobox;
  let announcement = '';
  if (listShown) {
    announcement =
      suggestions.length === 1
        ? '1 suggestion disponible.'
        : `${suggestions.length} suggestions disponibles.`;
  } else if (noResult) {
    announcement = ADDRESS_NO_RESULT_TEXT;
  }

  return (
    <div ref={rootRef} className={cx(frame.root, className)} onBlur={handleBlur}>
      <Field ids={ids} label={label} hideLabel={hideLabel}>
        <div className={frame.control}>
          <IconMapPin className={frame.icon} />
          <input
            id={ids.inputId}
            type="text"
            {...combobox.inputProps}
            aria-describedby={describedBy ? `${describedBy} ${statusId}` : statusId}
            aria-invalid={invalid || undefined}
            spellCheck={false}
            placeholder={placeholder}
            value={value}
            onChange={handleChange}
            // The last suggestions reopen only while they still belong to the box's text: a box the page emptied
            // (a reset giving the focus back) shows none.
            onFocus={() => {
              if (suggestions.length > 0 && isSearchableQuery(value)) setOpen(true);
            }}
            onClick={() => {
              if (suggestions.length > 0 && isSearchableQuery(value)) setOpen(true);
            }}
            className={cx(controlClassNames.control, invalid && controlClassNames.invalid, frame.input)}
          />
        </div>
      </Field>
      <div className={frame.popup} hidden={!(open && (loading || listShown || noResult))}>
        {open && loading ? (
          <p role="status" className={frame.message}>
            {ADDRESS_LOADING_TEXT}
          </p>
        ) : null}
        {noResult ? <p className={frame.message}>{ADDRESS_NO_RESULT_TEXT}</p> : null}
        <ul id={listId} role="listbox" aria-label={label} className={frame.list} hidden={!listShown}>
          {suggestions.map((feature, index) => {
            const secondary = secondaryText(feature);
            return (
              <li
                key={`${feature.properties.id}-${index}`}
                {...combobox.optionProps(index)}
                className={cx(frame.option, index === combobox.active && frame.active)}
              >
                <span className={styles.label}>{feature.properties.label}</span>
                {secondary ? <span className={styles.secondary}>{secondary}</span> : null}
              </li>
            );
          })}
        </ul>
      </div>
      <span id={statusId} className="visually-hidden" aria-live="polite">
        {announcement}
      </span>
    </div>
  );
}
