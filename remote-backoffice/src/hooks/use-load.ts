// useLoad: runs a fetcher whenever its dependencies change, keeps its last answer, its French error and a
// reload(). An answer to an older call is dropped (a fast typist's searches can come back out of order), and the
// previous answer stays shown while the next one loads, so a list does not flash empty.
import { useCallback, useEffect, useState } from 'react';
import { toApiError } from '@annuaire/shared/client/http';

export interface Loaded<T> {
  /** The last answer; null until the first one arrives. */
  data: T | null;
  /** The French message of the current call's failure, else null. */
  error: string | null;
  /** A call is under way for the current dependencies. */
  loading: boolean;
  reload(): void;
}

interface Answer<T> {
  key: string;
  data: T | null;
  error: string | null;
}

/** `deps` are the fetcher's inputs (numbers, strings), as for useEffect. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [version, setVersion] = useState(0);
  const key = JSON.stringify([...deps, version]);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setAnswer({ key, data, error: null });
      },
      (failure: unknown) => {
        if (current)
          setAnswer((previous) => ({
            key,
            data: previous?.data ?? null,
            error: toApiError(failure).message,
          }));
      },
    );
    return () => {
      current = false;
    };
    // `key` stands for the dependencies; the fetcher is a new closure on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return {
    data: answer?.data ?? null,
    error: answer?.key === key ? answer.error : null,
    loading: answer?.key !== key,
    reload,
  };
}
