-- A search of one word (« plomberie », « sarl », the first word being typed) ranked at a million listings. The
-- names' full-text index (migration 0033) finds every name holding a word, but unordered: on a word that 60,000
-- names hold, reading them all took 11 ms and ranking them hundreds, so the search ranked the first 1,001 it met,
-- not the best. nom_mot_fiches holds each word of each open listing's name (the lexemes of that index) with what
-- ranks a one-word search: the name's trigram count (for names holding the word, pg_trgm's similarity orders them
-- by it alone: the fewer, the closer), managed listings first, then pertinence, then id. Its index gives a word's
-- best listings first, in under a millisecond whatever their number.
CREATE TABLE "nom_mot_fiches" (
	"mot" text NOT NULL,
	"trigrammes" smallint NOT NULL,
	"non_geree" boolean NOT NULL,
	"pertinence" double precision NOT NULL,
	"artisan_id" integer NOT NULL
);
--> statement-breakpoint
-- The number of distinct trigrams of a name, as pg_trgm's similarity counts them.
CREATE FUNCTION "nom_trigrammes"("nom" text) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(array_length(show_trgm("nom"), 1), 0)::smallint
$$;--> statement-breakpoint
-- As the trigger below writes them: a listing's trigrams counted once, not once per word.
WITH a AS MATERIALIZED (
	SELECT "id", "entreprise_nom_key" AS "nom", "nom_trigrammes"("entreprise_nom_key") AS "trigrammes",
		"non_geree", "pertinence" FROM "artisans" WHERE "fermee_le" IS NULL
)
INSERT INTO "nom_mot_fiches" ("mot", "trigrammes", "non_geree", "pertinence", "artisan_id")
	SELECT "word", a."trigrammes", a."non_geree", a."pertinence", a."id"
	FROM a, unnest(tsvector_to_array(to_tsvector('simple', a."nom"))) AS "word";--> statement-breakpoint
ALTER TABLE "nom_mot_fiches" ADD CONSTRAINT "nom_mot_fiches_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nom_mot_fiches_rang_idx" ON "nom_mot_fiches" USING btree ("mot" collate "C","trigrammes","non_geree","pertinence" desc,"artisan_id");--> statement-breakpoint
CREATE INDEX "nom_mot_fiches_artisan_idx" ON "nom_mot_fiches" USING btree ("artisan_id");--> statement-breakpoint
CREATE INDEX "nom_mots_mot_prefix_idx" ON "nom_mots" USING btree ("mot" collate "C");--> statement-breakpoint
-- Once per statement on artisans, whoever writes (the editor, the back office, the registers' import, a review's
-- pertinence): an inserted open listing brings its words; an updated one whose name, management, pertinence or
-- opening changed loses its rows and, open, gets them again. Deletions cascade. The update's statement is planned
-- at each run (EXECUTE), as migration 0018 explains: a plan kept from an empty table would scan it whole.
CREATE FUNCTION "artisans_to_nom_mot_fiches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A listing's trigrams are counted once, not once per word (MATERIALIZED: a CTE inlined would count them again).
	IF TG_OP = 'INSERT' THEN
		WITH n AS MATERIALIZED (
			SELECT "id", "entreprise_nom_key" AS "nom", "nom_trigrammes"("entreprise_nom_key") AS "trigrammes",
				"non_geree", "pertinence" FROM "new_rows" WHERE "fermee_le" IS NULL
		)
		INSERT INTO "nom_mot_fiches" ("mot", "trigrammes", "non_geree", "pertinence", "artisan_id")
			SELECT "word", n."trigrammes", n."non_geree", n."pertinence", n."id"
			FROM n, unnest(tsvector_to_array(to_tsvector('simple', n."nom"))) AS "word";
	ELSE
		EXECUTE 'WITH c ("id", "nom", "non_geree", "pertinence", "open") AS (
				SELECT "id", "entreprise_nom_key", "non_geree", "pertinence", "fermee_le" IS NULL FROM "new_rows"
				EXCEPT SELECT "id", "entreprise_nom_key", "non_geree", "pertinence", "fermee_le" IS NULL FROM "old_rows"
			), gone AS (
				DELETE FROM "nom_mot_fiches" f USING c WHERE f."artisan_id" = c."id"
			), n AS MATERIALIZED (
				SELECT "id", "nom", "nom_trigrammes"("nom") AS "trigrammes", "non_geree", "pertinence" FROM c
				WHERE "open"
			)
			INSERT INTO "nom_mot_fiches" ("mot", "trigrammes", "non_geree", "pertinence", "artisan_id")
				SELECT "word", n."trigrammes", n."non_geree", n."pertinence", n."id"
				FROM n, unnest(tsvector_to_array(to_tsvector(''simple'', n."nom"))) AS "word"';
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_to_nom_mot_fiches_insert" AFTER INSERT ON "artisans" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_to_nom_mot_fiches"();--> statement-breakpoint
CREATE TRIGGER "artisans_to_nom_mot_fiches_update" AFTER UPDATE ON "artisans" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_to_nom_mot_fiches"();
