// Loads everything the editor shows, fresh from the API (the form must start from what the server holds): the
// profile, the account behind it, the details and the list of trades. The details and the artisan's trades are
// written to the local cache as they arrive.
import { useCallback, useEffect, useState } from 'react';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import type { User } from '@annuaire/shared/contract/user';
import { getArtisan } from '../api/get-artisan';
import { getArtisanAccount } from '../api/get-artisan-account';
import { getArtisanDetails } from '../api/get-artisan-details';
import { getSpecialites } from '../api/get-specialites';
import { writeArtisanCache } from '../utils/artisan-cache';

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
  | { status: 'notFound' }
  | { status: 'error'; message: string };

async function loadProfile(artisanId: number): Promise<ProfileData> {
  const [artisan, account, details, specialites] = await Promise.all([
    getArtisan(artisanId),
    getArtisanAccount(artisanId).catch((error: unknown) => {
      // 404 here with the artisan found means "no account linked"; a missing artisan is reported by getArtisan.
      if (error instanceof ApiRequestError && error.status === 404) return null;
      throw error;
    }),
    getArtisanDetails(artisanId),
    getSpecialites(),
  ]);
  return { artisan, account, details, specialites };
}

function toFailureState(error: unknown): ProfileDataState {
  if (error instanceof ApiRequestError) {
    if (error.status === 401 || error.status === 403) return { status: 'denied' };
    if (error.status === 404) return { status: 'notFound' };
    return { status: 'error', message: error.message };
  }
  return { status: 'error', message: 'Une erreur inattendue est survenue.' };
}

export function useProfileData(artisanId: number | null, enabled: boolean) {
  const [state, setState] = useState<ProfileDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || artisanId === null) return undefined;
    let current = true;
    loadProfile(artisanId).then(
      (data) => {
        if (!current) return;
        writeArtisanCache(artisanId, {
          artisanDetails: data.details,
          specialities: data.artisan.specialitesDetails.map(({ id, metier }) => ({
            id,
            metier,
            pathImg: data.specialites.find((specialite) => specialite.id === id)?.pathImg ?? null,
          })),
        });
        setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState(toFailureState(error));
      },
    );
    return () => {
      current = false;
    };
  }, [artisanId, enabled, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  return { state, retry };
}
