// Database plugin: opens PGlite or PostgreSQL (src/db/database.ts), applies the migrations, exposes
// `fastify.db` to the repositories and closes the connection when the server closes.
import fp from 'fastify-plugin';
import { openDatabase, type Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export default fp(
  async (fastify) => {
    const started = Date.now();
    const handle = await openDatabase({
      ...fastify.config,
      onConnectionError: (error) => fastify.log.warn({ err: error }, 'connexion PostgreSQL inactive perdue'),
    });
    fastify.log.info({ driver: handle.driver, ms: Date.now() - started }, 'base de données prête');
    fastify.decorate('db', handle.db);
    fastify.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db', dependencies: ['config'] },
);
