// GET /api/artisan/{id}/compte: the account behind the profile (e-mail, phone, personnalDataToShow), which the
// public profile hides. The API answers it to an admin or to the owning artisan only (403 otherwise), and 404 when
// no account is linked: the editor then works without the contact fields.
import { api, request } from '@annuaire/shared/client/http';
import type { User } from '@annuaire/shared/contract/user';

export function getArtisanAccount(artisanId: number): Promise<User> {
  return request(() => api().get(`artisan/${artisanId}/compte`).json<User>());
}
