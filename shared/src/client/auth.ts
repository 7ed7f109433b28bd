// Login and logout calls; the JWT cookie is set and cleared by the API, the token body feeds the auth store.
import type { LoginRequest, LoginResponse } from '../contract/auth';
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
