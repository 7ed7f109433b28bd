-- Each trade link carries its artisan's position and the box its activity radius reaches, with an index of the
-- trade then each (btree_gist), so that a trade's artisans near a point (nearest first) or covering it (« Intervient
-- chez moi ») are one index walk over that trade's links. Before, both read every artisan of the area around the
-- point (the largest radius allowed, 100 km: a tenth of the directory around a city), then kept the trade's: 200 ms
-- at a million listings. btree_gist is a trusted extension, as pg_trgm (migration 0027); PGlite loads its code when
-- it opens the database (db/pglite-statements.ts, PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "artisan_specialites" ADD COLUMN "position" "point";--> statement-breakpoint
ALTER TABLE "artisan_specialites" ADD COLUMN "zone" "box";--> statement-breakpoint
-- The box of longitudes and latitudes holding every point within `rayon` km of (lat, lon) by the haversine distance,
-- with a 10 % margin for rounding: repositories/artisan/geometry.ts boundingBox's formula. Where that box would
-- reach a pole or cross the antimeridian, it spans every longitude: wider, never missing a point. Null without a
-- position. The exact test (the distance within the artisan's own radius) stays on the artisan's row.
CREATE FUNCTION "artisan_zone"("lat" double precision, "lon" double precision, "rayon" integer) RETURNS box
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	angle double precision := greatest("rayon", 0)::double precision / 6371 * 1.1 + 1e-9;
	lat_r double precision := radians("lat");
	min_lat double precision := lat_r - angle;
	max_lat double precision := lat_r + angle;
	bound double precision;
	lon_delta double precision;
BEGIN
	IF "lat" IS NULL OR "lon" IS NULL THEN
		RETURN NULL;
	END IF;
	IF min_lat <= -pi() / 2 OR max_lat >= pi() / 2 THEN
		RETURN box(point(-180, degrees(greatest(min_lat, -pi() / 2))), point(180, degrees(least(max_lat, pi() / 2))));
	END IF;
	bound := sin(angle / 2) / sqrt(cos(lat_r) * least(cos(min_lat), cos(max_lat)));
	IF bound >= 1 THEN
		RETURN box(point(-180, degrees(min_lat)), point(180, degrees(max_lat)));
	END IF;
	lon_delta := degrees(2 * asin(bound));
	IF "lon" - lon_delta < -180 OR "lon" + lon_delta > 180 THEN
		RETURN box(point(-180, degrees(min_lat)), point(180, degrees(max_lat)));
	END IF;
	RETURN box(point("lon" - lon_delta, degrees(min_lat)), point("lon" + lon_delta, degrees(max_lat)));
END
$$;--> statement-breakpoint
-- Migration 0004's copy of the name key, now with the position and the zone: every link written reads them from its
-- artisan, whoever writes.
CREATE OR REPLACE FUNCTION "artisan_specialites_name_key"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	a record;
BEGIN
	SELECT "entreprise_nom_key", "latitude", "longitude", "rayon_activite" INTO a
		FROM "artisans" WHERE "id" = NEW."artisan_id";
	-- An unknown artisan keeps '' here and fails on the foreign key, as before this column.
	NEW."entreprise_nom_key" := coalesce(a."entreprise_nom_key", '');
	NEW."position" := CASE WHEN a."latitude" IS NULL OR a."longitude" IS NULL THEN NULL
		ELSE point(a."longitude", a."latitude") END;
	NEW."zone" := "artisan_zone"(a."latitude", a."longitude", a."rayon_activite");
	RETURN NEW;
END
$$;--> statement-breakpoint
-- Migration 0020's statement trigger, for a moved artisan or a new radius as for a new name: the links of the
-- artisans whose key, position or radius changed are written again, and the row trigger above copies them. Those
-- links' own statement triggers compare their trade and name key only (migration 0018): a move rebuilds no order.
CREATE OR REPLACE FUNCTION "artisans_name_key_to_specialites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nothing when none changed: the links' UPDATE would fire their own statement triggers, which update artisans
	-- (their cards) and so this trigger again.
	PERFORM 1 FROM (
		SELECT "id", "entreprise_nom_key", "latitude", "longitude", "rayon_activite" FROM "new_rows"
		EXCEPT SELECT "id", "entreprise_nom_key", "latitude", "longitude", "rayon_activite" FROM "old_rows"
	) AS c LIMIT 1;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	EXECUTE 'UPDATE "artisan_specialites" l SET "entreprise_nom_key" = c."entreprise_nom_key"
		FROM (
			SELECT "id", "entreprise_nom_key", "latitude", "longitude", "rayon_activite" FROM "new_rows"
			EXCEPT SELECT "id", "entreprise_nom_key", "latitude", "longitude", "rayon_activite" FROM "old_rows"
		) AS c
		WHERE l."artisan_id" = c."id"';
	RETURN NULL;
END
$$;--> statement-breakpoint
-- The links already there, in one statement with the links' triggers set aside: they would read each artisan again
-- and compare two copies of every link, for columns they ignore.
ALTER TABLE "artisan_specialites" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "artisan_specialites" l
	SET "position" = point(a."longitude", a."latitude"),
		"zone" = "artisan_zone"(a."latitude", a."longitude", a."rayon_activite")
	FROM "artisans" a
	WHERE a."id" = l."artisan_id" AND a."latitude" IS NOT NULL AND a."longitude" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "artisan_specialites" ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "artisan_specialites_position_idx" ON "artisan_specialites" USING gist ("specialite_id","position");--> statement-breakpoint
CREATE INDEX "artisan_specialites_zone_idx" ON "artisan_specialites" USING gist ("specialite_id","zone");
