ALTER TABLE "artisans" ADD COLUMN "notes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "notes_stars_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "image_principale_path" text;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "image_principale_description" text;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "specialites_card" json DEFAULT '[]'::json NOT NULL;--> statement-breakpoint
UPDATE "artisans" SET "notes_count" = n."count", "notes_stars_sum" = n."stars" FROM (SELECT "artisan_id", count(*)::int AS "count", sum("nombre_etoiles")::int AS "stars" FROM "notes" GROUP BY "artisan_id") n WHERE n."artisan_id" = "artisans"."id";--> statement-breakpoint
CREATE FUNCTION "artisans_refresh_image"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- The artisans are locked first, in a statement of their own: the UPDATE below then reads with a snapshot taken
	-- once any concurrent writer of their details has committed (READ COMMITTED), so that no change is missed.
	PERFORM 1 FROM "artisans" WHERE "id" = ANY("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "artisans" SET "image_principale_path" = m."path_img", "image_principale_description" = m."description"
	FROM (
		SELECT c."id", d."path_img", d."description" FROM unnest("ids") AS c("id")
		LEFT JOIN LATERAL (
			SELECT "path_img", "description" FROM "artisan_details"
			WHERE "artisan_id" = c."id" AND "type" = 'IMG_PRINCIPALE' AND "path_img" IS NOT NULL
			ORDER BY "id" LIMIT 1
		) d ON true
	) m
	WHERE "artisans"."id" = m."id"
		AND ("artisans"."image_principale_path" IS DISTINCT FROM m."path_img"
			OR "artisans"."image_principale_description" IS DISTINCT FROM m."description");
END
$$;--> statement-breakpoint
CREATE FUNCTION "artisans_refresh_specialites"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- Locked first, as in artisans_refresh_image.
	PERFORM 1 FROM "artisans" WHERE "id" = ANY("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "artisans" SET "specialites_card" = m."card"
	FROM (
		SELECT c."id", coalesce((
			SELECT json_agg(json_build_object('id', s."id", 'metier', s."metier") ORDER BY s."metier_key", s."id")
			FROM "artisan_specialites" l JOIN "specialites" s ON s."id" = l."specialite_id"
			WHERE l."artisan_id" = c."id"
		), '[]'::json) AS "card"
		FROM unnest("ids") AS c("id")
	) m
	WHERE "artisans"."id" = m."id" AND "artisans"."specialites_card"::text IS DISTINCT FROM m."card"::text;
END
$$;--> statement-breakpoint
SELECT "artisans_refresh_image"(array_agg("id")), "artisans_refresh_specialites"(array_agg("id")) FROM "artisans";--> statement-breakpoint
CREATE FUNCTION "notes_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Increments: concurrent writers of the same artisan add up (each UPDATE reads the row's latest version).
	IF TG_OP = 'INSERT' THEN
		UPDATE "artisans" SET "notes_count" = "notes_count" + n."count", "notes_stars_sum" = "notes_stars_sum" + n."stars"
		FROM (SELECT "artisan_id", count(*)::int AS "count", sum("nombre_etoiles")::int AS "stars" FROM "new_rows" GROUP BY "artisan_id") n
		WHERE "artisans"."id" = n."artisan_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "artisans" SET "notes_count" = "notes_count" - n."count", "notes_stars_sum" = "notes_stars_sum" - n."stars"
		FROM (SELECT "artisan_id", count(*)::int AS "count", sum("nombre_etoiles")::int AS "stars" FROM "old_rows" GROUP BY "artisan_id") n
		WHERE "artisans"."id" = n."artisan_id";
	ELSE
		UPDATE "artisans" SET "notes_count" = "notes_count" + n."count", "notes_stars_sum" = "notes_stars_sum" + n."stars"
		FROM (
			SELECT "artisan_id", sum("count")::int AS "count", sum("stars")::int AS "stars" FROM (
				SELECT "artisan_id", 1 AS "count", "nombre_etoiles" AS "stars" FROM "new_rows"
				UNION ALL SELECT "artisan_id", -1, -"nombre_etoiles" FROM "old_rows"
			) c GROUP BY "artisan_id"
		) n
		WHERE "artisans"."id" = n."artisan_id" AND (n."count" <> 0 OR n."stars" <> 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notes_to_artisans_insert" AFTER INSERT ON "notes" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "notes_to_artisans_update" AFTER UPDATE ON "notes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "notes_to_artisans_delete" AFTER DELETE ON "notes" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "notes_to_artisans"();--> statement-breakpoint
CREATE FUNCTION "artisan_details_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "artisans_refresh_image"(ARRAY(SELECT DISTINCT "artisan_id" FROM "new_rows" WHERE "type" = 'IMG_PRINCIPALE'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "artisans_refresh_image"(ARRAY(SELECT DISTINCT "artisan_id" FROM "old_rows" WHERE "type" = 'IMG_PRINCIPALE'));
	ELSE
		PERFORM "artisans_refresh_image"(ARRAY(
			SELECT "artisan_id" FROM "new_rows" WHERE "type" = 'IMG_PRINCIPALE'
			UNION SELECT "artisan_id" FROM "old_rows" WHERE "type" = 'IMG_PRINCIPALE'));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_artisans_insert" AFTER INSERT ON "artisan_details" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_artisans_update" AFTER UPDATE ON "artisan_details" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "artisan_details_to_artisans_delete" AFTER DELETE ON "artisan_details" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_details_to_artisans"();--> statement-breakpoint
CREATE FUNCTION "artisan_specialites_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "artisans_refresh_specialites"(ARRAY(SELECT DISTINCT "artisan_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "artisans_refresh_specialites"(ARRAY(SELECT DISTINCT "artisan_id" FROM "old_rows"));
	ELSE
		-- The name key copied in by migration 0004's triggers changes no trade.
		PERFORM "artisans_refresh_specialites"(ARRAY(
			SELECT n."artisan_id" FROM "new_rows" n
			WHERE NOT EXISTS (SELECT 1 FROM "old_rows" o WHERE o."artisan_id" = n."artisan_id" AND o."specialite_id" = n."specialite_id")
			UNION SELECT o."artisan_id" FROM "old_rows" o
			WHERE NOT EXISTS (SELECT 1 FROM "new_rows" n WHERE o."artisan_id" = n."artisan_id" AND o."specialite_id" = n."specialite_id")));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_artisans_insert" AFTER INSERT ON "artisan_specialites" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_artisans_update" AFTER UPDATE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_artisans"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_artisans_delete" AFTER DELETE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_artisans"();--> statement-breakpoint
CREATE FUNCTION "specialites_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "artisans_refresh_specialites"(ARRAY(SELECT "artisan_id" FROM "artisan_specialites" WHERE "specialite_id" = NEW."id"));
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "specialites_to_artisans" AFTER UPDATE OF "metier", "metier_key" ON "specialites" FOR EACH ROW WHEN (OLD."metier" IS DISTINCT FROM NEW."metier" OR OLD."metier_key" IS DISTINCT FROM NEW."metier_key") EXECUTE FUNCTION "specialites_to_artisans"();
