// What /recherche?q=…&page=… asks for, read leniently: the text trimmed and cut at RECHERCHE_LIMITS.qMax (the box
// stops there; a longer one typed in the address is cut, not refused), a page outside 1 to pageMax is the nearest.
import { RECHERCHE_LIMITS } from '@annuaire/shared/contract/recherche-texts';
import type { RechercheParams } from '@annuaire/shared/client/recherche';

export function parseRechercheUrl(search: URLSearchParams): RechercheParams {
  const q = (search.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, RECHERCHE_LIMITS.qMax).trim();
  const asked = Number.parseInt(search.get('page') ?? '', 10);
  const page = Number.isFinite(asked) ? Math.min(Math.max(asked, 1), RECHERCHE_LIMITS.pageMax) : 1;
  return { q, page };
}
