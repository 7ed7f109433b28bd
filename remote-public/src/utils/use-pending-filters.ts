// Filters that show a change at once (issue 21): the trade page and the map apply a filter by navigating, and a
// navigation is a transition, during which the page keeps the URL's old state until the new one is ready. A checked
// box would stay unchecked (and a select unchanged) meanwhile; this keeps what was chosen until the URL says it,
// then follows the URL again (the back button included).
import { useState } from 'react';

export function usePendingFilters<Filters extends object>(
  current: Filters,
  onChange: (changes: Partial<Filters>) => void,
): [Filters, (changes: Partial<Filters>) => void] {
  const [pending, setPending] = useState<Partial<Filters>>({});
  const key = JSON.stringify(current);
  const [lastKey, setLastKey] = useState(key);
  if (key !== lastKey) {
    setLastKey(key);
    setPending({});
  }
  const change = (changes: Partial<Filters>) => {
    setPending((before) => ({ ...before, ...changes }));
    onChange(changes);
  };
  return [{ ...current, ...pending }, change];
}
