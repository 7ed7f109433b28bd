// POST /api/registres/retraits/{id}/acceptation and /refus (admin): a request to withdraw a listing accepted (its
// SIRET withdrawn, the listing built from the registers deleted unless an account holds it) or refused with a reason;
// the requester is mailed either way. What is asked for again: the requests' pages, the home page's counts (under the
// messages' key) and, after an acceptance, the directory's lists (a listing may be gone). A 409 (decided meanwhile by
// another admin) is the caller's to show.
import { acceptRetrait, refuseRetrait } from '@annuaire/shared/client/retraits';
import type { RetraitRefusInput } from '@annuaire/shared/contract/retrait';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

export { acceptRetrait, refuseRetrait };

const dashboard = { queryKey: [...queryKeys.messages(), 'dashboard'], exact: true };

export function useAcceptRetrait() {
  return useInvalidatingMutation(
    (id: number) => acceptRetrait(id),
    () => [queryKeys.retraits(), dashboard, queryKeys.artisans()],
  );
}

export function useRefuseRetrait() {
  return useInvalidatingMutation(
    ({ id, input }: { id: number; input: RetraitRefusInput }) => refuseRetrait(id, input),
    () => [queryKeys.retraits(), dashboard],
  );
}
