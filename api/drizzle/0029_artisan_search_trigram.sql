-- The back office's artisan search (« contains », SPEC back office 2) in SQL: a trigram index on the folded town
-- followed by the postcode (the folded company name's is declared in db/schema.ts, migration 0030) (the expression of repositories/artisan/reads.ts, cityKeySql,
-- character for character, or the planner ignores it). They serve LIKE '%x%' from 3 characters on; a 1 or 2
-- character search walks the name order index for its page, but its count still reads every open listing.
CREATE INDEX IF NOT EXISTS "artisans_city_key_trgm_idx" ON "artisans" USING gin ((trim(lower(translate("ville", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy')) || ' ' || "code_postal")) gin_trgm_ops);
