CREATE INDEX "artisans_entreprise_nom_key_trgm_idx" ON "artisans" USING gin ("entreprise_nom_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "artisans_ville_key_idx" ON "artisans" USING btree ((translate(lower(translate("ville", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿ', 'AAAAAACEEEEIIIINOOOOOUUUUYaaaaaaceeeeiiiinooooouuuuyy')), '-''’', '   ')) collate "C");--> statement-breakpoint
CREATE INDEX "artisans_siret_idx" ON "artisans" USING btree ("siret");--> statement-breakpoint
CREATE INDEX "artisans_siren_idx" ON "artisans" USING btree ("siren");