-- The sitemap's index and its trades' dates without reading the directory. Its index grouped every open listing at
-- each build (2.2 s at a million listings), and the hot cache forgets it at every public change; its trades' dates
-- grouped every trade link. Both are now summaries the database keeps, whoever writes: per area (the département of
-- routes/sitemap.ts, sitemapAreaOf) and slice of 4096 ids (SITEMAP_SLICE_IDS), the open listings' count and the
-- last change a visitor can see there; per trade, the last change of its page. A file of the sitemap is a run of an
-- area's slices, so that a listing never moves from one file to another and a file's date says when it changed:
-- an entry's change (its record, details or published reviews: greatest(date_update, avis_modifie_le)), an arrival
-- or a departure (closed, moved to another area, deleted), which both date from the statement. A date that goes
-- back (a review withdrawn) is a change too, of now.
CREATE TABLE "sitemap_slices" (
	"area" text NOT NULL,
	"slice" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"lastmod" timestamp with time zone NOT NULL,
	CONSTRAINT "sitemap_slices_area_slice_pk" PRIMARY KEY("area","slice")
);
--> statement-breakpoint
CREATE TABLE "sitemap_trades" (
	"specialite_id" integer PRIMARY KEY NOT NULL,
	"lastmod" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sitemap_trades" ADD CONSTRAINT "sitemap_trades_specialite_id_specialites_id_fk" FOREIGN KEY ("specialite_id") REFERENCES "public"."specialites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- sitemapAreaOf (db/schema.ts) as a function, for the triggers below.
CREATE FUNCTION "sitemap_area"("code_postal" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE WHEN "code_postal" ~ '^9[78][0-9]' THEN left("code_postal", 3)
		WHEN "code_postal" ~ '^[0-9]{2}' THEN left("code_postal", 2) ELSE 'autres' END
$$;--> statement-breakpoint
-- Once per statement on artisans: the open listings before (b) and after (a) it, each with its area and date; what
-- left a slice, came into one or changed in one is added to the slices, and the trades of the artisans that
-- changed, came or left are dated. Keys in order, so that two statements lock the summaries' rows alike.
CREATE FUNCTION "artisans_to_sitemap"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	entries constant text := 'SELECT "id", "sitemap_area"("code_postal") AS "area",
		greatest("date_update", "avis_modifie_le") AS "lastmod" FROM %s AS r WHERE "fermee_le" IS NULL';
	listings text;
BEGIN
	IF TG_OP = 'UPDATE' THEN
		-- Most updates of artisans are their cards' and orders' figures: nothing the sitemap shows.
		PERFORM 1 FROM (
			SELECT "id", "code_postal", "date_update", "avis_modifie_le", "fermee_le" FROM "new_rows"
			EXCEPT SELECT "id", "code_postal", "date_update", "avis_modifie_le", "fermee_le" FROM "old_rows"
		) AS c LIMIT 1;
		IF NOT FOUND THEN
			RETURN NULL;
		END IF;
	END IF;
	listings := format('WITH b AS (' || entries || '), a AS (' || entries || ')',
		CASE WHEN TG_OP = 'INSERT' THEN '(SELECT * FROM "new_rows" WHERE false)' ELSE '"old_rows"' END,
		CASE WHEN TG_OP = 'DELETE' THEN '(SELECT * FROM "old_rows" WHERE false)' ELSE '"new_rows"' END);
	-- One statement: the listings before and after are read once for the slices and the trades. A deleted artisan's
	-- links are gone by now: their own trigger below dates its trades.
	EXECUTE listings || ',
		changes AS (
			SELECT b."area", b."id" / 4096 AS "slice", -1 AS "delta", now() AS "lastmod"
				FROM b LEFT JOIN a ON a."id" = b."id" AND a."area" = b."area" WHERE a."id" IS NULL
			UNION ALL
			SELECT a."area", a."id" / 4096, 1, greatest(a."lastmod", now())
				FROM a LEFT JOIN b ON b."id" = a."id" AND b."area" = a."area" WHERE b."id" IS NULL
			UNION ALL
			SELECT a."area", a."id" / 4096, 0, CASE WHEN a."lastmod" > b."lastmod" THEN a."lastmod" ELSE now() END
				FROM a JOIN b ON b."id" = a."id" AND b."area" = a."area" WHERE a."lastmod" IS DISTINCT FROM b."lastmod"
		),
		slices AS (
			INSERT INTO "sitemap_slices" AS s ("area", "slice", "count", "lastmod")
				SELECT "area", "slice", sum("delta")::integer, max("lastmod") FROM changes
				GROUP BY "area", "slice" ORDER BY "area", "slice"
			ON CONFLICT ("area", "slice") DO UPDATE
				SET "count" = s."count" + excluded."count", "lastmod" = greatest(s."lastmod", excluded."lastmod")
		),
		touched AS (
			SELECT a."id", CASE WHEN b."id" IS NULL THEN greatest(a."lastmod", now())
					WHEN a."lastmod" > b."lastmod" THEN a."lastmod" ELSE now() END AS "lastmod"
				FROM a LEFT JOIN b ON b."id" = a."id"
				WHERE b."id" IS NULL OR a."lastmod" IS DISTINCT FROM b."lastmod"
			UNION ALL
			SELECT b."id", now() FROM b LEFT JOIN a ON a."id" = b."id" WHERE a."id" IS NULL
		)
		INSERT INTO "sitemap_trades" AS t ("specialite_id", "lastmod")
			SELECT l."specialite_id", max(touched."lastmod") FROM touched
				JOIN "artisan_specialites" l ON l."artisan_id" = touched."id"
			GROUP BY l."specialite_id" ORDER BY l."specialite_id"
		ON CONFLICT ("specialite_id") DO UPDATE SET "lastmod" = greatest(t."lastmod", excluded."lastmod")';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_to_sitemap_insert" AFTER INSERT ON "artisans" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_to_sitemap"();--> statement-breakpoint
CREATE TRIGGER "artisans_to_sitemap_update" AFTER UPDATE ON "artisans" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_to_sitemap"();--> statement-breakpoint
CREATE TRIGGER "artisans_to_sitemap_delete" AFTER DELETE ON "artisans" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_to_sitemap"();--> statement-breakpoint
-- Once per statement on trade links: a card that comes to a trade's page or leaves it, of an open listing (or of a
-- listing being deleted), dates that trade now. The links' frequent rewrites (their copies of the name and
-- position) change no pair and date nothing.
CREATE FUNCTION "artisan_specialites_to_sitemap"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	pairs text;
BEGIN
	pairs := CASE TG_OP
		WHEN 'INSERT' THEN 'SELECT "artisan_id", "specialite_id" FROM "new_rows"'
		WHEN 'DELETE' THEN 'SELECT "artisan_id", "specialite_id" FROM "old_rows"'
		ELSE '(SELECT "artisan_id", "specialite_id" FROM "new_rows" EXCEPT SELECT "artisan_id", "specialite_id" FROM "old_rows")
			UNION (SELECT "artisan_id", "specialite_id" FROM "old_rows" EXCEPT SELECT "artisan_id", "specialite_id" FROM "new_rows")'
	END;
	EXECUTE 'INSERT INTO "sitemap_trades" AS t ("specialite_id", "lastmod")
			SELECT c."specialite_id", now() FROM (' || pairs || ') AS c
				LEFT JOIN "artisans" a ON a."id" = c."artisan_id"
			WHERE a."fermee_le" IS NULL
			GROUP BY c."specialite_id" ORDER BY c."specialite_id"
		ON CONFLICT ("specialite_id") DO UPDATE SET "lastmod" = greatest(t."lastmod", excluded."lastmod")';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_sitemap_insert" AFTER INSERT ON "artisan_specialites" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_sitemap"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_sitemap_update" AFTER UPDATE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_sitemap"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_sitemap_delete" AFTER DELETE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_sitemap"();--> statement-breakpoint
-- What is there already: each slice's and trade's date is the latest of its entries (no departure is known).
INSERT INTO "sitemap_slices" ("area", "slice", "count", "lastmod")
	SELECT "sitemap_area"("code_postal"), "id" / 4096, count(*), max(greatest("date_update", "avis_modifie_le"))
	FROM "artisans" WHERE "fermee_le" IS NULL GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "sitemap_trades" ("specialite_id", "lastmod")
	SELECT l."specialite_id", max(greatest(a."date_update", a."avis_modifie_le"))
	FROM "artisan_specialites" l JOIN "artisans" a ON a."id" = l."artisan_id"
	WHERE a."fermee_le" IS NULL GROUP BY 1;
