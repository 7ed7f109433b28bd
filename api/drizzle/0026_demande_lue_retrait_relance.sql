ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_demande_check";--> statement-breakpoint
ALTER TABLE "demande_suivis" ADD COLUMN "relance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "lue_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "retiree_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE', 'DEMANDE_COPIE', 'DEMANDE_RETIREE', 'DEMANDE_RELANCE', 'INVITATION', 'AVIS_REFUSE', 'RETRAIT', 'RETRAIT_REPONSE', 'RECAPITULATIF'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_demande_check" CHECK (("messages"."kind" IN ('DEMANDE', 'DEMANDE_COPIE', 'DEMANDE_RETIREE', 'DEMANDE_RELANCE')) = ("messages"."demande_id" IS NOT NULL));