-- A renamed artisan's new name key reaches its trade links (migration 0004) in one statement per statement on
-- artisans, not one per row: each UPDATE of artisan_specialites rebuilt the stored order of the artisan's trades
-- (specialite_orders), so a statement renaming thousands of listings (a month of the registers) rebuilt every
-- trade's order thousands of times, quadratic in the listings (more than 13 minutes for 2,000 renames among
-- 750,000 listings). The renamed artisans are found with EXCEPT between the transition tables (migration 0018).
-- Transition tables exclude a column list: the trigger fires on any update of artisans, and does nothing when no key
-- changed.
DROP TRIGGER "artisans_name_key_to_specialites" ON "artisans";--> statement-breakpoint
CREATE OR REPLACE FUNCTION "artisans_name_key_to_specialites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Nothing when no key changed: the links' UPDATE would fire their own statement triggers, which update artisans
	-- (their cards) and so this trigger again.
	PERFORM 1 FROM (
		SELECT "id", "entreprise_nom_key" FROM "new_rows"
		EXCEPT SELECT "id", "entreprise_nom_key" FROM "old_rows"
	) AS c LIMIT 1;
	IF NOT FOUND THEN
		RETURN NULL;
	END IF;
	EXECUTE 'UPDATE "artisan_specialites" l SET "entreprise_nom_key" = c."entreprise_nom_key"
		FROM (
			SELECT "id", "entreprise_nom_key" FROM "new_rows"
			EXCEPT SELECT "id", "entreprise_nom_key" FROM "old_rows"
		) AS c
		WHERE l."artisan_id" = c."id" AND l."entreprise_nom_key" IS DISTINCT FROM c."entreprise_nom_key"';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_name_key_to_specialites" AFTER UPDATE ON "artisans"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "artisans_name_key_to_specialites"();
