ALTER TABLE "artisans" ADD COLUMN "depannage_urgence" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "depannage_horaires" text;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "disponible_sous_jours" smallint;--> statement-breakpoint
ALTER TABLE "artisans" ADD COLUMN "disponibilite_indiquee_le" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "artisans" ADD CONSTRAINT "artisans_disponible_sous_jours_check" CHECK ("artisans"."disponible_sous_jours" between 1 and 90);--> statement-breakpoint
ALTER TABLE "artisans" ADD CONSTRAINT "artisans_depannage_horaires_check" CHECK (char_length("artisans"."depannage_horaires") <= 80);