// Address search for the map's place mode and the trade page's location sort (SPEC 7): GET /api/geo/search.
// A failure is logged and gives no suggestion; fewer than 3 non-blank characters sends no request.
import {
  isSearchableAddressQuery,
  type AddressFeature,
  type AddressSearchResponse,
} from '../contract/address';
import { api } from './http';

export async function searchAddress(q: string, limit = 5): Promise<AddressFeature[]> {
  const query = q.trim();
  if (!isSearchableAddressQuery(query)) return [];
  try {
    const response = await api()
      // Suggestions go stale as the user types: no retry, and a short wait.
      .get('geo/search', { searchParams: { q: query, limit }, retry: 0, timeout: 5000 })
      .json<AddressSearchResponse>();
    return Array.isArray(response?.features) ? response.features : [];
  } catch (error) {
    console.error('[adresse]', error);
    return [];
  }
}
