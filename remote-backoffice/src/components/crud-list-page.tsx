// CrudListPage: a back-office screen over a list (trades, accounts): its title and '+ Ajouter' button, the search
// box, the rows twenty a page with Modifier and Supprimer, the add/edit popup and the confirmation before a
// deletion. A short list (the trades) is loaded whole and searched in the browser; a list that grows with the
// directory (the accounts) is searched and paged by the API (`paged`), the caller keeping the search and the page.
import type { ReactNode } from 'react';
import { Button } from '@annuaire/shared/ui/button';
import { ConfirmDialog } from '@annuaire/shared/ui/confirm-dialog';
import { useConfirmation } from '../hooks/use-confirmation';
import { useEditing } from '../hooks/use-editing';
import { useSearchPages } from '../hooks/use-search-pages';
import type { ListQuery } from '../utils/list-query';
import { AdminList } from './admin-list';
import { AdminPage } from './admin-page';
import { EditDeleteButtons } from './row-button';
import { SearchField } from './search-field';

/** A list searched and paged by the API: its query, and the search and page the caller keeps. */
export interface PagedSource<T> {
  list: ListQuery<{ items: readonly T[]; page: number; pageCount: number }>;
  search: string;
  setSearch(search: string): void;
  setPage(page: number): void;
  /** The search sent, trimmed: what to name when nothing matches. */
  query: string;
}

type Source<T> =
  | {
      /** The whole list. */
      list: ListQuery<readonly T[]>;
      /** The search box's label and placeholder, and what it matches (a function defined once, outside). */
      search: { label: string; placeholder: string; matches(item: T, search: string): boolean };
      paged?: never;
    }
  | { paged: PagedSource<T>; search: { label: string; placeholder: string }; list?: never };

const NOTHING_LOADED_WHOLE = null;
const NO_MATCHING = () => false;

export type CrudListPageProps<T> = Source<T> & {
  title: string;
  addLabel: string;
  /** The list's accessible name, its pages' and its texts. */
  label: string;
  pagesLabel: string;
  loadingText: string;
  emptyText: string;
  noMatchText(search: string): string;
  getKey(item: T): string | number;
  /** The item's name in its buttons' labels ('Modifier Plombier'). */
  nameOf(item: T): string;
  renderMain(item: T): ReactNode;
  /** The add (null) or edit popup, closed by `close`. */
  renderForm(item: T | null, close: () => void): ReactNode;
  deletion: {
    title: string;
    confirmLabel: string;
    message(item: T): ReactNode;
    /** Deletes and says how it went. */
    remove(item: T): Promise<void>;
    /**
     * Why this item cannot be deleted, known beforehand: the dialog's title and what it offers instead of the
     * deletion (ConfirmDialog's `instead`); null when it may be deleted.
     */
    blocked?(item: T): { title: string; instead: ReactNode } | null;
  };
};

export function CrudListPage<T>(props: CrudListPageProps<T>) {
  const { search, deletion, paged } = props;
  const whole = useSearchPages<T>(
    paged ? NOTHING_LOADED_WHOLE : props.list.data,
    'matches' in search ? search.matches : NO_MATCHING,
  );
  const shown = paged
    ? {
        list: paged.list,
        search: paged.search,
        setSearch: paged.setSearch,
        items: paged.list.data?.items ?? [],
        pages: paged.list.data
          ? { page: paged.list.data.page, pageCount: paged.list.data.pageCount, setPage: paged.setPage }
          : null,
        query: paged.query,
      }
    : { list: props.list, ...whole, items: whole.pages.items };
  const editing = useEditing<T>();
  const confirmation = useConfirmation<T>();
  const blocked = confirmation.target === null ? null : (deletion.blocked?.(confirmation.target) ?? null);
  return (
    <AdminPage
      title={props.title}
      documentTitle={props.title}
      actions={<Button onClick={editing.add}>{props.addLabel}</Button>}
    >
      <SearchField
        label={search.label}
        placeholder={search.placeholder}
        value={shown.search}
        onChange={shown.setSearch}
      />
      <AdminList
        label={props.label}
        list={shown.list}
        items={shown.items}
        pages={shown.pages}
        pagesLabel={props.pagesLabel}
        loadingText={props.loadingText}
        emptyText={shown.query ? props.noMatchText(shown.query) : props.emptyText}
        getKey={props.getKey}
        renderMain={props.renderMain}
        renderActions={(item) => (
          <EditDeleteButtons
            name={props.nameOf(item)}
            onEdit={() => editing.edit(item)}
            onDelete={() => confirmation.ask(item)}
          />
        )}
      />
      {editing.open ? props.renderForm(editing.open.item, editing.close) : null}
      <ConfirmDialog
        {...confirmation.dialog(deletion.remove)}
        title={blocked?.title ?? deletion.title}
        message={confirmation.target === null ? null : deletion.message(confirmation.target)}
        confirmLabel={deletion.confirmLabel}
        instead={blocked?.instead}
      />
    </AdminPage>
  );
}
