// POST / DELETE /api/demandes/refus/{jeton}: « Ne plus recevoir de demandes » (refus true, idempotent) and « Recevoir
// à nouveau les demandes » (false) for the listing an opt-out link names. The link is the key (no account). A
// mutation, never retried (the client's setOptOut) and never run on the server: the page calls it from an effect.
import { useMutation } from '@tanstack/react-query';
import { setOptOut } from '@annuaire/shared/client/demandes';

export { setOptOut };

/** Records the business's choice; its answer (the listing's name, whether it refuses now) is the page's to keep. */
export function useSetOptOut(token: string) {
  return useMutation({ mutationFn: (refus: boolean) => setOptOut(token, refus) });
}
