CREATE TABLE "demande_suivis" (
	"id" serial PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_demande_check";--> statement-breakpoint
ALTER TABLE "demandes" ADD COLUMN "suivi_id" integer;--> statement-breakpoint
ALTER TABLE "demandes" ADD CONSTRAINT "demandes_suivi_id_demande_suivis_id_fk" FOREIGN KEY ("suivi_id") REFERENCES "public"."demande_suivis"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demandes_suivi_idx" ON "demandes" USING btree ("suivi_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE', 'DEMANDE_COPIE', 'INVITATION', 'AVIS_REFUSE', 'RETRAIT', 'RETRAIT_REPONSE'));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_demande_check" CHECK (("messages"."kind" IN ('DEMANDE', 'DEMANDE_COPIE')) = ("messages"."demande_id" IS NOT NULL));