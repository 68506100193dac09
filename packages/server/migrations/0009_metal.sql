-- 0009_metal: the metal area (issue 15). Gold price history, dated opening balances of the metal
-- analysis, titres per alloy (weight accounts in fine grams), and the gold form's fields on the
-- supplier ledger. Re-runnable (applied by hand to ecrin_bench).
CREATE TABLE IF NOT EXISTS "cours_or" (
  "jour" date PRIMARY KEY,
  "prix_gramme" numeric(14,4) NOT NULL,
  "source" varchar(200) NOT NULL,
  "saisi_le" timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT "cours_or_prix_positif" CHECK ("prix_gramme" > 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "metal_solde_ouverture" (
  "cle" varchar(40) NOT NULL,
  "date_effet" date NOT NULL,
  "valeur" numeric(14,3) NOT NULL,
  PRIMARY KEY ("cle", "date_effet")
);
--> statement-breakpoint
-- The six values the old /analyse_metal screen hard-coded (spec 03 section 9), as dated settings.
INSERT INTO "metal_solde_ouverture" ("cle", "date_effet", "valeur") VALUES
  ('stock_atelier', '2000-01-01', 1150),
  ('ecart_pesees', '2000-01-01', -1166),
  ('coffre', '2000-01-01', 138.6),
  ('stock_livre', '2000-01-01', 450),
  ('clal', '2000-01-01', -344.73),
  ('boite_or', '2000-01-01', 121.49)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "titre_metal" (
  "id_type" integer PRIMARY KEY REFERENCES "type_metal" ("id_type"),
  "titre" integer NOT NULL,
  CONSTRAINT "titre_metal_titre" CHECK ("titre" > 0 AND "titre" <= 1000)
);
--> statement-breakpoint
INSERT INTO "titre_metal" ("id_type", "titre")
SELECT t.id_type, v.titre FROM (VALUES
  (1, 750), (2, 750), (3, 750), (4, 925), (5, 950), (7, 375), (8, 375), (9, 950), (1001, 750)
) AS v(id_type, titre) JOIN "type_metal" t ON t.id_type = v.id_type
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The gold form (/gold-form): a purchase at a price per gram or a consignment, with its document.
ALTER TABLE "mouvement_metal" ADD COLUMN IF NOT EXISTS "titre" integer;
--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD COLUMN IF NOT EXISTS "prix_gramme" numeric(14,4);
--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD COLUMN IF NOT EXISTS "confie" smallint NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD COLUMN IF NOT EXISTS "num_document" varchar(50);
--> statement-breakpoint
ALTER TABLE "mouvement_metal" DROP CONSTRAINT IF EXISTS "mouvement_metal_confie_01";
--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD CONSTRAINT "mouvement_metal_confie_01" CHECK ("confie" IN (0, 1));
--> statement-breakpoint
-- The supplier and customer ledgers read one party's rows in date order.
CREATE INDEX IF NOT EXISTS "mouvement_metal_fournisseur_date_idx" ON "mouvement_metal" ("fournisseur_id", "date_mouvement", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mouvement_metal_client_date_idx" ON "mouvement_metal" ("client_id", "date_mouvement", "id");
--> statement-breakpoint
-- Analyse Métal sums the OF weights sent to the workshop over a period (ouvrier has no index on date_envoi).
CREATE INDEX IF NOT EXISTS "ouvrier_date_envoi_idx" ON "ouvrier" ("date_envoi") INCLUDE ("poids_d");
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
