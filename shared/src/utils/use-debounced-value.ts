// useDebouncedValue: the value once it has stopped changing for `delayMs`, so a search box sends one request per
// pause rather than one per key.
import { useEffect, useState } from 'react';
import { UI_SETTINGS } from '../config/ui-settings';

export function useDebouncedValue<T>(value: T, delayMs: number = UI_SETTINGS.searchDebounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
