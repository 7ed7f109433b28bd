// A download kept for the page's lifetime once it succeeded (a remote's code, maplibre): concurrent callers share
// the load under way, and a failure is forgotten so that the next caller tries again.

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
