CREATE TABLE "artisan_details" (
	"id" serial PRIMARY KEY NOT NULL,
	"artisan_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"path_img" text,
	CONSTRAINT "artisan_details_type_check" CHECK (type IN ('IMG_PRINCIPALE', 'IMG_REALISATION', 'DESCRIPTION', 'NORME'))
);
--> statement-breakpoint
CREATE TABLE "artisan_specialites" (
	"artisan_id" integer NOT NULL,
	"specialite_id" integer NOT NULL,
	CONSTRAINT "artisan_specialites_artisan_id_specialite_id_pk" PRIMARY KEY("artisan_id","specialite_id")
);
--> statement-breakpoint
CREATE TABLE "artisans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"entreprise_nom" text NOT NULL,
	"rue" text DEFAULT '' NOT NULL,
	"ville" text DEFAULT '' NOT NULL,
	"code_postal" text DEFAULT '' NOT NULL,
	"pays" text DEFAULT 'France' NOT NULL,
	"annee_experience" integer,
	"rayon_activite" integer DEFAULT 0 NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"siret" text NOT NULL,
	"siren" text NOT NULL,
	"google_place_id" text,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	"date_update" timestamp with time zone DEFAULT now() NOT NULL,
	"date_creation_entreprise" date,
	CONSTRAINT "artisans_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "artisans_rayon_activite_check" CHECK ("artisans"."rayon_activite" >= 0),
	CONSTRAINT "artisans_annee_experience_check" CHECK ("artisans"."annee_experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "messages_kind_check" CHECK (kind IN ('CONTACT', 'JOIN')),
	CONSTRAINT "messages_status_check" CHECK (status IN ('PENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"particulier_id" integer,
	"artisan_id" integer NOT NULL,
	"commentaire" text,
	"nombre_etoiles" integer NOT NULL,
	"date_creation" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_nombre_etoiles_check" CHECK ("notes"."nombre_etoiles" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "particuliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"nom" text NOT NULL,
	"prenom" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "specialites" (
	"id" serial PRIMARY KEY NOT NULL,
	"metier" text NOT NULL,
	"metier_key" text NOT NULL,
	"path_img" text,
	CONSTRAINT "specialites_metier_key_unique" UNIQUE("metier_key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"telephone" text,
	"role" text NOT NULL,
	"personnal_data_to_show" text,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_role_check" CHECK (role IN ('ROLE_ADMIN', 'ROLE_ARTISAN', 'ROLE_PARTICULIER')),
	CONSTRAINT "users_personnal_data_to_show_check" CHECK (personnal_data_to_show IN ('ALL', 'TEL', 'MAIL', 'NOTHING'))
);
--> statement-breakpoint
ALTER TABLE "artisan_details" ADD CONSTRAINT "artisan_details_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artisan_specialites" ADD CONSTRAINT "artisan_specialites_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artisan_specialites" ADD CONSTRAINT "artisan_specialites_specialite_id_specialites_id_fk" FOREIGN KEY ("specialite_id") REFERENCES "public"."specialites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artisans" ADD CONSTRAINT "artisans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_particulier_id_particuliers_id_fk" FOREIGN KEY ("particulier_id") REFERENCES "public"."particuliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_artisan_id_artisans_id_fk" FOREIGN KEY ("artisan_id") REFERENCES "public"."artisans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artisan_details_artisan_type_idx" ON "artisan_details" USING btree ("artisan_id","type");--> statement-breakpoint
CREATE INDEX "artisan_specialites_specialite_idx" ON "artisan_specialites" USING btree ("specialite_id","artisan_id");--> statement-breakpoint
CREATE INDEX "artisans_ville_idx" ON "artisans" USING btree ("ville");--> statement-breakpoint
CREATE INDEX "messages_status_created_idx" ON "messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "notes_artisan_idx" ON "notes" USING btree ("artisan_id");--> statement-breakpoint
CREATE INDEX "notes_particulier_idx" ON "notes" USING btree ("particulier_id");