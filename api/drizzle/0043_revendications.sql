-- Claims of listings (« C'est votre entreprise ? »): the claimant, its certification, the proof under way (a code
-- mailed to the RGE e-mail, stored hashed) and the account it created; and every step, for the audit trail.
CREATE TABLE "revendication_evenements" (
	"id" serial PRIMARY KEY NOT NULL,
	"revendication_id" integer NOT NULL,
	"type" text NOT NULL,
	"cree_le" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revendication_evenements_type_check" CHECK (type IN ('CREEE', 'CODE_ENVOYE', 'CODE_ERRONE', 'ESSAIS_EPUISES', 'EXPIREE', 'VALIDEE'))
);
--> statement-breakpoint
CREATE TABLE "revendications" (
	"id" serial PRIMARY KEY NOT NULL,
	"artisan_id" integer NOT NULL,
	"siret" text NOT NULL,
	"nom" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"role" text NOT NULL,
	"certifiee_le" timestamp with time zone NOT NULL,
	"preuve" text NOT NULL,
	"statut" text DEFAULT 'EN_COURS' NOT NULL,
	"nonce" text NOT NULL,
	"email_preuve" text,
	"code_hash" text,
	"code_expire_le" timestamp with time zone,
	"code_essais" integer DEFAULT 0 NOT NULL,
	"codes_envoyes" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"creee_le" timestamp with time zone DEFAULT now() NOT NULL,
	"close_le" timestamp with time zone,
	CONSTRAINT "revendications_role_check" CHECK (role IN ('DIRIGEANT', 'ASSOCIE', 'SALARIE', 'MANDATAIRE')),
	CONSTRAINT "revendications_preuve_check" CHECK (preuve IN ('EMAIL')),
	CONSTRAINT "revendications_statut_check" CHECK (statut IN ('EN_COURS', 'VALIDEE', 'EXPIREE')),
	CONSTRAINT "revendications_close_check" CHECK (("revendications"."statut" = 'EN_COURS') = ("revendications"."close_le" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "revendication_evenements" ADD CONSTRAINT "revendication_evenements_revendication_id_revendications_id_fk" FOREIGN KEY ("revendication_id") REFERENCES "public"."revendications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revendications" ADD CONSTRAINT "revendications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revendication_evenements_revendication_idx" ON "revendication_evenements" USING btree ("revendication_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "revendications_en_cours_idx" ON "revendications" USING btree ("artisan_id") WHERE "revendications"."statut" = 'EN_COURS';--> statement-breakpoint
CREATE INDEX "revendications_artisan_idx" ON "revendications" USING btree ("artisan_id","creee_le" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "revendications_user_idx" ON "revendications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "revendications_creee_idx" ON "revendications" USING btree ("creee_le" DESC NULLS LAST,"id" DESC NULLS LAST);