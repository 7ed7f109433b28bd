-- The statement-level triggers that compare a statement's transition tables (new_rows, old_rows) find what changed
-- with EXCEPT instead of a join or NOT EXISTS between the two. The planner has no statistics for transition tables
-- and estimates them at one row, so a join between them ran as a nested loop: harmless for the few rows an editor
-- saves, quadratic for a statement that writes every listing of the registers (34,000 listings took 140 s in one
-- UPDATE of artisans). EXCEPT is hashed or sorted whatever the estimate, and means the same: a row of one table
-- with no equal row in the other, NULLs being equal as IS DISTINCT FROM has them. The statement that joins the
-- changed artisans to their trades is planned at each run for the same reason.
CREATE OR REPLACE FUNCTION "artisans_pertinence_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Planned at each run (EXECUTE), not once per session: a plan cached while artisan_specialites was empty (a
	-- first import updates artisans before it links their trades) would scan that table once per changed artisan.
	EXECUTE 'SELECT "specialite_orders_refresh"(ARRAY(
		SELECT DISTINCT l."specialite_id" FROM (
			SELECT "id", "pertinence", "non_geree", "fermee_le" IS NULL FROM "new_rows"
			EXCEPT SELECT "id", "pertinence", "non_geree", "fermee_le" IS NULL FROM "old_rows"
		) AS c("id", "pertinence", "non_geree", "open")
		JOIN "artisan_specialites" l ON l."artisan_id" = c."id"))';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "artisan_specialites_to_artisans"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "artisans_refresh_specialites"(ARRAY(SELECT DISTINCT "artisan_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "artisans_refresh_specialites"(ARRAY(SELECT DISTINCT "artisan_id" FROM "old_rows"));
	ELSE
		-- The name key copied in by migration 0004's triggers changes no trade.
		PERFORM "artisans_refresh_specialites"(ARRAY(
			SELECT "artisan_id" FROM (
				SELECT "artisan_id", "specialite_id" FROM "new_rows"
				EXCEPT SELECT "artisan_id", "specialite_id" FROM "old_rows"
			) AS appeared
			UNION SELECT "artisan_id" FROM (
				SELECT "artisan_id", "specialite_id" FROM "old_rows"
				EXCEPT SELECT "artisan_id", "specialite_id" FROM "new_rows"
			) AS gone));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "artisan_specialites_to_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "specialite_orders_refresh"(ARRAY(SELECT DISTINCT "specialite_id" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "specialite_orders_refresh"(ARRAY(SELECT DISTINCT "specialite_id" FROM "old_rows"));
	ELSE
		-- The trades where a link appeared, went or changed its name key (an artisan renamed: migration 0004).
		PERFORM "specialite_orders_refresh"(ARRAY(
			SELECT "specialite_id" FROM (
				SELECT "artisan_id", "specialite_id", "entreprise_nom_key" FROM "new_rows"
				EXCEPT SELECT "artisan_id", "specialite_id", "entreprise_nom_key" FROM "old_rows"
			) AS appeared
			UNION SELECT "specialite_id" FROM (
				SELECT "artisan_id", "specialite_id", "entreprise_nom_key" FROM "old_rows"
				EXCEPT SELECT "artisan_id", "specialite_id", "entreprise_nom_key" FROM "new_rows"
			) AS gone));
	END IF;
	RETURN NULL;
END
$$;
