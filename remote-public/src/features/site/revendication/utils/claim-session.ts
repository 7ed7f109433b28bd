// The claim under way in this tab, per listing (sessionStorage): its key, where the code went and until when it
// works, so that a reload or a look at one's mailbox in the same tab does not lose the claim (the listing stays
// « in progress » for everyone else until the code expires). Gone once the code has expired or the claim ended.
import type { RevendicationCreee } from '@annuaire/shared/contract/revendication';

export type ClaimInProgress = Pick<RevendicationCreee, 'jeton' | 'emailMasque' | 'expireLe'>;

const keyOf = (artisanId: number) => `revendication:${artisanId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private window's settings): the claim lives in the page only.
    return null;
  }
}

export function loadClaim(artisanId: number, now = Date.now()): ClaimInProgress | null {
  const raw = storage()?.getItem(keyOf(artisanId));
  if (!raw) return null;
  try {
    const claim = JSON.parse(raw) as Partial<ClaimInProgress>;
    if (
      typeof claim.jeton === 'string' &&
      typeof claim.emailMasque === 'string' &&
      typeof claim.expireLe === 'string' &&
      Date.parse(claim.expireLe) > now
    ) {
      return { jeton: claim.jeton, emailMasque: claim.emailMasque, expireLe: claim.expireLe };
    }
  } catch {
    // Not ours, or damaged: forgotten below.
  }
  storage()?.removeItem(keyOf(artisanId));
  return null;
}

export function saveClaim(artisanId: number, claim: ClaimInProgress): void {
  try {
    storage()?.setItem(keyOf(artisanId), JSON.stringify(claim));
  } catch {
    // A full or refused storage: the claim lives in the page only.
  }
}

export function forgetClaim(artisanId: number): void {
  storage()?.removeItem(keyOf(artisanId));
}
