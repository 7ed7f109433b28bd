// POST /api/artisan/email/register: a craftsperson's join request (SPEC "Join page"), sent once, never retried.
import { useMutation } from '@tanstack/react-query';
import { sendJoinRequest } from '@annuaire/shared/client/messages';
import type { JoinRequest } from '@annuaire/shared/contract/message';

export { sendJoinRequest };

/** Sends a join request; nothing cached changes (the back office reads the messages in its own app). */
export function useSendJoinRequest() {
  return useMutation({ mutationFn: (joinRequest: JoinRequest) => sendJoinRequest(joinRequest) });
}
