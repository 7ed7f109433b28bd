CREATE TABLE "demandes_retrait" (
	"id" serial PRIMARY KEY NOT NULL,
	"siret" text NOT NULL,
	"email" text NOT NULL,
	"motif" text NOT NULL,
	"artisan_id" integer,
	"creee_le" timestamp with time zone DEFAULT now() NOT NULL,
	"statut" text DEFAULT 'EN_ATTENTE' NOT NULL,
	"traitee_le" timestamp with time zone,
	"motif_refus" text,
	"resultat" text,
	CONSTRAINT "demandes_retrait_statut_check" CHECK (statut IN ('EN_ATTENTE', 'ACCEPTEE', 'REFUSEE')),
	CONSTRAINT "demandes_retrait_resultat_check" CHECK (resultat IN ('FICHE_SUPPRIMEE', 'FICHE_CONSERVEE', 'SANS_FICHE')),
	CONSTRAINT "demandes_retrait_traitee_check" CHECK (("demandes_retrait"."statut" = 'EN_ATTENTE') = ("demandes_retrait"."traitee_le" IS NULL)),
	CONSTRAINT "demandes_retrait_refus_check" CHECK (("demandes_retrait"."statut" = 'REFUSEE') = ("demandes_retrait"."motif_refus" IS NOT NULL)),
	CONSTRAINT "demandes_retrait_resultat_statut_check" CHECK (("demandes_retrait"."statut" = 'ACCEPTEE') = ("demandes_retrait"."resultat" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_kind_check";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "retrait_id" integer;--> statement-breakpoint
ALTER TABLE "demandes_retrait" ADD CONSTRAINT "demandes_retrait_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demandes_retrait_creee_idx" ON "demandes_retrait" USING btree ("creee_le" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demandes_retrait_statut_creee_idx" ON "demandes_retrait" USING btree ("statut","creee_le" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "demandes_retrait_en_attente_idx" ON "demandes_retrait" USING btree ("siret",lower("email")) WHERE "demandes_retrait"."statut" = 'EN_ATTENTE';--> statement-breakpoint
CREATE INDEX "demandes_retrait_artisan_idx" ON "demandes_retrait" USING btree ("artisan_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_retrait_id_demandes_retrait_id_fk" FOREIGN KEY ("retrait_id") REFERENCES "public"."demandes_retrait"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_retrait_idx" ON "messages" USING btree ("retrait_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_retrait_check" CHECK (("messages"."kind" IN ('RETRAIT', 'RETRAIT_REPONSE')) = ("messages"."retrait_id" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN', 'DEMANDE', 'INVITATION', 'AVIS_REFUSE', 'RETRAIT', 'RETRAIT_REPONSE'));