// usePages: splits a list loaded whole (trades, particuliers, accounts, messages) into pages, so that a long list
// renders a few rows only; the page stays in range when the list shrinks or the filter changes.
import { useMemo, useState } from 'react';

export const ADMIN_PAGE_SIZE = 20;

export interface Pages<T> {
  items: T[];
  page: number;
  pageCount: number;
  setPage(page: number): void;
}

export function usePages<T>(all: readonly T[] | null, size = ADMIN_PAGE_SIZE): Pages<T> {
  const [requested, setPage] = useState(1);
  const pageCount = Math.max(1, Math.ceil((all?.length ?? 0) / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  const items = useMemo(() => (all ?? []).slice((page - 1) * size, page * size), [all, page, size]);
  return { items, page, pageCount, setPage };
}
