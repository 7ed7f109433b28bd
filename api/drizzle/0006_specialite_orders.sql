CREATE TABLE "specialite_orders" (
	"specialite_id" integer PRIMARY KEY NOT NULL,
	"artisan_ids" integer[] DEFAULT '{}'::integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "specialite_orders" ADD CONSTRAINT "specialite_orders_specialite_id_specialites_id_fk" FOREIGN KEY ("specialite_id") REFERENCES "public"."specialites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "specialite_orders_refresh"("ids" integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	-- The orders are locked first, in a statement of their own: the UPDATE below then reads with a snapshot taken
	-- once any concurrent writer of these trades' links has committed (READ COMMITTED), so that none is missed.
	PERFORM 1 FROM "specialite_orders" WHERE "specialite_id" = ANY("ids") ORDER BY "specialite_id" FOR UPDATE;
	UPDATE "specialite_orders" SET "artisan_ids" = coalesce((
		SELECT array_agg(l."artisan_id" ORDER BY l."entreprise_nom_key" COLLATE "C", l."artisan_id")
		FROM "artisan_specialites" l WHERE l."specialite_id" = "specialite_orders"."specialite_id"
	), '{}')
	WHERE "specialite_id" = ANY("ids");
END
$$;--> statement-breakpoint
INSERT INTO "specialite_orders" ("specialite_id") SELECT "id" FROM "specialites";--> statement-breakpoint
SELECT "specialite_orders_refresh"(array_agg("id")) FROM "specialites";--> statement-breakpoint
CREATE FUNCTION "specialites_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "specialite_orders" ("specialite_id") VALUES (NEW."id");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "specialites_to_orders" AFTER INSERT ON "specialites" FOR EACH ROW EXECUTE FUNCTION "specialites_to_orders"();--> statement-breakpoint
CREATE FUNCTION "artisan_specialites_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "specialite_orders_refresh"(ARRAY(SELECT DISTINCT "specialite_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "specialite_orders_refresh"(ARRAY(SELECT DISTINCT "specialite_id" FROM "old_rows"));
	ELSE
		-- The trades where a link appeared, went or changed its name key (an artisan renamed: migration 0004).
		PERFORM "specialite_orders_refresh"(ARRAY(
			SELECT n."specialite_id" FROM "new_rows" n
			WHERE NOT EXISTS (SELECT 1 FROM "old_rows" o WHERE o."artisan_id" = n."artisan_id"
				AND o."specialite_id" = n."specialite_id" AND o."entreprise_nom_key" = n."entreprise_nom_key")
			UNION SELECT o."specialite_id" FROM "old_rows" o
			WHERE NOT EXISTS (SELECT 1 FROM "new_rows" n WHERE o."artisan_id" = n."artisan_id"
				AND o."specialite_id" = n."specialite_id" AND o."entreprise_nom_key" = n."entreprise_nom_key")));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_orders_insert" AFTER INSERT ON "artisan_specialites" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_orders"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_orders_update" AFTER UPDATE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_orders"();--> statement-breakpoint
CREATE TRIGGER "artisan_specialites_to_orders_delete" AFTER DELETE ON "artisan_specialites" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisan_specialites_to_orders"();
