-- 0013_client_facturation: what invoices and bills need of a client (issue 12 point 10): SIREN, VAT
-- number, payment term (default échéance of its OFs), bank details (IBAN, BIC, domiciliation), e-mail;
-- the invoice keeps the SIREN and VAT number it was issued with; the bills history sorts by date;
-- the "Facture corrigée" search reads a client's invoices and their credit notes from indexes.
-- Re-runnable.
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "siren" varchar(9) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "num_tva" varchar(13) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "delai_paiement" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "iban" varchar(34) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "bic" varchar(11) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "banque" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "banque_ville" varchar(100) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" ADD COLUMN IF NOT EXISTS "email" varchar(254) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "client" DROP CONSTRAINT IF EXISTS "client_delai_paiement";
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_delai_paiement" CHECK ("delai_paiement" in (0, 30, 45, 60));
--> statement-breakpoint
ALTER TABLE "facture" ADD COLUMN IF NOT EXISTS "siren" varchar(9);
--> statement-breakpoint
ALTER TABLE "facture" ADD COLUMN IF NOT EXISTS "num_tva" varchar(13);
--> statement-breakpoint
ALTER TABLE "facture_extensia" ADD COLUMN IF NOT EXISTS "siren" varchar(9);
--> statement-breakpoint
ALTER TABLE "facture_extensia" ADD COLUMN IF NOT EXISTS "num_tva" varchar(13);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "traite_date_creation_idx" ON "traite" ("date_creation","id_traite");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "facture_id_bijouterie_date_fact_id_fact_idx" ON "facture" ("id_bijouterie","date_fact","id_fact");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "avoir_id_fact_idx" ON "avoir" ("id_fact");
