// Account calls: the back office's account management (admin), an artisan's own telephone and visibility, and
// the new password from a reset link, and an account's activation (its mail resent, its link's state, its first
// password).
import type { PasswordUpdate, Role } from '../contract/auth';
import type { MessageResponse } from '../contract/common';
import type {
  Activation,
  ActivationLink,
  ActivationLinkState,
  ActivationResponse,
  OwnContactUpdate,
  User,
  UserCreate,
  UserListQuery,
  UserPage,
  UserUpdate,
} from '../contract/user';
import { api, request } from './http';

/** One page of accounts by username, whose e-mail or username contains `q` (the back office's list). */
export function fetchUsersPage({ page, q }: { page: number; q?: string }): Promise<UserPage> {
  const searchParams: Record<string, string | number> = { page };
  const query = q?.trim();
  if (query) searchParams.q = query;
  return request(() => api().get('user', { searchParams }).json<UserPage>());
}

export interface FreeUsersPageQuery {
  /** Part of the e-mail or of the username; blank: no search. */
  q?: string;
  page: number;
  size: number;
  /** The artisan whose own account is offered as well (its form, when editing). */
  artisanId?: number;
}

/**
 * One page of the accounts of `role` no artisan belongs to, plus the account of `artisanId` when given, whose e-mail
 * or username contains `q`, by username (the artisan form's owner combobox:
 * GET /api/user?role&libre=1&artisanId&page&size&q). Never the whole list.
 */
export function fetchFreeUsersPage(
  role: Role,
  { q, page, size, artisanId }: FreeUsersPageQuery,
): Promise<UserPage> {
  const searchParams: Record<string, string> = {
    role,
    libre: '1',
    page: String(page),
    size: String(size),
  } satisfies UserListQuery;
  const query = q?.trim();
  if (query) searchParams.q = query;
  if (artisanId !== undefined) searchParams.artisanId = String(artisanId);
  return request(() => api().get('user', { searchParams }).json<UserPage>());
}

/** One account (admin): the artisan form shows its owner by name without listing the accounts. */
export function fetchUser(id: number): Promise<User> {
  return request(() => api().get(`user/${id}`).json<User>());
}

export function createUser(user: UserCreate): Promise<User> {
  return request(() =>
    api()
      .post('user', { json: user, retry: { limit: 0 } })
      .json<User>(),
  );
}

/** Admin edit of any account; the password changes only when given. */
export function updateUser(id: number, user: UserUpdate): Promise<User> {
  return request(() => api().put(`user/${id}`, { json: user }).json<User>());
}

/** An artisan's own account: telephone and personnalDataToShow only. */
export function updateOwnContact(userId: number, contact: OwnContactUpdate): Promise<User> {
  return request(() => api().put(`user/${userId}`, { json: contact }).json<User>());
}

export async function deleteUser(id: number): Promise<void> {
  await request(() => api().delete(`user/${id}`, { retry: { limit: 0 } }));
}

/** The reset-password page: the link's email, timestamp and hash with the new password. */
export function updatePassword(payload: PasswordUpdate): Promise<MessageResponse> {
  return request(() =>
    api()
      .put('user/pwd', { json: payload, retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

/** The admin resends an account's activation mail; the previous link stops working. */
export function resendActivation(id: number): Promise<MessageResponse> {
  return request(() =>
    api()
      .post(`user/${id}/activation`, { retry: { limit: 0 } })
      .json<MessageResponse>(),
  );
}

/** Whether an activation link still works (POST: the token stays out of URLs and logs). */
export function postActivationCheck(link: ActivationLink): Promise<ActivationLinkState> {
  return request(() =>
    api()
      .post('user/activation/etat', { json: link, retry: { limit: 0 } })
      .json<ActivationLinkState>(),
  );
}

/** The account's first password, from its activation link. */
export function activateAccount(activation: Activation): Promise<ActivationResponse> {
  return request(() =>
    api()
      .put('user/activation', { json: activation, retry: { limit: 0 } })
      .json<ActivationResponse>(),
  );
}
