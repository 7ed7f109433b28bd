ALTER TABLE "artisan_details" ADD COLUMN "verifiee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "demandes_expediteurs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "envoyee_par_artisan" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- « Répond rapidement » is not self-awarded (contract DEMANDE_LIMITS.fastReplyMinSenders): a request from the
-- artisan's account's e-mail never counts (the API also marks envoyee_par_artisan a request sent while signed in as
-- the artisan), and the badge needs requests from at least 3 distinct senders. The pertinence's 0.2 follows the
-- same rule (the contract's isFastReplier; api/test/db/migration-trust.test.ts checks this SQL against it).
CREATE OR REPLACE FUNCTION "artisans_pertinence"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."pertinence" := (5 * 3.5 + NEW."notes_stars_sum" + NEW."notes_verifies_stars_sum")::float8
			/ (5 + NEW."notes_count" + NEW."notes_verifies_count")
		+ 0.1::float8 * NEW."profil_parts"
		+ CASE WHEN NEW."demandes_count" >= 5 AND NEW."demandes_expediteurs" >= 3
			AND NEW."delai_median_minutes" IS NOT NULL AND NEW."delai_median_minutes" < 48 * 60
			THEN 0.2::float8 ELSE 0::float8 END;
	RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "demandes" d SET "envoyee_par_artisan" = true
FROM "artisans" a JOIN "users" u ON u."id" = a."user_id"
WHERE d."artisan_id" = a."id" AND lower(btrim(d."email")) = lower(btrim(u."email"));--> statement-breakpoint
-- Every artisan's figures recomputed as repositories/demande.ts refreshFigures does, without its own requests and
-- with the number of senders: a badge earned by writing to oneself goes, and the pertinence with it (trigger above).
UPDATE "artisans" a
SET "demandes_count" = f."total", "delai_median_minutes" = f."median", "demandes_expediteurs" = f."senders"
FROM (
	SELECT c."id", count(d."id")::int AS "total", count(DISTINCT lower(btrim(d."email")))::int AS "senders",
		round(extract(epoch FROM percentile_cont(0.5) WITHIN GROUP (
			ORDER BY coalesce(d."traitee_at", now()) - d."created_at")) / 60)::int AS "median"
	FROM "artisans" c
	LEFT JOIN "demandes" d ON d."artisan_id" = c."id" AND NOT d."envoyee_par_artisan"
		AND (d."traitee_at" IS NOT NULL OR d."created_at" < now() - interval '48 hours')
	GROUP BY c."id"
) AS f
WHERE a."id" = f."id"
	AND (a."demandes_count", a."delai_median_minutes", a."demandes_expediteurs")
		IS DISTINCT FROM (f."total", f."median", f."senders");
--> statement-breakpoint
-- A qualification or an insurance the artisan declares stays « Déclarée par l’artisan, non vérifiée » until an
-- administrator checks it (verifiee_le; the back office's « Vérifiée »). Any change to what was checked (type, body,
-- number, validity, RGE mention) clears the check, whoever writes, unless the same statement sets a new one.
CREATE FUNCTION "artisan_details_unverify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."verifiee_le" IS NOT NULL
		AND NEW."verifiee_le" IS NOT DISTINCT FROM OLD."verifiee_le"
		AND (NEW."type", NEW."organisme", NEW."numero", NEW."date_debut", NEW."date_fin", NEW."rge")
			IS DISTINCT FROM (OLD."type", OLD."organisme", OLD."numero", OLD."date_debut", OLD."date_fin", OLD."rge") THEN
		NEW."verifiee_le" := NULL;
	END IF;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_details_unverify" BEFORE UPDATE ON "artisan_details" FOR EACH ROW EXECUTE FUNCTION "artisan_details_unverify"();--> statement-breakpoint
-- The RGE badge and the `rge=1` filter (rge_periodes, migration 0012) count only the checked RGE qualifications.
CREATE OR REPLACE FUNCTION "artisans_refresh_profile"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM 1 FROM "artisans" WHERE "id" = ANY("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "artisans" SET "profil_parts" = m."parts", "rge_periodes" = m."rge"
	FROM (
		SELECT c."id",
			(EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'IMG_PRINCIPALE' AND d."path_img" IS NOT NULL))::int
			+ (EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'DESCRIPTION' AND btrim(coalesce(d."description", '')) <> ''))::int
			+ (EXISTS (SELECT 1 FROM "artisan_details" d WHERE d."artisan_id" = c."id" AND d."type" = 'NORME'))::int AS "parts",
			coalesce((SELECT range_agg(daterange(d."date_debut", d."date_fin", '[]')) FROM "artisan_details" d
				WHERE d."artisan_id" = c."id" AND d."type" = 'NORME' AND d."rge" AND d."date_debut" IS NOT NULL
					AND d."verifiee_le" IS NOT NULL),
				'{}'::datemultirange) AS "rge"
		FROM unnest("ids") AS c("id")
	) m
	WHERE "artisans"."id" = m."id" AND ("artisans"."profil_parts" <> m."parts" OR "artisans"."rge_periodes" <> m."rge");
END
$$;--> statement-breakpoint
-- Every RGE qualification declared so far is unchecked: the badges go until an administrator checks them.
SELECT "artisans_refresh_profile"(ARRAY(SELECT DISTINCT "artisan_id" FROM "artisan_details" WHERE "rge"));
