// The header's trade list: fetched the first time the dropdown is about to open, then kept; a failure allows a retry.
import { useCallback, useRef, useState } from 'react';
import { fetchSpecialites } from '@annuaire/shared/client/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export type SpecialitesStatus = 'idle' | 'loading' | 'success' | 'error';

export interface HeaderSpecialites {
  status: SpecialitesStatus;
  /** Sorted by trade name (French collation). */
  specialites: Specialite[];
  /** Starts the request unless it is running or has succeeded. */
  load: () => void;
}

export function useSpecialites(): HeaderSpecialites {
  const [status, setStatus] = useState<SpecialitesStatus>('idle');
  const [specialites, setSpecialites] = useState<Specialite[]>([]);
  const started = useRef(false);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStatus('loading');
    fetchSpecialites().then(
      (list) => {
        setSpecialites([...list].sort((a, b) => a.metier.localeCompare(b.metier, 'fr')));
        setStatus('success');
      },
      () => {
        // The shared client has logged the failure; the next opening tries again.
        started.current = false;
        setStatus('error');
      },
    );
  }, []);

  return { status, specialites, load };
}
