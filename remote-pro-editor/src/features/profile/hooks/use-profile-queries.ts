// Everything the editor shows, from the queries of api/: the profile, the account behind it, the details and the
// trade list, and which screen that makes (loading, refused, not found, failed with its retry, ready). The form
// must start from what the server holds: the artisan's own data counts only once fetched after the editor opened
// (their queries are stale at once, staleTime 0, so opening the editor asks for them again).
import { useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import type { User } from '@annuaire/shared/contract/user';
import { describeFailure, errorStatus } from '@annuaire/shared/forms/field-errors';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import { useArtisanQuery } from '../api/get-artisan';
import { useArtisanAccountQuery } from '../api/get-artisan-account';
import { useArtisanDetailsQuery } from '../api/get-artisan-details';

export interface ProfileData {
  artisan: ArtisanPublic;
  /** Null when no account is linked to the artisan (only an admin can meet one). */
  account: User | null;
  details: ArtisanDetail[];
  specialites: Specialite[];
}

export type ProfileDataState =
  | { status: 'loading' }
  | { status: 'ready'; data: ProfileData }
  | { status: 'denied' }
  /** The API no longer accepts the session (401): it ended, or the secret that signed it changed. */
  | { status: 'sessionExpired' }
  | { status: 'notFound' }
  | { status: 'error'; message: string };

const UNEXPECTED_ERROR = 'Une erreur inattendue est survenue.';

function failureState(error: unknown): ProfileDataState {
  const status = errorStatus(error);
  if (status === 401) return { status: 'sessionExpired' };
  if (status === 403) return { status: 'denied' };
  if (status === 404) return { status: 'notFound' };
  return { status: 'error', message: describeFailure(error, UNEXPECTED_ERROR) };
}

/** Answered, and not asking again; `fresh`: answered since the editor opened. */
function settled(query: UseQueryResult<unknown>, fresh: boolean): boolean {
  return !query.isFetching && (fresh ? query.isFetchedAfterMount : !query.isPending);
}

function profileState(
  artisan: UseQueryResult<ArtisanPublic>,
  account: UseQueryResult<User>,
  details: UseQueryResult<ArtisanDetail[]>,
  specialites: UseQueryResult<Specialite[]>,
): ProfileDataState {
  // 404 on the account with the artisan found means "no account linked"; a missing artisan is its own 404.
  const noAccount = account.isError && errorStatus(account.error) === 404;
  // The trade list is the same for every screen: a cached one will do.
  const queries = [
    { query: artisan, fresh: true },
    { query: account, fresh: true },
    { query: details, fresh: true },
    { query: specialites, fresh: false },
  ];
  // In this order, the first failure decides, without waiting for the other answers.
  for (const { query, fresh } of queries) {
    if (settled(query, fresh) && query.isError && !(query === account && noAccount)) {
      return failureState(query.error);
    }
  }
  const answered = queries.every(({ query, fresh }) => settled(query, fresh));
  if (!answered || !artisan.data || !details.data || !specialites.data) return { status: 'loading' };
  return {
    status: 'ready',
    data: {
      artisan: artisan.data,
      account: noAccount ? null : (account.data ?? null),
      details: details.data,
      specialites: specialites.data,
    },
  };
}

/** Once ready, the state stays so: a later refetch (the network coming back) never takes the form away. */
export function useProfileQueries(artisanId: number) {
  const artisan = useArtisanQuery(artisanId);
  const account = useArtisanAccountQuery(artisanId);
  const details = useArtisanDetailsQuery(artisanId);
  const specialites = useSpecialitesQuery();
  const [loaded, setLoaded] = useState<ProfileData | null>(null);

  const state: ProfileDataState = loaded
    ? { status: 'ready', data: loaded }
    : profileState(artisan, account, details, specialites);
  if (!loaded && state.status === 'ready') setLoaded(state.data);

  /** Asks again what failed. */
  function retry() {
    for (const query of [artisan, account, details, specialites]) {
      if (query.isError) void query.refetch();
    }
  }

  return { state, retry };
}
