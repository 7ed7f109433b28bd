-- A search of two words (« plomberie martin », « plomberie mar » as the second is typed) ranked at a million
-- listings. The names' full-text index intersects the two words' listings before anything is ranked: 37 ms at a
-- million when both are common, and only the first 1,001 names met, not the best. nom_mot_fiches now also holds each
-- pair of distinct words of a name, the two in bytewise order joined by a space (« martin plomberie »): a word holds
-- no space, so a pair is never taken for a word. Its rows rank as a word's do: for a name holding both words,
-- pg_trgm's similarity to them orders names by their trigram count alone. Two words are then read as one is: a pair's
-- best listings first from the rank index, and for a word being typed the pairs it opens, merged in rank order.
-- A name of n words brings n(n-1)/2 pairs: about 4.6 rows a listing more on SIRENE-like names.

-- The keys of a name in nom_mot_fiches: its words (the full-text index's lexemes) and each pair of them.
CREATE FUNCTION "nom_cles"("nom" text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
	WITH w ("mot") AS (SELECT unnest(tsvector_to_array(to_tsvector('simple', "nom"))))
	SELECT "mot" FROM w
	UNION ALL
	SELECT a."mot" || ' ' || b."mot" FROM w a JOIN w b ON a."mot" COLLATE "C" < b."mot" COLLATE "C"
$$;--> statement-breakpoint
-- The pairs of the open listings there (their words are there since migration 0038).
WITH a AS MATERIALIZED (
	SELECT "id", "entreprise_nom_key" AS "nom", "nom_trigrammes"("entreprise_nom_key") AS "trigrammes",
		"non_geree", "pertinence" FROM "artisans" WHERE "fermee_le" IS NULL
)
INSERT INTO "nom_mot_fiches" ("mot", "trigrammes", "non_geree", "pertinence", "artisan_id")
	SELECT k, a."trigrammes", a."non_geree", a."pertinence", a."id"
	FROM a, "nom_cles"(a."nom") AS k WHERE position(' ' in k) > 0;--> statement-breakpoint
-- Migration 0038's trigger, writing a name's keys (words and pairs) where it wrote its words.
CREATE OR REPLACE FUNCTION "artisans_to_nom_mot_fiches"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A listing's trigrams are counted once, not once per key (MATERIALIZED: a CTE inlined would count them again).
	IF TG_OP = 'INSERT' THEN
		WITH n AS MATERIALIZED (
			SELECT "id", "entreprise_nom_key" AS "nom", "nom_trigrammes"("entreprise_nom_key") AS "trigrammes",
				"non_geree", "pertinence" FROM "new_rows" WHERE "fermee_le" IS NULL
		)
		INSERT INTO "nom_mot_fiches" ("mot", "trigrammes", "non_geree", "pertinence", "artisan_id")
			SELECT k, n."trigrammes", n."non_geree", n."pertinence", n."id" FROM n, "nom_cles"(n."nom") AS k;
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
				SELECT k, n."trigrammes", n."non_geree", n."pertinence", n."id" FROM n, "nom_cles"(n."nom") AS k';
	END IF;
	RETURN NULL;
END
$$;
