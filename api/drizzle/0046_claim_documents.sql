-- Claims by documents: each document stored privately (its key), its format and size; the proof DOCUMENTS and
-- its step DOCUMENTS_RECUS.
CREATE TABLE "revendication_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"revendication_id" integer NOT NULL,
	"type" text NOT NULL,
	"cle" text NOT NULL,
	"format" text NOT NULL,
	"taille" integer NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revendication_documents_cle_unique" UNIQUE("cle"),
	CONSTRAINT "revendication_documents_type_check" CHECK (type IN ('extrait', 'identite')),
	CONSTRAINT "revendication_documents_format_check" CHECK (format IN ('application/pdf', 'image/jpeg', 'image/png'))
);
--> statement-breakpoint
ALTER TABLE "revendication_evenements" DROP CONSTRAINT "revendication_evenements_type_check";--> statement-breakpoint
ALTER TABLE "revendications" DROP CONSTRAINT "revendications_preuve_check";--> statement-breakpoint
ALTER TABLE "revendication_documents" ADD CONSTRAINT "revendication_documents_revendication_id_revendications_id_fk" FOREIGN KEY ("revendication_id") REFERENCES "public"."revendications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revendication_documents_revendication_type_idx" ON "revendication_documents" USING btree ("revendication_id","type");--> statement-breakpoint
ALTER TABLE "revendication_evenements" ADD CONSTRAINT "revendication_evenements_type_check" CHECK (type IN ('CREEE', 'CODE_ENVOYE', 'COURRIER_ENVOYE', 'CODE_ERRONE', 'ESSAIS_EPUISES', 'EXPIREE', 'VALIDEE', 'REFUSEE', 'REPRISE', 'DOCUMENTS_RECUS'));--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_preuve_check" CHECK (preuve IN ('EMAIL', 'COURRIER', 'DOCUMENTS'));