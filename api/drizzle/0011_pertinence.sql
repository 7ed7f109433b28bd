ALTER TABLE "artisans" ADD COLUMN "notes_verifies_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "notes_verifies_stars_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "profil_parts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "pertinence" double precision DEFAULT 3.5 NOT NULL;--> statement-breakpoint
-- Pertinence (issue 21; shared contract PERTINENCE, whose figures are written here once more: the test
-- api/test/db/migration-pertinence.test.ts checks this SQL against pertinenceScore()): the Bayesian average of the
-- published reviews, a verified one counting twice, pulled towards 3.5 as if the artisan had 5 more reviews at
-- that mean; 0.1 per part of a complete profile (main image, description, qualification); 0.2 with the badge
-- « Répond rapidement » (at least 5 requests, a median under 48 h). Computed from the row's own columns.
CREATE FUNCTION "artisans_pertinence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."pertinence" := (5 * 3.5 + NEW."notes_stars_sum" + NEW."notes_verifies_stars_sum")::float8
			/ (5 + NEW."notes_count" + NEW."notes_verifies_count")
		+ 0.1::float8 * NEW."profil_parts"
		+ CASE WHEN NEW."demandes_count" >= 5 AND NEW."delai_median_minutes" IS NOT NULL
			AND NEW."delai_median_minutes" < 48 * 60 THEN 0.2::float8 ELSE 0::float8 END;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_pertinence" BEFORE INSERT OR UPDATE ON "artisans" FOR EACH ROW EXECUTE FUNCTION "artisans_pertinence"();--> statement-breakpoint
-- The published verified reviews of these artisans, recounted (an artisan has few reviews).
CREATE FUNCTION "artisans_refresh_verified"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Locked first, as in artisans_refresh_image (migration 0005).
	PERFORM 1 FROM "artisans" WHERE "id" = ANY("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "artisans" SET "notes_verifies_count" = m."count", "notes_verifies_stars_sum" = m."stars"
	FROM (
		SELECT c."id", count(n."id")::int AS "count", coalesce(sum(n."nombre_etoiles"), 0)::int AS "stars"
		FROM unnest("ids") AS c("id")
		LEFT JOIN "notes" n ON n."artisan_id" = c."id" AND n."statut" = 'PUBLIE' AND n."source" = 'VERIFIE'
		GROUP BY c."id"
	) m
	WHERE "artisans"."id" = m."id"
		AND ("artisans"."notes_verifies_count", "artisans"."notes_verifies_stars_sum") IS DISTINCT FROM (m."count", m."stars");
END
$$;--> statement-breakpoint
CREATE FUNCTION "notes_to_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "artisans_refresh_verified"(ARRAY(SELECT DISTINCT "artisan_id" FROM "new_rows" WHERE "source" = 'VERIFIE'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "artisans_refresh_verified"(ARRAY(SELECT DISTINCT "artisan_id" FROM "old_rows" WHERE "source" = 'VERIFIE'));
	ELSE
		PERFORM "artisans_refresh_verified"(ARRAY(
			SELECT "artisan_id" FROM "new_rows" WHERE "source" = 'VERIFIE'
			UNION SELECT "artisan_id" FROM "old_rows" WHERE "source" = 'VERIFIE'));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notes_to_verified_insert" AFTER INSERT ON "notes" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_verified"();--> statement-breakpoint
CREATE TRIGGER "notes_to_verified_update" AFTER UPDATE ON "notes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_verified"();--> statement-breakpoint
CREATE TRIGGER "notes_to_verified_delete" AFTER DELETE ON "notes" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_verified"();--> statement-breakpoint
-- How many of the three parts of a complete profile these artisans have: a main image with its file, a description
-- with text, at least one qualification (NORME).
CREATE FUNCTION "artisans_refresh_profile"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "artisans" WHERE "id" = ANY("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "artisans" SET "profil_parts" = m."parts"
	FROM (
		SELECT c."id",
			(EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'IMG_PRINCIPALE' AND d."path_img" IS NOT NULL))::int
			+ (EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'DESCRIPTION' AND btrim(coalesce(d."description", '')) <> ''))::int
			+ (EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'NORME'))::int AS "parts"
		FROM unnest("ids") AS c("id")
	) m
	WHERE "artisans"."id" = m."id" AND "artisans"."profil_parts" <> m."parts";
END
$$;--> statement-breakpoint
CREATE FUNCTION "artisan_details_to_profile"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "artisans_refresh_profile"(ARRAY(SELECT DISTINCT "artisan_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "artisans_refresh_profile"(ARRAY(SELECT DISTINCT "artisan_id" FROM "old_rows"));
	ELSE
		PERFORM "artisans_refresh_profile"(ARRAY(SELECT "artisan_id" FROM "new_rows" UNION SELECT "artisan_id" FROM "old_rows"));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_profile_insert" AFTER INSERT ON "artisan_details" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_profile"();--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_profile_update" AFTER UPDATE ON "artisan_details" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_profile"();--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_profile_delete" AFTER DELETE ON "artisan_details" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_profile"();--> statement-breakpoint
-- A trade's order (migration 0006) is now the pertinence order: the highest score first, then by company name.
CREATE OR REPLACE FUNCTION "specialite_orders_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- The orders are locked first, in a statement of their own: the UPDATE below then reads with a snapshot taken
	-- once any concurrent writer of these trades' links has committed (READ COMMITTED), so that none is missed.
	PERFORM 1 FROM "specialite_orders" WHERE "specialite_id" = ANY("ids") ORDER BY "specialite_id" FOR UPDATE;
	UPDATE "specialite_orders" SET "artisan_ids" = coalesce((
		SELECT array_agg(l."artisan_id" ORDER BY a."pertinence" DESC, l."entreprise_nom_key" COLLATE "C", l."artisan_id")
		FROM "artisan_specialites" l JOIN "artisans" a ON a."id" = l."artisan_id"
		WHERE l."specialite_id" = "specialite_orders"."specialite_id"
	), '{}')
	WHERE "specialite_id" = ANY("ids");
END
$$;--> statement-breakpoint
-- An artisan whose score changed moves in its trades' orders.
CREATE FUNCTION "artisans_pertinence_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "specialite_orders_refresh"(ARRAY(
		SELECT DISTINCT l."specialite_id" FROM "new_rows" n
		JOIN "old_rows" o ON o."id" = n."id" AND o."pertinence" IS DISTINCT FROM n."pertinence"
		JOIN "artisan_specialites" l ON l."artisan_id" = n."id"));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_pertinence_to_orders" AFTER UPDATE ON "artisans" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_pertinence_to_orders"();--> statement-breakpoint
-- The existing rows: their verified reviews, their profiles, their scores (the UPDATE fires the BEFORE trigger),
-- then every trade's order once.
SELECT "artisans_refresh_verified"(array_agg("id")), "artisans_refresh_profile"(array_agg("id")) FROM "artisans";--> statement-breakpoint
UPDATE "artisans" SET "pertinence" = 0;--> statement-breakpoint
SELECT "specialite_orders_refresh"(array_agg("id")) FROM "specialites";
