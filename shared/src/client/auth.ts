// Login and logout calls; the JWT cookie is set and cleared by the API, the token body feeds the auth store. And the
// check of a password reset link, which is not a session but belongs to the same /api/auth.
import type { LoginRequest, LoginResponse, ResetLink, ResetLinkState } from '../contract/auth';
import type { MessageResponse } from '../contract/common';
import { api, request } from './http';

export function postLogin(credentials: LoginRequest): Promise<LoginResponse> {
  return request(() =>
    api()
      .post('auth/login', { json: credentials, retry: { limit: 0 } })
      .json<LoginResponse>(),
  );
}

export async function postLogout(): Promise<void> {
  await request(() =>
    api()
      .post('auth/logout', { retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

/** POST /api/auth/reset-link: whether a password reset link still works, and why not (used, expired, not ours). */
export function postResetLinkCheck(link: ResetLink): Promise<ResetLinkState> {
  return request(() =>
    api()
      .post('auth/reset-link', { json: link, retry: { limit: 0 } })
      .json<ResetLinkState>(),
  );
}
