// The join page's first step: the listing of a SIRET, through the directory's search (GET /api/recherche?q=<14
// digits>), the same query and cache as /revendiquer's finder. Only asked once the SIRET passed the contract's rule.
import { useQuery } from '@tanstack/react-query';
import type { ArtisanCard } from '@annuaire/shared/contract/artisan';
import type { RecherchePage } from '@annuaire/shared/contract/recherche';
import { rechercheQuery } from '@annuaire/shared/query/recherche';

/**
 * The listing that holds the SIRET looked up, or null when the directory has none. The search reads 14 digits as a
 * SIRET (mode `siret`) and answers only the open listings of exactly that SIRET, the managed ones first; its cards
 * carry no SIRET to compare, so the first of that answer is the business's listing, and any other mode says nothing.
 */
export function listingOfSiret(page: RecherchePage): ArtisanCard | null {
  return page.mode === 'siret' ? (page.items[0] ?? null) : null;
}

/** `siret`: the 14 digits the contract accepted, or null while there is none (nothing is asked). */
export function useListingBySiret(siret: string | null) {
  return useQuery({
    ...rechercheQuery({ q: siret ?? '', page: 1 }),
    enabled: siret !== null,
    select: listingOfSiret,
  });
}
