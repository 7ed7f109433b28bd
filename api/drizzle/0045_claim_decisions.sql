-- An administrator's decisions on claims: one in progress closed (REFUSEE), the listing of a validated one taken
-- back (REPRISE), each with the reason mailed.
ALTER TABLE "revendication_evenements" DROP CONSTRAINT "revendication_evenements_type_check";--> statement-breakpoint
ALTER TABLE "revendications" DROP CONSTRAINT "revendications_statut_check";--> statement-breakpoint
ALTER TABLE "revendications" ADD COLUMN "motif_decision" text;--> statement-breakpoint
ALTER TABLE "revendication_evenements" ADD CONSTRAINT "revendication_evenements_type_check" CHECK (type IN ('CREEE', 'CODE_ENVOYE', 'COURRIER_ENVOYE', 'CODE_ERRONE', 'ESSAIS_EPUISES', 'EXPIREE', 'VALIDEE', 'REFUSEE', 'REPRISE'));--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_motif_check" CHECK (("revendications"."statut" IN ('REFUSEE', 'REPRISE')) = ("revendications"."motif_decision" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_statut_check" CHECK (statut IN ('EN_COURS', 'VALIDEE', 'EXPIREE', 'REFUSEE', 'REPRISE'));