ALTER TABLE "artisans" ADD COLUMN "position_approchee" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Listings the registers placed at their commune's centre before this column, where that position still stands.
UPDATE "artisans" a SET "position_approchee" = true
FROM "registre_etablissements" r
WHERE r."artisan_id" = a."id" AND r."position_precision" = 'commune'
	AND a."latitude" = r."latitude" AND a."longitude" = r."longitude";
