// The trade shown by the trade page (its name for the title and the breadcrumb): one call per trade.
import { useEffect, useState } from 'react';
import { fetchSpecialite } from '@annuaire/shared/client/specialites';
import { ApiRequestError } from '@annuaire/shared/client/http';
import type { Specialite } from '@annuaire/shared/contract/specialite';
import { earlyKeys, takeEarly } from '../../directory/utils/arrival-requests';

export type SpecialiteState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  | { status: 'success'; specialite: Specialite };

export function useSpecialite(id: number | null): SpecialiteState {
  const [state, setState] = useState<{ id: number | null; value: SpecialiteState }>({
    id,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (id === null) return undefined;
    let active = true;
    takeEarly(earlyKeys.specialite(id), () => fetchSpecialite(id)).then(
      (specialite) => {
        if (active) setState({ id, value: { status: 'success', specialite } });
      },
      (error: unknown) => {
        if (!active) return;
        const notFound = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        setState({ id, value: { status: notFound ? 'notFound' : 'error' } });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);

  if (id === null) return { status: 'notFound' };
  return state.id === id ? state.value : { status: 'loading' };
}
