// Two ways a download is reused instead of made again, for the shell and the remotes: a call started ahead of the
// code that reads it (taken once by that reader), and a download kept for the page's lifetime once it succeeded.

export interface EarlyCall<T> {
  /** Starts the call, unless one is already waiting to be taken. */
  start(): void;
  /** The call started early when one is waiting (taken: the next reader calls again), else a new call. */
  take(): Promise<T>;
}

/**
 * A call that can be started before its reader exists, e.g. while the reader's code downloads. Taken once, so that
 * every later visit gets fresh data. A failure goes to the reader that takes it, never unhandled before that.
 */
export function earlyCall<T>(call: () => Promise<T>): EarlyCall<T> {
  let started: Promise<T> | null = null;
  return {
    start() {
      if (started) return;
      started = call();
      started.catch(() => undefined);
    },
    take() {
      const taken = started ?? call();
      started = null;
      return taken;
    },
  };
}

/**
 * `load` run once and its result kept; concurrent callers share the load under way. A failed load is forgotten,
 * so that the next caller tries again (a chunk that failed to download may download now).
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    if (!loading) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = null;
      });
    }
    return loading;
  };
}
