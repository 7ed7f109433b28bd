-- The artisan form's owner choices at a million accounts. Its first page, with nothing typed, read every account
-- to keep those no artisan belongs to (NOT EXISTS on artisans for each: 756 ms when all are owned). Each account now
-- says whether it is free, kept by a trigger on the artisans whoever links or unlinks one, and its free accounts of
-- a role are read in the choices' order from a partial index; their total is kept in row_counts ('libres:ROLE').
ALTER TABLE "users" ADD COLUMN "libre" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "users" SET "libre" = false WHERE "id" IN (SELECT "user_id" FROM "artisans" WHERE "user_id" IS NOT NULL);--> statement-breakpoint
CREATE INDEX "users_libre_role_username_id_idx" ON "users" USING btree ("role","username","id") WHERE "users"."libre";--> statement-breakpoint
-- Once per statement that adds or removes artisans (an import of listings without owners finds no account to
-- change): the accounts they join are no longer free, the accounts they leave are free again unless another artisan
-- holds them by the end of the statement; after a truncate, every account is.
CREATE FUNCTION "artisans_owners_to_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "users" SET "libre" = true WHERE NOT "libre";
	ELSIF TG_OP = 'INSERT' THEN
		UPDATE "users" SET "libre" = false
		WHERE "libre" AND "id" IN (SELECT "user_id" FROM "new_rows" WHERE "user_id" IS NOT NULL);
	ELSE
		UPDATE "users" AS u SET "libre" = true
		WHERE NOT u."libre" AND u."id" IN (SELECT "user_id" FROM "old_rows" WHERE "user_id" IS NOT NULL)
			AND NOT EXISTS (SELECT 1 FROM "artisans" AS a WHERE a."user_id" = u."id");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
-- After each row whose owner changes (the trigger's condition: other updates never call it).
CREATE FUNCTION "artisans_owner_to_users"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."user_id" IS NOT NULL THEN
		UPDATE "users" AS u SET "libre" = true
		WHERE NOT u."libre" AND u."id" = OLD."user_id"
			AND NOT EXISTS (SELECT 1 FROM "artisans" AS a WHERE a."user_id" = u."id");
	END IF;
	IF NEW."user_id" IS NOT NULL THEN
		UPDATE "users" SET "libre" = false WHERE "libre" AND "id" = NEW."user_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "artisans_owners_to_users_insert" AFTER INSERT ON "artisans" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_owners_to_users"();--> statement-breakpoint
CREATE TRIGGER "artisans_owners_to_users_delete" AFTER DELETE ON "artisans" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_owners_to_users"();--> statement-breakpoint
CREATE TRIGGER "artisans_owners_to_users_truncate" AFTER TRUNCATE ON "artisans" FOR EACH STATEMENT EXECUTE FUNCTION "artisans_owners_to_users"();--> statement-breakpoint
CREATE TRIGGER "artisans_owner_to_users_update" AFTER UPDATE OF "user_id" ON "artisans" FOR EACH ROW WHEN (OLD."user_id" IS DISTINCT FROM NEW."user_id") EXECUTE FUNCTION "artisans_owner_to_users"();--> statement-breakpoint
-- row_counts_of as in migration 0040, but a row whose key expression is null is not counted: the owned accounts
-- have no 'libres:' key.
CREATE OR REPLACE FUNCTION "row_counts_of"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	keyed constant text := TG_ARGV[0];
	changes text;
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		-- TG_ARGV[1]: the keys of the table (a LIKE pattern), all emptied.
		UPDATE "row_counts" SET "count" = 0 WHERE "key" LIKE TG_ARGV[1];
		RETURN NULL;
	END IF;
	changes := CASE TG_OP
		WHEN 'INSERT' THEN format('SELECT %s AS "key", 1 AS "delta" FROM "new_rows"', keyed)
		WHEN 'DELETE' THEN format('SELECT %s AS "key", -1 AS "delta" FROM "old_rows"', keyed)
		ELSE format('SELECT %1$s AS "key", 1 AS "delta" FROM "new_rows" UNION ALL SELECT %1$s, -1 FROM "old_rows"', keyed)
	END;
	EXECUTE 'INSERT INTO "row_counts" AS r ("key", "count")
			SELECT "key", sum("delta")::integer FROM (' || changes || ') AS c WHERE "key" IS NOT NULL
			GROUP BY "key" HAVING sum("delta") <> 0 ORDER BY "key"
		ON CONFLICT ("key") DO UPDATE SET "count" = r."count" + excluded."count"';
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_to_free_counts_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_of"('CASE WHEN "libre" THEN ''libres:'' || "role" END');--> statement-breakpoint
CREATE TRIGGER "users_to_free_counts_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_of"('CASE WHEN "libre" THEN ''libres:'' || "role" END');--> statement-breakpoint
CREATE TRIGGER "users_to_free_counts_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_of"('CASE WHEN "libre" THEN ''libres:'' || "role" END');--> statement-breakpoint
CREATE TRIGGER "users_to_free_counts_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_of"('', 'libres:%');--> statement-breakpoint
-- What is there already.
INSERT INTO "row_counts" ("key", "count") SELECT 'libres:' || "role", count(*) FROM "users" WHERE "libre" GROUP BY "role";
