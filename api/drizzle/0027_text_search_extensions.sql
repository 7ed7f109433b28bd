-- Text search (name, SIRET, trade and place, and the back office's lists at a million rows): trigram similarity and
-- indexes (pg_trgm), accent folding (unaccent). Both are trusted extensions (PostgreSQL 13 and later): the database's
-- owner creates them without being a superuser. PGlite loads their code when it opens the database
-- (db/pglite-statements.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
