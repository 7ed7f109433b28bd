CREATE TABLE "registre_etablissements" (
	"siret" text PRIMARY KEY NOT NULL,
	"siren" text NOT NULL,
	"nom" text,
	"nom_source" text,
	"rue" text,
	"complement" text,
	"code_postal" text,
	"commune" text,
	"code_commune" text NOT NULL,
	"departement" text NOT NULL,
	"naf" text NOT NULL,
	"metiers" text[] NOT NULL,
	"date_creation" date,
	"tranche_effectifs" text,
	"siege" boolean DEFAULT false NOT NULL,
	"diffusion" text NOT NULL,
	"etat" text NOT NULL,
	"publie" boolean NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"position_precision" text,
	"position_source" text,
	"first_seen_run" integer NOT NULL,
	"last_changed_run" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"artisan_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registre_etablissements_diffusion_check" CHECK (diffusion IN ('O', 'P')),
	CONSTRAINT "registre_etablissements_etat_check" CHECK (etat IN ('A', 'F')),
	CONSTRAINT "registre_etablissements_nom_source_check" CHECK (nom_source IN ('enseigne', 'denominationUsuelle', 'uniteLegale', 'personne')),
	CONSTRAINT "registre_etablissements_position_check" CHECK (("registre_etablissements"."longitude" is null) = ("registre_etablissements"."latitude" is null) and ("registre_etablissements"."longitude" is null) = ("registre_etablissements"."position_precision" is null) and ("registre_etablissements"."longitude" is null) = ("registre_etablissements"."position_source" is null)),
	CONSTRAINT "registre_etablissements_precision_check" CHECK (position_precision IN ('adresse', 'commune')),
	CONSTRAINT "registre_etablissements_source_check" CHECK (position_source IN ('geolocalisation', 'stock')),
	CONSTRAINT "registre_etablissements_diffusion_partielle_check" CHECK ("registre_etablissements"."diffusion" = 'O' or (not "registre_etablissements"."publie" and "registre_etablissements"."rue" is null and "registre_etablissements"."complement" is null and ("registre_etablissements"."longitude" is null or "registre_etablissements"."position_precision" = 'commune'))),
	CONSTRAINT "registre_etablissements_fermeture_check" CHECK (("registre_etablissements"."etat" = 'F') = ("registre_etablissements"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "registre_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"statut" text DEFAULT 'en_cours' NOT NULL,
	"departements" text[],
	"fichiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lues" integer DEFAULT 0 NOT NULL,
	"retenues" integer DEFAULT 0 NOT NULL,
	"inserees" integer DEFAULT 0 NOT NULL,
	"modifiees" integer DEFAULT 0 NOT NULL,
	"inchangees" integer DEFAULT 0 NOT NULL,
	"fermees" integer DEFAULT 0 NOT NULL,
	"ignorees" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erreurs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "registre_imports_statut_check" CHECK (statut IN ('en_cours', 'termine', 'echec'))
);
--> statement-breakpoint
CREATE TABLE "registre_qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"siret" text NOT NULL,
	"cle" text NOT NULL,
	"organisme" text NOT NULL,
	"code" text,
	"nom" text,
	"certificat" text,
	"domaine" text,
	"meta_domaine" text,
	"date_debut" date,
	"date_fin" date,
	"particulier" boolean,
	"source" text DEFAULT 'ADEME' NOT NULL,
	"date_fichier" date NOT NULL,
	"ended_at" date,
	"telephone" text,
	"email" text,
	"site_internet" text,
	"first_seen_run" integer NOT NULL,
	"last_changed_run" integer NOT NULL,
	CONSTRAINT "registre_qualifications_source_check" CHECK (source IN ('ADEME'))
);
--> statement-breakpoint
CREATE TABLE "registre_suppressions" (
	"siret" text PRIMARY KEY NOT NULL,
	"demandee_le" timestamp with time zone DEFAULT now() NOT NULL,
	"motif" text
);
--> statement-breakpoint
ALTER TABLE "registre_etablissements" ADD CONSTRAINT "registre_etablissements_first_seen_run_registre_imports_id_fk" FOREIGN KEY ("first_seen_run") REFERENCES "public"."registre_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registre_etablissements" ADD CONSTRAINT "registre_etablissements_last_changed_run_registre_imports_id_fk" FOREIGN KEY ("last_changed_run") REFERENCES "public"."registre_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registre_etablissements" ADD CONSTRAINT "registre_etablissements_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registre_qualifications" ADD CONSTRAINT "registre_qualifications_siret_registre_etablissements_siret_fk" FOREIGN KEY ("siret") REFERENCES "public"."registre_etablissements"("siret") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registre_qualifications" ADD CONSTRAINT "registre_qualifications_first_seen_run_registre_imports_id_fk" FOREIGN KEY ("first_seen_run") REFERENCES "public"."registre_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registre_qualifications" ADD CONSTRAINT "registre_qualifications_last_changed_run_registre_imports_id_fk" FOREIGN KEY ("last_changed_run") REFERENCES "public"."registre_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registre_etablissements_departement_idx" ON "registre_etablissements" USING btree ("departement","etat");--> statement-breakpoint
CREATE INDEX "registre_etablissements_siren_idx" ON "registre_etablissements" USING btree ("siren");--> statement-breakpoint
CREATE INDEX "registre_etablissements_artisan_idx" ON "registre_etablissements" USING btree ("artisan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registre_qualifications_siret_cle_idx" ON "registre_qualifications" USING btree ("siret","cle");