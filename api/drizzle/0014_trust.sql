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
