// Everything the artisan page shows on arrival, in two parallel calls: the public profile (contact details already
// filtered by the API, main image, trades, average and count of reviews) and the details (description, norms and
// work images). The reviews themselves come with the 'Voir tous les avis' modal.
import { useEffect, useState } from 'react';
import { fetchArtisan } from '@annuaire/shared/client/artisans';
import { fetchArtisanDetails } from '@annuaire/shared/client/artisan-details';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { ArtisanPublic } from '@annuaire/shared/contract/artisan';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import { earlyKeys, takeEarly } from '../../directory/utils/arrival-requests';

export type ArtisanProfileState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'success'; artisan: ArtisanPublic; details: ArtisanDetail[] };

export function useArtisanProfile(id: number | null, attempt = 0): ArtisanProfileState {
  const key = `${id}|${attempt}`;
  const [state, setState] = useState<{ key: string; value: ArtisanProfileState }>({
    key,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    Promise.all([
      takeEarly(earlyKeys.artisan(id), () => fetchArtisan(id)),
      takeEarly(earlyKeys.artisanDetails(id), () => fetchArtisanDetails(id)),
    ]).then(
      ([artisan, details]) => {
        if (active) setState({ key, value: { status: 'success', artisan, details } });
      },
      (error: unknown) => {
        if (!active) return;
        const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setState({ key, value: { status: notFound ? 'notFound' : 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [key, id]);

  if (id === null) return { status: 'notFound' };
  return state.key === key ? state.value : { status: 'loading' };
}
