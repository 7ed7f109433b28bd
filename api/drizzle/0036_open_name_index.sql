-- The open listings' name index, partial: every list ordered by name (the back office's, the full lists) leaves
-- closed listings out, so that a page deep in a million listings is an index-only walk to its offset (35 ms for page
-- 25,000), where the whole index made PostgreSQL sort every listing (1.1 s).
DROP INDEX "artisans_entreprise_nom_key_idx";--> statement-breakpoint
CREATE INDEX "artisans_entreprise_nom_key_idx" ON "artisans" USING btree ("entreprise_nom_key" collate "C","id") WHERE "artisans"."fermee_le" is null;