-- 0044_compta_total_facture (issue 29.3/29.4): /compta's invoice list summed each invoice's lines for every
-- invoice of the period before it could sort by amount, count and page (a year of the large set: ~58 ms of
-- PostgreSQL per request, 30 req/s under load). compta_total_facture holds one row per issued invoice of both
-- channels: what the list shows, filters and sorts by (the invoice's copies of date, client, VAT rate and
-- category, port) and the sum of its lines, with its total HT (lines + port). The invoice and its lines are
-- never altered (0003's ecrin_document_immuable), so the rows follow INSERT and TRUNCATE only, by statement
-- triggers in the writer's transaction; compta_total_facture_reconstruire() rebuilds the table (npm run
-- analyse:rebuild, the historical load). Not audited: a projection of audited rows.
CREATE TABLE IF NOT EXISTS "compta_total_facture" (
  "canal" text NOT NULL,
  "id_fact" integer NOT NULL,
  "date_fact" date NOT NULL,
  "id_bijouterie" integer NOT NULL,
  "client" varchar(150) NOT NULL,
  "taux_tva" numeric(5, 2) NOT NULL,
  "categorie_tva" varchar(2) NOT NULL,
  "port" numeric(12, 2) NOT NULL,
  "lignes" numeric(14, 2) NOT NULL,
  "total_ht" numeric(14, 2) GENERATED ALWAYS AS ("lignes" + "port") STORED,
  CONSTRAINT "compta_total_facture_pk" PRIMARY KEY ("canal", "id_fact"),
  CONSTRAINT "compta_total_facture_canal" CHECK ("canal" in ('standard', 'alternatif'))
);
--> statement-breakpoint
-- A period's invoices sorted by amount: the period's index entries carry the amount and the keys, so the
-- sort and the count read the index alone; the page's ten rows are then read by their key.
CREATE INDEX IF NOT EXISTS "compta_total_facture_date_idx" ON "compta_total_facture" ("date_fact")
  INCLUDE ("total_ht", "canal", "id_fact");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "compta_total_facture_client_date_idx" ON "compta_total_facture" ("id_bijouterie", "date_fact");
--> statement-breakpoint
-- The rows of the given invoices of one channel (all of them when p_ids is null), computed again from the
-- invoice and its lines. The one computation: the triggers and the rebuild both call it.
CREATE OR REPLACE FUNCTION compta_total_facture_recalculer(p_canal text, p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  factures text := CASE p_canal WHEN 'standard' THEN 'facture' ELSE 'facture_extensia' END;
  lignes text := CASE p_canal WHEN 'standard' THEN 'constituant_fact' ELSE 'constituant_fact_extensia' END;
  montant text := CASE p_canal WHEN 'standard' THEN 'totht' ELSE 'prix' END;
  choix text := CASE WHEN p_ids IS NULL THEN '' ELSE 'WHERE f.id_fact = ANY ($2)' END;
BEGIN
  IF p_ids IS NULL THEN
    DELETE FROM compta_total_facture WHERE canal = p_canal;
  ELSE
    DELETE FROM compta_total_facture WHERE canal = p_canal AND id_fact = ANY (p_ids);
  END IF;
  EXECUTE format(
    'INSERT INTO compta_total_facture
       (canal, id_fact, date_fact, id_bijouterie, client, taux_tva, categorie_tva, port, lignes)
     SELECT $1, f.id_fact, f.date_fact, f.id_bijouterie, f.client, f.taux_tva, f.categorie_tva, f.port,
            coalesce((SELECT sum(l.%I) FROM %I l WHERE l.fact = f.id_fact), 0)
     FROM %I f %s', montant, lignes, factures, choix)
    USING p_canal, p_ids;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION compta_total_facture_reconstruire() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compta_total_facture_recalculer('standard', NULL);
  PERFORM compta_total_facture_recalculer('alternatif', NULL);
END $$;
--> statement-breakpoint
-- TG_ARGV: the channel, and the column of the new rows naming their invoice (id_fact of an invoice, fact of
-- a line). One pass per statement, however many rows it writes.
CREATE OR REPLACE FUNCTION compta_total_facture_ins_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_ARGV[1] = 'id_fact' THEN
    SELECT array_agg(DISTINCT n.id_fact) INTO ids FROM nouvelles_factures n;
  ELSE
    SELECT array_agg(DISTINCT n.fact) INTO ids FROM nouvelles_lignes n;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM compta_total_facture_recalculer(TG_ARGV[0], ids);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_ins ON facture;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_ins AFTER INSERT ON facture REFERENCING NEW TABLE AS nouvelles_factures
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_ins_trg('standard', 'id_fact');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_ins ON facture_extensia;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_ins AFTER INSERT ON facture_extensia REFERENCING NEW TABLE AS nouvelles_factures
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_ins_trg('alternatif', 'id_fact');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_ins ON constituant_fact;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_ins AFTER INSERT ON constituant_fact REFERENCING NEW TABLE AS nouvelles_lignes
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_ins_trg('standard', 'fact');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_ins ON constituant_fact_extensia;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_ins AFTER INSERT ON constituant_fact_extensia REFERENCING NEW TABLE AS nouvelles_lignes
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_ins_trg('alternatif', 'fact');
--> statement-breakpoint
-- TRUNCATE (the demo loader's --force) fires no insert trigger: the channel is computed again from what is left.
CREATE OR REPLACE FUNCTION compta_total_facture_vider_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM compta_total_facture_recalculer(TG_ARGV[0], NULL);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_vider ON facture;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_vider AFTER TRUNCATE ON facture
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_vider_trg('standard');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_vider ON facture_extensia;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_vider AFTER TRUNCATE ON facture_extensia
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_vider_trg('alternatif');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_vider ON constituant_fact;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_vider AFTER TRUNCATE ON constituant_fact
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_vider_trg('standard');
--> statement-breakpoint
DROP TRIGGER IF EXISTS compta_total_facture_vider ON constituant_fact_extensia;
--> statement-breakpoint
CREATE TRIGGER compta_total_facture_vider AFTER TRUNCATE ON constituant_fact_extensia
  FOR EACH STATEMENT EXECUTE FUNCTION compta_total_facture_vider_trg('alternatif');
--> statement-breakpoint
-- Invoices issued before this migration (an existing database).
SELECT compta_total_facture_reconstruire();
