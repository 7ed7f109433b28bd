// useSearchPages: a list loaded whole, filtered by what is typed in its search box and split into pages; a new
// search goes back to page 1. `matches` is a function defined once, outside the component.
import { useMemo, useState } from 'react';
import { usePages, type Pages } from './use-pages';

export interface SearchPages<T> {
  search: string;
  setSearch(search: string): void;
  pages: Pages<T>;
  /** The search, trimmed, over a list that is not empty ('' otherwise): what to name when nothing matches. */
  query: string;
}

export function useSearchPages<T>(
  all: readonly T[] | null,
  matches: (item: T, search: string) => boolean,
): SearchPages<T> {
  const [search, setSearch] = useState('');
  const filtered = useMemo(
    () => all?.filter((item) => matches(item, search)) ?? null,
    [all, matches, search],
  );
  const pages = usePages(filtered);
  return {
    search,
    setSearch(value) {
      setSearch(value);
      pages.setPage(1);
    },
    pages,
    query: all?.length ? search.trim() : '',
  };
}
