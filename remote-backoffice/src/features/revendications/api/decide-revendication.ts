// POST /api/revendications/{id}/refus and /reprise (admin): a claim in progress closed, or the listing a validated
// claim gave taken back from its account, each with a reason mailed as written; and /acceptation: a claim by
// documents accepted once an administrator read them (the account created, the listing linked to it, the activation
// link mailed). What is asked for again: every page of claims and, after a taking back or an acceptance, the listings
// and the accounts (the listing changed hands). A 404 or 409 (decided meanwhile, not a claim by documents, the
// claimant's e-mail already an account's) is the caller's to show.
import {
  acceptRevendication,
  refuseRevendication,
  takeBackRevendication,
} from '@annuaire/shared/client/revendications';
import type { RevendicationDecisionInput } from '@annuaire/shared/contract/revendication';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

const DECIDE = { refus: refuseRevendication, reprise: takeBackRevendication } as const;

/** « Clore la revendication » (refus) or « Reprendre la fiche » (reprise). */
export type RevendicationDecision = keyof typeof DECIDE;

/** Every decision on a claim: those with a reason, and « Accepter la revendication » (a claim by documents). */
export type RevendicationAction = RevendicationDecision | 'acceptation';

export interface RevendicationDecisionRequest {
  id: number;
  decision: RevendicationDecision;
  input: RevendicationDecisionInput;
}

// Query keys match by prefix and their objects partially: empty params reach every page and status.
const everyPage = queryKeys.revendicationsPage({});

export function useDecideRevendication() {
  return useInvalidatingMutation(
    ({ id, decision, input }: RevendicationDecisionRequest) => DECIDE[decision](id, input),
    ({ decision }) =>
      decision === 'reprise' ? [everyPage, queryKeys.artisans(), queryKeys.users()] : [everyPage],
  );
}

/** « Accepter la revendication »: a claim by documents in progress, by its id. */
export function useAcceptRevendication() {
  return useInvalidatingMutation(
    (id: number) => acceptRevendication(id),
    () => [everyPage, queryKeys.artisans(), queryKeys.users()],
  );
}
