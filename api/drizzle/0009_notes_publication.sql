ALTER TABLE "notes" ADD COLUMN "statut" text DEFAULT 'PUBLIE' NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "source" text DEFAULT 'ADMINISTRATION' NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "date_experience" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "auteur" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "date_publication" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notes_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Published reviews only (statut PUBLIE): a review waiting for moderation or refused counts for nothing, and an
	-- update that publishes or withdraws one adds or takes away its star. Increments, as in migration 0005:
	-- concurrent writers of the same artisan add up (each UPDATE reads the row's latest version).
	IF TG_OP = 'INSERT' THEN
		UPDATE "artisans" SET "notes_count" = "notes_count" + n."count", "notes_stars_sum" = "notes_stars_sum" + n."stars"
		FROM (SELECT "artisan_id", count(*)::int AS "count", sum("nombre_etoiles")::int AS "stars" FROM "new_rows" WHERE "statut" = 'PUBLIE' GROUP BY "artisan_id") n
		WHERE "artisans"."id" = n."artisan_id";
	ELSIF TG_OP = 'DELETE' THEN
		UPDATE "artisans" SET "notes_count" = "notes_count" - n."count", "notes_stars_sum" = "notes_stars_sum" - n."stars"
		FROM (SELECT "artisan_id", count(*)::int AS "count", sum("nombre_etoiles")::int AS "stars" FROM "old_rows" WHERE "statut" = 'PUBLIE' GROUP BY "artisan_id") n
		WHERE "artisans"."id" = n."artisan_id";
	ELSE
		UPDATE "artisans" SET "notes_count" = "notes_count" + n."count", "notes_stars_sum" = "notes_stars_sum" + n."stars"
		FROM (
			SELECT "artisan_id", sum("count")::int AS "count", sum("stars")::int AS "stars" FROM (
				SELECT "artisan_id", 1 AS "count", "nombre_etoiles" AS "stars" FROM "new_rows" WHERE "statut" = 'PUBLIE'
				UNION ALL SELECT "artisan_id", -1, -"nombre_etoiles" FROM "old_rows" WHERE "statut" = 'PUBLIE'
			) c GROUP BY "artisan_id"
		) n
		WHERE "artisans"."id" = n."artisan_id" AND (n."count" <> 0 OR n."stars" <> 0);
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- Existing reviews were entered in the back office: the month of their entry in France, published when entered,
-- signed as the API signs them (shared displayedAuthor: first name, space, the family name's initial upper-cased
-- and a full stop; the accented lower-case letters are upper-cased by translate, whatever the server's locale);
-- « Anonyme » when their particulier is gone.
UPDATE "notes" SET
	"date_experience" = to_char("date_creation" AT TIME ZONE 'Europe/Paris', 'YYYY-MM'),
	"date_publication" = "date_creation",
	"auteur" = coalesce((
		SELECT CASE WHEN btrim(p."nom") = '' THEN btrim(p."prenom")
			ELSE btrim(p."prenom") || ' ' || upper(translate(left(btrim(p."nom"), 1), 'àâäáãåæçéèêëíìîïñóòôöõœúùûüýÿ', 'ÀÂÄÁÃÅÆÇÉÈÊËÍÌÎÏÑÓÒÔÖÕŒÚÙÛÜÝŸ')) || '.' END
		FROM "particuliers" p WHERE p."id" = "notes"."particulier_id"
	), 'Anonyme');--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "date_experience" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "auteur" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ALTER COLUMN "date_publication" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_statut_check" CHECK (statut IN ('EN_ATTENTE', 'PUBLIE', 'REFUSE'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_source_check" CHECK (source IN ('VERIFIE', 'ADMINISTRATION'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_date_experience_check" CHECK ("notes"."date_experience" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
-- The stored counts recomputed from published reviews (all of them today: the column's default).
UPDATE "artisans" SET "notes_count" = m."count", "notes_stars_sum" = m."stars"
FROM (
	SELECT a."id", count(n."id")::int AS "count", coalesce(sum(n."nombre_etoiles"), 0)::int AS "stars"
	FROM "artisans" a LEFT JOIN "notes" n ON n."artisan_id" = a."id" AND n."statut" = 'PUBLIE'
	GROUP BY a."id"
) m
WHERE "artisans"."id" = m."id" AND ("artisans"."notes_count" <> m."count" OR "artisans"."notes_stars_sum" <> m."stars");
