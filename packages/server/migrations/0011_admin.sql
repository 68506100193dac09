-- 0011_admin: users screen (name of each user) and the web-shop sync (runs, remembered shop ids).
ALTER TABLE "utilisateur" ADD COLUMN IF NOT EXISTS "nom" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
-- Web-shop sync (/wp): one row per run (progress, console log, counts); the shop ids and the
-- fingerprints last sent, so that a run sends only what changed; the media id of each image uploaded.
CREATE TABLE IF NOT EXISTS "wp_run" (
	"id" serial PRIMARY KEY NOT NULL,
	"debut" timestamp with time zone DEFAULT now() NOT NULL,
	"fin" timestamp with time zone,
	"id_user" integer REFERENCES "utilisateur"("id_user"),
	"statut" varchar(10) DEFAULT 'en_cours' NOT NULL,
	"progression" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"journal" text DEFAULT '' NOT NULL,
	"crees" integer DEFAULT 0 NOT NULL,
	"modifies" integer DEFAULT 0 NOT NULL,
	"supprimes" integer DEFAULT 0 NOT NULL,
	"images" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "wp_run_statut" CHECK ("statut" in ('en_cours', 'termine', 'erreur', 'annule'))
);
--> statement-breakpoint
-- Two runs cannot overlap: at most one row 'en_cours'.
CREATE UNIQUE INDEX IF NOT EXISTS "wp_run_un_en_cours" ON "wp_run" ("statut") WHERE "statut" = 'en_cours';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "wp_run_debut_idx" ON "wp_run" ("debut");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wp_produit" (
	"id_cv" integer PRIMARY KEY NOT NULL REFERENCES "centre_vide"("id_cv") ON DELETE CASCADE,
	"wp_id" bigint,
	"empreinte" varchar(64),
	"media_id" bigint,
	"image_nom" varchar(255),
	"image_empreinte" varchar(64)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "wp_variation" (
	"id_centre" integer PRIMARY KEY NOT NULL REFERENCES "centre"("id_centre") ON DELETE CASCADE,
	"id_cv" integer NOT NULL,
	"wp_id" bigint NOT NULL,
	"empreinte" varchar(64) NOT NULL
);
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
