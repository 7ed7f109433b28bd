// Mail-sending calls (contact message, join request, password reset request), the back office's list of received
// messages, their « Traité » mark and the back office home page's counts. The sending calls are never retried: each would send the message again.
import type { ResetPasswordRequest } from '../contract/auth';
import type { MessageResponse } from '../contract/common';
import type {
  AdminDashboard,
  ContactMessage,
  JoinRequest,
  MessageHandledInput,
  StoredMessage,
} from '../contract/message';
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

/** Admin: marks a received message handled or waiting again; its new state. */
export function setMessageHandled(id: number, input: MessageHandledInput): Promise<StoredMessage> {
  return request(() => api().put(`messages/${id}`, { json: input }).json<StoredMessage>());
}

/** Admin: the back office home page's counts. */
export function fetchAdminDashboard(): Promise<AdminDashboard> {
  return request(() => api().get('messages/dashboard').json<AdminDashboard>());
}
