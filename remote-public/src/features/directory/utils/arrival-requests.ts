// The API calls of the page a visitor lands on, started together with the download of that page's code instead of
// after it (routes.ts starts them when the lazy page is first asked for). The page's hooks then take the call
// under way rather than making it again: still one call per resource. A call is taken once, and only within
// EARLY_MAX_AGE_MS, so that a later visit of the same page never shows old data.
export const EARLY_MAX_AGE_MS = 10_000;

const started = new Map<string, { promise: Promise<unknown>; at: number }>();

/** Starts `load` under `key` unless a call under that key is already waiting to be taken. */
export function startEarly<T>(key: string, load: () => Promise<T>): void {
  const existing = started.get(key);
  if (existing && Date.now() - existing.at < EARLY_MAX_AGE_MS) return;
  const promise = load();
  // Reported by the page that takes it; an untaken failure must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  started.set(key, { promise, at: Date.now() });
}

/** The call started early under `key` (taken: the next caller loads again), else `load()`. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  if (early && Date.now() - early.at < EARLY_MAX_AGE_MS) return early.promise as Promise<T>;
  return load();
}

/** The keys of the calls of each page, shared by routes.ts (start) and the pages' hooks (take). */
export const earlyKeys = {
  specialite: (id: number) => `specialite:${id}`,
  tradePage: (id: number, page: number) => `trade-page:${id}:${page}`,
  artisan: (id: number) => `artisan:${id}`,
  artisanDetails: (id: number) => `artisan-details:${id}`,
};
