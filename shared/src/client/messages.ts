// Mail-sending calls (contact message, join request, password reset request) and the back office's list of
// received messages. The sending calls are never retried: each would send the message again.
import type { ResetPasswordRequest } from '../contract/auth';
import type { MessageResponse } from '../contract/common';
import type { ContactMessage, JoinRequest, StoredMessage } from '../contract/message';
import { api, request } from './http';

export function sendContactMessage(message: ContactMessage): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('artisan/email/support', { json: message, retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

export function sendJoinRequest(joinRequest: JoinRequest): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('artisan/email/register', { json: joinRequest, retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

/** Answers the same whether or not the address has an account. */
export function requestPasswordReset(payload: ResetPasswordRequest): Promise<MessageResponse> {
  return request(() =>
    api()
      .post('artisan/email/reset-password', { json: payload, retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

export function fetchMessages(): Promise<StoredMessage[]> {
  return request(() => api().get('messages').json<StoredMessage[]>());
}
