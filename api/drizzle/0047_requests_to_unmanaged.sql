-- Requests to listings nobody manages: the business's « Ne plus recevoir de demandes » (its date), and the requests
-- sent while nobody managed their listing (mailed to the RGE e-mail, counted in the listing's monthly allowance).
ALTER TABLE "artisans" ADD COLUMN "refus_demandes_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "fiche_non_geree" boolean DEFAULT false NOT NULL;
