-- 0014_autoliquidation: VAT category beside the VAT rate (issue 18 point 2). The rates list `tva` says
-- each rate's category (UNTDID 5305: S standard, Z zero-rated, E exempt, AE reverse charge) and gains
-- "Autoliquidation" (0 %, AE): sales of gold material between professionals, where the buyer pays the
-- VAT (CGI art. 283-2 quater). The OF keeps the category chosen with its rate (NULL: derived from the
-- rate, S above 0 %, E at 0 %); invoices of both channels and their lines keep the category they were
-- issued with (one invoice per rate and category). Existing rows: S above 0 %, E at 0 % (what the
-- invoices printed and exported until now). Re-runnable. The backfill is not a user action: no audit.
SELECT set_config('ecrin.audit_off', 'on', true);
--> statement-breakpoint
ALTER TABLE "tva" ADD COLUMN IF NOT EXISTS "categorie" varchar(2) DEFAULT 'S' NOT NULL;
--> statement-breakpoint
UPDATE "tva" SET "categorie" = 'E' WHERE "taux" = 0 AND "categorie" = 'S';
--> statement-breakpoint
ALTER TABLE "tva" DROP CONSTRAINT IF EXISTS "tva_categorie";
--> statement-breakpoint
ALTER TABLE "tva" ADD CONSTRAINT "tva_categorie" CHECK ("categorie" in ('S', 'Z', 'E', 'AE') and ("categorie" = 'S' or "taux" = 0));
--> statement-breakpoint
INSERT INTO "tva" ("taux", "description", "categorie")
  SELECT 0, 'Autoliquidation', 'AE' WHERE NOT EXISTS (SELECT 1 FROM "tva" WHERE "categorie" = 'AE');
--> statement-breakpoint
ALTER TABLE "of" ADD COLUMN IF NOT EXISTS "categorie_tva" varchar(2);
--> statement-breakpoint
ALTER TABLE "of" DROP CONSTRAINT IF EXISTS "of_categorie_tva";
--> statement-breakpoint
ALTER TABLE "of" ADD CONSTRAINT "of_categorie_tva" CHECK ("categorie_tva" is null or ("taux_tva" is not null and "categorie_tva" in ('S', 'Z', 'E', 'AE') and ("categorie_tva" = 'S' or "taux_tva" = 0)));
--> statement-breakpoint
ALTER TABLE "facture" ADD COLUMN IF NOT EXISTS "categorie_tva" varchar(2) DEFAULT 'S' NOT NULL;
--> statement-breakpoint
ALTER TABLE "facture_extensia" ADD COLUMN IF NOT EXISTS "categorie_tva" varchar(2) DEFAULT 'S' NOT NULL;
--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD COLUMN IF NOT EXISTS "categorie_tva" varchar(2) DEFAULT 'S' NOT NULL;
--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD COLUMN IF NOT EXISTS "categorie_tva" varchar(2) DEFAULT 'S' NOT NULL;
--> statement-breakpoint
UPDATE "facture" SET "categorie_tva" = 'E' WHERE "taux_tva" = 0 AND "categorie_tva" = 'S';
--> statement-breakpoint
UPDATE "facture_extensia" SET "categorie_tva" = 'E' WHERE "taux_tva" = 0 AND "categorie_tva" = 'S';
--> statement-breakpoint
UPDATE "constituant_fact" c SET "categorie_tva" = f."categorie_tva"
  FROM "facture" f WHERE f."id_fact" = c."fact" AND c."categorie_tva" <> f."categorie_tva";
--> statement-breakpoint
UPDATE "constituant_fact_extensia" c SET "categorie_tva" = f."categorie_tva"
  FROM "facture_extensia" f WHERE f."id_fact" = c."fact" AND c."categorie_tva" <> f."categorie_tva";
--> statement-breakpoint
ALTER TABLE "facture" DROP CONSTRAINT IF EXISTS "facture_categorie_tva";
--> statement-breakpoint
ALTER TABLE "facture" ADD CONSTRAINT "facture_categorie_tva" CHECK ("categorie_tva" in ('S', 'Z', 'E', 'AE') and ("categorie_tva" = 'S' or "taux_tva" = 0));
--> statement-breakpoint
ALTER TABLE "facture_extensia" DROP CONSTRAINT IF EXISTS "facture_extensia_categorie_tva";
--> statement-breakpoint
ALTER TABLE "facture_extensia" ADD CONSTRAINT "facture_extensia_categorie_tva" CHECK ("categorie_tva" in ('S', 'Z', 'E', 'AE') and ("categorie_tva" = 'S' or "taux_tva" = 0));
--> statement-breakpoint
ALTER TABLE "constituant_fact" DROP CONSTRAINT IF EXISTS "constituant_fact_categorie_tva";
--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD CONSTRAINT "constituant_fact_categorie_tva" CHECK ("categorie_tva" in ('S', 'Z', 'E', 'AE'));
--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" DROP CONSTRAINT IF EXISTS "constituant_fact_extensia_categorie_tva";
--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD CONSTRAINT "constituant_fact_extensia_categorie_tva" CHECK ("categorie_tva" in ('S', 'Z', 'E', 'AE'));
--> statement-breakpoint
SELECT set_config('ecrin.audit_off', '', true);
