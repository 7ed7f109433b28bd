// GET /api/specialite: every trade, for the editor's multi-select.
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export function getSpecialites(): Promise<Specialite[]> {
  return fetchSpecialites();
}
