-- Contests of managed listings: a claim by documents filed against the account that manages a listing (that
-- account kept, so that accepting the contest takes the listing from it and from no other), and the step
-- FICHE_RETIREE of its acceptance.
ALTER TABLE "revendication_evenements" DROP CONSTRAINT "revendication_evenements_type_check";--> statement-breakpoint
ALTER TABLE "revendications" ADD COLUMN "contestation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "revendications" ADD COLUMN "compte_conteste_id" integer;--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_compte_conteste_id_users_id_fk" FOREIGN KEY ("compte_conteste_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revendication_evenements" ADD CONSTRAINT "revendication_evenements_type_check" CHECK (type IN ('CREEE', 'CODE_ENVOYE', 'COURRIER_ENVOYE', 'CODE_ERRONE', 'ESSAIS_EPUISES', 'EXPIREE', 'VALIDEE', 'REFUSEE', 'REPRISE', 'DOCUMENTS_RECUS', 'FICHE_RETIREE'));--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_contestation_check" CHECK (NOT "revendications"."contestation" OR "revendications"."preuve" = 'DOCUMENTS');
