// POST /api/registres/retraits: a business's request to withdraw its listing (RGPD, article 21), from the page
// /retirer-une-fiche. Sent once, never retried: a second try would mail it again. What it changes is the back office's
// list of requests, which a visitor's cache rarely holds but an admin's may.
import { sendRetrait } from '@annuaire/shared/client/retraits';
import type { RetraitInput } from '@annuaire/shared/contract/retrait';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

export { sendRetrait };

export function useSendRetrait() {
  return useInvalidatingMutation(
    (input: RetraitInput) => sendRetrait(input),
    () => [queryKeys.retraits()],
  );
}
