DROP INDEX "artisan_specialites_specialite_idx";--> statement-breakpoint
ALTER TABLE "artisan_specialites" ADD COLUMN "entreprise_nom_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "artisan_specialites" SET "entreprise_nom_key" = "artisans"."entreprise_nom_key" FROM "artisans" WHERE "artisans"."id" = "artisan_specialites"."artisan_id";--> statement-breakpoint
CREATE FUNCTION "artisan_specialites_name_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- An unknown artisan keeps '' here and fails on the foreign key, as before this column.
	NEW."entreprise_nom_key" := coalesce((SELECT "entreprise_nom_key" FROM "artisans" WHERE "id" = NEW."artisan_id"), '');
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_name_key" BEFORE INSERT OR UPDATE ON "artisan_specialites" FOR EACH ROW EXECUTE FUNCTION "artisan_specialites_name_key"();--> statement-breakpoint
CREATE FUNCTION "artisans_name_key_to_specialites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "artisan_specialites" SET "entreprise_nom_key" = NEW."entreprise_nom_key" WHERE "artisan_id" = NEW."id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_name_key_to_specialites" AFTER UPDATE OF "entreprise_nom" ON "artisans" FOR EACH ROW WHEN (OLD."entreprise_nom_key" IS DISTINCT FROM NEW."entreprise_nom_key") EXECUTE FUNCTION "artisans_name_key_to_specialites"();--> statement-breakpoint
CREATE INDEX "artisan_specialites_specialite_name_idx" ON "artisan_specialites" USING btree ("specialite_id","entreprise_nom_key" collate "C","artisan_id");
