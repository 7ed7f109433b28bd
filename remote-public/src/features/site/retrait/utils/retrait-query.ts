// What the address of /retirer-une-fiche gives the form (hrefs.retraitFiche: the profile page's link): the listing's
// SIRET, put in its field as it is (bounded to what the field takes), and the listing's id, kept only when it is one.
import { RETRAIT_LIMITS } from '@annuaire/shared/contract/retrait';

export interface RetraitQuery {
  siret: string;
  artisanId: number | null;
}

export function readRetraitQuery(params: URLSearchParams): RetraitQuery {
  const siret = (params.get('siret') ?? '').trim().slice(0, RETRAIT_LIMITS.siretTypedMax);
  const artisan = params.get('artisan') ?? '';
  const id = /^\d{1,10}$/.test(artisan) ? Number(artisan) : NaN;
  return { siret, artisanId: Number.isSafeInteger(id) && id > 0 && id <= 2147483647 ? id : null };
}
