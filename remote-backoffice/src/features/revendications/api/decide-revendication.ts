// POST /api/revendications/{id}/refus and /reprise (admin): a claim in progress closed, or the listing a validated
// claim gave taken back from its account, each with a reason mailed as written. What is asked for again: every page
// of claims and, after a taking back, the listings and the accounts (the listing is no longer managed by that
// account). A 404 or 409 (decided meanwhile) is the caller's to show.
import { refuseRevendication, takeBackRevendication } from '@annuaire/shared/client/revendications';
import type { RevendicationDecisionInput } from '@annuaire/shared/contract/revendication';
import { useInvalidatingMutation } from '@annuaire/shared/query/invalidating-mutation';
import { queryKeys } from '@annuaire/shared/query/keys';

const DECIDE = { refus: refuseRevendication, reprise: takeBackRevendication } as const;

/** « Clore la revendication » (refus) or « Reprendre la fiche » (reprise). */
export type RevendicationDecision = keyof typeof DECIDE;

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
