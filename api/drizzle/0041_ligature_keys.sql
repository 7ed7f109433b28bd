-- The name key spells the ligatures out: « coeur » finds « Cœur de Bois » and « Maître d'œuvre » is « maitre
-- d'oeuvre », as people type them (text/fold.ts, nameKeySql). The company names' key is a generated column: it is
-- dropped and added again (PostgreSQL 15 cannot change its expression), with what depends on it: the trigger that
-- adds a renamed listing's words to the dictionary and the three indexes of the names. The towns' and particuliers'
-- keys are indexes' expressions, built again. What the database copies from a listing's key (its trades' cards and
-- orders, its search words and pairs) is written again by its triggers, for the listings whose name holds a
-- ligature only: renamed with a trailing space, then back.
DROP TRIGGER "artisans_name_words_update" ON "artisans";--> statement-breakpoint
DROP INDEX "artisans_ville_key_idx";--> statement-breakpoint
DROP INDEX "particuliers_name_key_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "artisans_city_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "artisans" drop column "entreprise_nom_key";--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "entreprise_nom_key" text GENERATED ALWAYS AS (replace(replace(lower(translate(entreprise_nom, 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŒÆ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyœæ')), 'œ', 'oe'), 'æ', 'ae')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "artisans_entreprise_nom_key_idx" ON "artisans" USING btree ("entreprise_nom_key" collate "C","id") WHERE "artisans"."fermee_le" is null;--> statement-breakpoint
CREATE INDEX "artisans_entreprise_nom_key_trgm_idx" ON "artisans" USING gin ("entreprise_nom_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artisans_entreprise_nom_words_idx" ON "artisans" USING gin (to_tsvector('simple', "entreprise_nom_key")) WHERE "artisans"."fermee_le" is null;--> statement-breakpoint
CREATE INDEX "artisans_ville_key_idx" ON "artisans" USING btree ((translate(replace(replace(lower(translate("ville", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŒÆ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyœæ')), 'œ', 'oe'), 'æ', 'ae'), '-''’', '   ')) collate "C");--> statement-breakpoint
CREATE INDEX "particuliers_name_key_trgm_idx" ON "particuliers" USING gin ((replace(replace(lower(translate("nom" || ' ' || "prenom", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŒÆ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyœæ')), 'œ', 'oe'), 'æ', 'ae')) gin_trgm_ops);--> statement-breakpoint
-- The back office's search of towns (repositories/artisan/reads.ts, cityKeySql: the same expression, or the
-- planner ignores the index).
CREATE INDEX "artisans_city_key_trgm_idx" ON "artisans" USING gin ((trim(replace(replace(lower(translate("ville", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿŒÆ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyyœæ')), 'œ', 'oe'), 'æ', 'ae') || ' ' || "code_postal")) gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER "artisans_name_words_update" AFTER UPDATE OF "entreprise_nom" ON "artisans" FOR EACH ROW WHEN (OLD."entreprise_nom_key" IS DISTINCT FROM NEW."entreprise_nom_key") EXECUTE FUNCTION "nom_mots_from_renamed"();--> statement-breakpoint
UPDATE "artisans" SET "entreprise_nom" = "entreprise_nom" || ' ' WHERE "entreprise_nom" ~ '[œæŒÆ]';--> statement-breakpoint
UPDATE "artisans" SET "entreprise_nom" = left("entreprise_nom", -1) WHERE "entreprise_nom" ~ '[œæŒÆ]';--> statement-breakpoint
-- No name's key holds a ligature any more: the dictionary's words that did would be corrections to nothing.
DELETE FROM "nom_mots" WHERE "mot" ~ '[œæ]';
