ALTER TABLE "artisan_details" DROP CONSTRAINT "artisan_details_type_check";--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "organisme" text;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "date_debut" date;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "date_fin" date;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "rge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "rge_periodes" datemultirange DEFAULT '{}'::datemultirange NOT NULL;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_validite_check" CHECK (("artisan_details"."date_debut" is null) = ("artisan_details"."date_fin" is null) and ("artisan_details"."date_fin" is null or "artisan_details"."date_fin" >= "artisan_details"."date_debut"));--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_qualification_check" CHECK ("artisan_details"."type" in ('NORME', 'ASSURANCE') or ("artisan_details"."organisme" is null and "artisan_details"."numero" is null and "artisan_details"."date_debut" is null));--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_rge_check" CHECK (not "artisan_details"."rge" or ("artisan_details"."type" = 'NORME' and "artisan_details"."date_debut" is not null));--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_type_check" CHECK (type IN ('IMG_PRINCIPALE', 'IMG_REALISATION', 'DESCRIPTION', 'NORME', 'ASSURANCE'));--> statement-breakpoint
-- The days covered by an artisan's RGE qualifications (issue 21), kept with its profile parts by the artisan_details
-- trigger of 0011, whoever writes: the union of the validities ('[]': both days included) of its NORME details with
-- the RGE mention. A request reads « valid today » as `rge_periodes @> today`, so the badge and the filter follow
-- the calendar with no write.
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
				WHERE d."artisan_id" = c."id" AND d."type" = 'NORME' AND d."rge" AND d."date_debut" IS NOT NULL),
				'{}'::datemultirange) AS "rge"
		FROM unnest("ids") AS c("id")
	) m
	WHERE "artisans"."id" = m."id" AND ("artisans"."profil_parts" <> m."parts" OR "artisans"."rge_periodes" <> m."rge");
END
$$;
