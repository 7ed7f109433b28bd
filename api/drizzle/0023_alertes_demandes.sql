ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "alertes_demandes" text DEFAULT 'CHAQUE' NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "recapitulatif_jour" text;--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "recapitulatif_en_attente" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "demandes_recapitulatif_idx" ON "demandes" USING btree ("artisan_id") WHERE "demandes"."recapitulatif_en_attente";--> statement-breakpoint
ALTER TABLE "artisans" ADD CONSTRAINT "artisans_alertes_demandes_check" CHECK (alertes_demandes IN ('CHAQUE', 'QUOTIDIEN'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE', 'DEMANDE_COPIE', 'INVITATION', 'AVIS_REFUSE', 'RETRAIT', 'RETRAIT_REPONSE', 'RECAPITULATIF'));