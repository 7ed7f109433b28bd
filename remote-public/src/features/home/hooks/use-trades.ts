// The trade list for the home page's speciality search and trade gallery, fetched once per visit of the page.
import { useEffect, useState } from 'react';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export type TradesState =
  { status: 'loading' } | { status: 'error' } | { status: 'success'; specialites: Specialite[] };

export function useTrades(): TradesState {
  const [state, setState] = useState<TradesState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchSpecialites().then(
      (specialites) => {
        if (active) setState({ status: 'success', specialites });
      },
      () => {
        // The shared client has logged the failure; the search says the list is unavailable.
        if (active) setState({ status: 'error' });
      },
    );
    return () => {
      active = false;
    };
  }, []);

  return state;
}
