-- Search by name at a million listings: the words of the folded company names in a full-text index (the 'simple'
-- configuration: no language's stemming, so that surnames and numbers stay as written; prefixes allowed), and the
-- dictionary of those words (nom_mots) that a search corrects its typing errors from by trigram similarity before
-- reading that index, as pg_trgm's documentation advises for text search. The trigram `<%` over every name took
-- 80 to 190 ms at a million; a word's posting list takes a few.
CREATE TABLE "nom_mots" (
	"mot" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
INSERT INTO "nom_mots" ("mot")
	SELECT DISTINCT "word" FROM "artisans", unnest(tsvector_to_array(to_tsvector('simple', "entreprise_nom_key"))) AS "word"
	WHERE char_length("word") >= 3 AND "word" ~ '[^0-9]';--> statement-breakpoint
CREATE INDEX "nom_mots_mot_trgm_idx" ON "nom_mots" USING gist ("mot" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "artisans_entreprise_nom_words_idx" ON "artisans" USING gin (to_tsvector('simple', "entreprise_nom_key")) WHERE "artisans"."fermee_le" is null;--> statement-breakpoint
-- New names' words join the dictionary, whoever writes: once per statement for inserts (the registers' import
-- publishes thousands of rows at a time), per row for a renamed listing (a column list excludes transition tables).
CREATE FUNCTION "nom_mots_from_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "nom_mots" ("mot")
		SELECT DISTINCT "word" FROM "new_rows", unnest(tsvector_to_array(to_tsvector('simple', "new_rows"."entreprise_nom_key"))) AS "word"
		WHERE char_length("word") >= 3 AND "word" ~ '[^0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_name_words_insert" AFTER INSERT ON "artisans" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "nom_mots_from_new_rows"();--> statement-breakpoint
CREATE FUNCTION "nom_mots_from_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "nom_mots" ("mot")
		SELECT DISTINCT "word" FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."entreprise_nom_key"))) AS "word"
		WHERE char_length("word") >= 3 AND "word" ~ '[^0-9]'
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_name_words_update" AFTER UPDATE OF "entreprise_nom" ON "artisans" FOR EACH ROW WHEN (OLD."entreprise_nom_key" IS DISTINCT FROM NEW."entreprise_nom_key") EXECUTE FUNCTION "nom_mots_from_renamed"();
