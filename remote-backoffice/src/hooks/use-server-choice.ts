// A combobox choosing one row that the API searches (the artisan form's owner account, the rating popup's artisan):
// the text typed, asked after the shared pause and only while the list is open; the choice kept when a later search
// no longer lists it; the box naming the choice again when it closes without a new one (a search left without a
// choice is dropped). It returns what the shared Combobox takes, but the field's own texts and option drawing.
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { UI_SETTINGS } from '@annuaire/shared/config/ui-settings';
import type { ComboboxProps } from '@annuaire/shared/ui/combobox';
import { useDebouncedValue } from '@annuaire/shared/utils/use-debounced-value';
import { listQuery } from '../utils/list-query';

export interface ServerChoiceOptions<Row extends { id: number }> {
  /** The row chosen when the field appears (an artisan's owner), null when none. */
  initial: Row | null;
  /** How a row is named in the box once chosen. */
  labelOf(row: Row): string;
  /** The API's page of rows for the text (empty: the first ones), asked only while `enabled`. */
  useRows(q: string, enabled: boolean): UseQueryResult<{ items: Row[]; total: number }>;
  onChange(row: Row): void;
}

export type ServerChoice<Row> = Pick<
  ComboboxProps<Row>,
  | 'value'
  | 'onValueChange'
  | 'open'
  | 'onOpenChange'
  | 'options'
  | 'optionKey'
  | 'onChoose'
  | 'loading'
  | 'searchError'
  | 'onRetry'
> & {
  /** The text searched: empty when the list offers the first rows. */
  q: string;
  /** How many rows match in all, once the API answered. */
  total: number | null;
};

export function useServerChoice<Row extends { id: number }>({
  initial,
  labelOf,
  useRows,
  onChange,
}: ServerChoiceOptions<Row>): ServerChoice<Row> {
  const [chosen, setChosen] = useState<Row | null>(initial);
  const [text, setText] = useState(initial ? labelOf(initial) : '');
  const [open, setOpen] = useState(false);
  // The box naming the chosen row is no search: it offers the first rows.
  const typed = chosen && text === labelOf(chosen) ? '' : text.trim();
  const q = useDebouncedValue(typed, UI_SETTINGS.comboboxDebounceMs);
  const rows = listQuery(useRows(q, open));
  return {
    q,
    total: rows.data?.total ?? null,
    value: text,
    onValueChange: setText,
    open,
    onOpenChange(next) {
      setOpen(next);
      // Closed without a choice (Escape, the focus gone): the box names the chosen row again.
      if (!next) setText(chosen ? labelOf(chosen) : '');
    },
    options: rows.data?.items ?? [],
    optionKey: (row) => row.id,
    onChoose(row) {
      setChosen(row);
      setText(labelOf(row));
      onChange(row);
    },
    loading: rows.loading || q !== typed,
    searchError: rows.error,
    onRetry: rows.reload,
  };
}
