// Ctrl+C (or SIGTERM) during a bench: what it started is stopped, once, before it exits with code 130.

/**
 * Has SIGINT and SIGTERM print « <signal> reçu : arrêt de `what`… », run `work` and exit with 130. Returns
 * `cleanup`, which runs `work` at most once however often it is called (by the bench's finally block or by a
 * signal), and `release`, which removes the two listeners.
 */
export function cleanupOnSignal(
  what: string,
  work: () => Promise<void>,
): { cleanup: () => Promise<void>; release: () => void } {
  let cleaning: Promise<void> | null = null;
  const cleanup = () => (cleaning ??= work());
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal} reçu : arrêt de ${what}…`);
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const release = () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  };
  return { cleanup, release };
}
