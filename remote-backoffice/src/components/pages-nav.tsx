// PagesNav: 'Précédent', 'Page X sur Y', 'Suivant' under a back-office list, when it has more than one page.
import { Pagination } from '@annuaire/shared/ui/pagination';

export interface PagesState {
  page: number;
  pageCount: number;
  setPage(page: number): void;
}

export function PagesNav({ pages, label }: { pages: PagesState | null; label: string }) {
  if (!pages || pages.pageCount <= 1) return null;
  return <Pagination page={pages.page} pageCount={pages.pageCount} onChange={pages.setPage} label={label} />;
}
