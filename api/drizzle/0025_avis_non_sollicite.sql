ALTER TABLE "notes" DROP CONSTRAINT "notes_source_check";--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "non_sollicite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "date_experience" text;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_source_check" CHECK (source IN ('VERIFIE', 'NON_SOLLICITE', 'ADMINISTRATION'));