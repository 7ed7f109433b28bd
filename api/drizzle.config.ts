// drizzle-kit configuration: `npm run db:generate -w @annuaire/api` turns src/db/schema.ts into a new versioned
// SQL migration in drizzle/. The API applies those files at start-up (src/db/migrate.ts), on PGlite and PostgreSQL.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
