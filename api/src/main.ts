// Entry point (`node --import tsx api/src/main.ts`, or `npm start` from the repository root): loads the
// configuration, builds the app (migrations and demo seed included), listens, and closes gracefully on
// SIGTERM/SIGINT so that PGlite's files are left consistent.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const started = Date.now();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arrêt en cours');
    // A stuck connection must not keep the process alive forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'arrêt en erreur');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a terminal's Ctrl-C reaches both npm start's wrapper and this process, and the wrapper
  // forwards it too; a repeated signal must not kill the process halfway through closing the database.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ ms: Date.now() - started, url: config.publicUrl }, 'annuaire des artisans prêt');
}

main().catch((error: unknown) => {
  console.error('Échec du démarrage :', error);
  process.exit(1);
});
