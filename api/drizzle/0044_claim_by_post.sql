-- Claims by post: a letter's code (its HMAC, found without a claim's key) and the address it went to; one claim in
-- progress per listing and proof, so that a letter on its way does not keep the business from the e-mail code.
ALTER TABLE "revendication_evenements" DROP CONSTRAINT "revendication_evenements_type_check";--> statement-breakpoint
ALTER TABLE "revendications" DROP CONSTRAINT "revendications_preuve_check";--> statement-breakpoint
DROP INDEX "revendications_en_cours_idx";--> statement-breakpoint
ALTER TABLE "revendications" ADD COLUMN "adresse_preuve" text[];--> statement-breakpoint
CREATE UNIQUE INDEX "revendications_code_courrier_idx" ON "revendications" USING btree ("code_hash") WHERE "revendications"."preuve" = 'COURRIER';--> statement-breakpoint
CREATE UNIQUE INDEX "revendications_en_cours_idx" ON "revendications" USING btree ("artisan_id","preuve") WHERE "revendications"."statut" = 'EN_COURS';--> statement-breakpoint
ALTER TABLE "revendication_evenements" ADD CONSTRAINT "revendication_evenements_type_check" CHECK (type IN ('CREEE', 'CODE_ENVOYE', 'COURRIER_ENVOYE', 'CODE_ERRONE', 'ESSAIS_EPUISES', 'EXPIREE', 'VALIDEE'));--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_preuve_check" CHECK (preuve IN ('EMAIL', 'COURRIER'));