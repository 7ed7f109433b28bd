// useEditing: which add or edit popup of a list is open: none, the add form (item null) or the edit form of one item.
import { useState } from 'react';

export interface Editing<T> {
  /** null: closed; `{ item: null }`: adding; `{ item }`: editing it. */
  open: { item: T | null } | null;
  add(): void;
  edit(item: T): void;
  close(): void;
}

export function useEditing<T>(): Editing<T> {
  const [open, setOpen] = useState<{ item: T | null } | null>(null);
  return {
    open,
    add: () => setOpen({ item: null }),
    edit: (item) => setOpen({ item }),
    close: () => setOpen(null),
  };
}
