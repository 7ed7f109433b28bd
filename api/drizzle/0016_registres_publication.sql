ALTER TABLE "registre_etablissements" DROP CONSTRAINT "registre_etablissements_source_check";--> statement-breakpoint
ALTER TABLE "artisan_details" ADD COLUMN "registre_qualification_id" integer;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "non_geree" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "fermee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_registre_qualification_id_registre_qualifications_id_fk" FOREIGN KEY ("registre_qualification_id") REFERENCES "public"."registre_qualifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_registre_qualification_unique" UNIQUE("registre_qualification_id");--> statement-breakpoint
ALTER TABLE "registre_etablissements" ADD CONSTRAINT "registre_etablissements_source_check" CHECK (position_source IN ('geolocalisation', 'stock', 'commune'));--> statement-breakpoint
-- A trade's order (migrations 0006, 0011) keeps the open listings only: a closed one (fermee_le) leaves every page
-- of its trades, and the trade's count is the order's length. Of equal pertinence, a listing its business manages
-- comes before one the registers' import published and nobody manages yet (non_geree; contract PERTINENCE), then
-- the company name.
CREATE OR REPLACE FUNCTION "specialite_orders_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- The orders are locked first, in a statement of their own: the UPDATE below then reads with a snapshot taken
	-- once any concurrent writer of these trades' links has committed (READ COMMITTED), so that none is missed.
	PERFORM 1 FROM "specialite_orders" WHERE "specialite_id" = ANY("ids") ORDER BY "specialite_id" FOR UPDATE;
	UPDATE "specialite_orders" SET "artisan_ids" = coalesce((
		SELECT array_agg(l."artisan_id" ORDER BY a."pertinence" DESC, a."non_geree", l."entreprise_nom_key" COLLATE "C", l."artisan_id")
		FROM "artisan_specialites" l JOIN "artisans" a ON a."id" = l."artisan_id"
		WHERE l."specialite_id" = "specialite_orders"."specialite_id" AND a."fermee_le" IS NULL
	), '{}')
	WHERE "specialite_id" = ANY("ids");
END
$$;--> statement-breakpoint
-- An artisan whose score, management or closure changed moves in (or leaves) its trades' orders.
CREATE OR REPLACE FUNCTION "artisans_pertinence_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM "specialite_orders_refresh"(ARRAY(
		SELECT DISTINCT l."specialite_id" FROM "new_rows" n
		JOIN "old_rows" o ON o."id" = n."id" AND (o."pertinence", o."non_geree", o."fermee_le" IS NULL)
			IS DISTINCT FROM (n."pertinence", n."non_geree", n."fermee_le" IS NULL)
		JOIN "artisan_specialites" l ON l."artisan_id" = n."id"));
	RETURN NULL;
END
$$;
