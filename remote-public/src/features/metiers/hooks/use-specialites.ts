import { useEffect, useState } from 'react';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export type SpecialitesState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; specialites: Specialite[] };

/** The trade list, fetched once per mount; a failure is already logged by the shared client. */
export function useSpecialites(): SpecialitesState {
  const [state, setState] = useState<SpecialitesState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchSpecialites().then(
      (specialites) => {
        if (active) setState({ status: 'success', specialites });
      },
      () => {
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
