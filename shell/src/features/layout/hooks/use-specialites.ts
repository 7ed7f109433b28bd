// The header's trade list: asked for the first time the dropdown is about to open, then kept in the shared query
// cache (the home page, /metiers and the map read the same entry); a failure allows a retry at the next opening.
import { useCallback, useMemo, useState } from 'react';
import { useSpecialitesQuery } from '@annuaire/shared/query/specialites';
import type { Specialite } from '@annuaire/shared/contract/specialite';

export type SpecialitesStatus = 'idle' | 'loading' | 'success' | 'error';

export interface HeaderSpecialites {
  status: SpecialitesStatus;
  /** Sorted by trade name (French collation); only the trades with an artisan (an empty one leads nowhere). */
  specialites: Specialite[];
  /** Starts the request unless it is running or has succeeded. */
  load: () => void;
}

export function useSpecialites(): HeaderSpecialites {
  const [wanted, setWanted] = useState(false);
  const query = useSpecialitesQuery({ enabled: wanted });
  const { data, isError, isFetching, refetch } = query;

  const specialites = useMemo(
    () =>
      (data ?? [])
        .filter((specialite) => specialite.nombreArtisans > 0)
        .sort((a, b) => a.metier.localeCompare(b.metier, 'fr')),
    [data],
  );
  const load = useCallback(() => {
    if (!wanted) setWanted(true);
    // The shared client has logged the failure; the next opening tries again.
    else if (isError && !isFetching) void refetch();
  }, [wanted, isError, isFetching, refetch]);

  let status: SpecialitesStatus = 'idle';
  if (data) status = 'success';
  else if (isFetching) status = 'loading';
  else if (isError) status = 'error';
  else if (wanted) status = 'loading';
  return { status, specialites, load };
}
