CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"artisan_id" integer NOT NULL,
	"email" text NOT NULL,
	"demande_id" integer,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "note_id" integer;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "invitation_id" integer;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "motif_refus" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "reponse_texte" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "reponse_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "signalement_motif" text;--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "signalement_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_demande_id_demandes_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_artisan_created_idx" ON "invitations" USING btree ("artisan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitations_demande_idx" ON "invitations" USING btree ("demande_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_note_id_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_invitation_idx" ON "messages" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "messages_note_idx" ON "messages" USING btree ("note_id");--> statement-breakpoint
CREATE INDEX "notes_en_attente_idx" ON "notes" USING btree ("date_creation") WHERE "notes"."statut" = 'EN_ATTENTE';--> statement-breakpoint
CREATE INDEX "notes_signalees_idx" ON "notes" USING btree ("signalement_date") WHERE "notes"."signalement_date" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_invitation_unique" UNIQUE("invitation_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_invitation_check" CHECK (("messages"."kind" = 'INVITATION') = ("messages"."invitation_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_note_check" CHECK (("messages"."kind" = 'AVIS_REFUSE') = ("messages"."note_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE', 'INVITATION', 'AVIS_REFUSE'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_motif_refus_check" CHECK ("notes"."motif_refus" IS NULL OR "notes"."statut" = 'REFUSE');--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_motif_refus_values_check" CHECK (motif_refus IN ('INSULTES', 'DONNEES_PERSONNELLES', 'HORS_SUJET', 'CONFLIT_INTERETS', 'PAS_CLIENT'));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_reponse_check" CHECK (("notes"."reponse_texte" IS NULL) = ("notes"."reponse_date" IS NULL));--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_signalement_check" CHECK (("notes"."signalement_motif" IS NULL) = ("notes"."signalement_date" IS NULL));