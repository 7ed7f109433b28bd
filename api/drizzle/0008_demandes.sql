CREATE TABLE "demandes" (
	"id" serial PRIMARY KEY NOT NULL,
	"artisan_id" integer NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text,
	"code_postal" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"traitee" boolean DEFAULT false NOT NULL,
	"traitee_at" timestamp with time zone,
	CONSTRAINT "demandes_traitee_check" CHECK ("demandes"."traitee" = ("demandes"."traitee_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "demandes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "delai_median_minutes" integer;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "demande_id" integer;--> statement-breakpoint
ALTER TABLE "demandes" ADD CONSTRAINT "demandes_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demandes_artisan_created_idx" ON "demandes" USING btree ("artisan_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demandes_artisan_email_created_idx" ON "demandes" USING btree ("artisan_id",lower("email"),"created_at");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_demande_id_demandes_id_fk" FOREIGN KEY ("demande_id") REFERENCES "public"."demandes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_demande_idx" ON "messages" USING btree ("demande_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_demande_check" CHECK (("messages"."kind" = 'DEMANDE') = ("messages"."demande_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE'));