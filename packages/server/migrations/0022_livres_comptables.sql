-- Issue 24 point 8 and issue 25 points 6-12: the accounting books Écrin is the source of.
--
-- A CFONB remittance of customer bills is a record: numbered, dated, its bills (each goes to the bank
-- once), its total and the SHA-256 of its file, stored with the file so that asking again gives the
-- identical file. Never changed nor removed (ecrin_document_immuable, as an issued invoice).
CREATE TABLE "remise_lcr" (
  "numero" integer PRIMARY KEY NOT NULL,
  "date_remise" date NOT NULL,
  "cree_le" timestamp with time zone DEFAULT now() NOT NULL,
  "nb_effets" integer NOT NULL,
  "total_ttc" numeric(12, 2) NOT NULL,
  "empreinte" varchar(64) NOT NULL,
  "fichier" text NOT NULL,
  CONSTRAINT "remise_lcr_numero_positif" CHECK ("remise_lcr"."numero" > 0),
  CONSTRAINT "remise_lcr_nb_effets_positif" CHECK ("remise_lcr"."nb_effets" > 0)
);
--> statement-breakpoint
CREATE TABLE "remise_lcr_traite" (
  "id_traite" integer PRIMARY KEY NOT NULL REFERENCES "traite"("id_traite"),
  "numero" integer NOT NULL REFERENCES "remise_lcr"("numero")
);
--> statement-breakpoint
CREATE INDEX "remise_lcr_traite_numero_idx" ON "remise_lcr_traite" ("numero");
--> statement-breakpoint
CREATE TRIGGER remise_lcr_immuable BEFORE UPDATE OR DELETE ON "remise_lcr"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TRIGGER remise_lcr_traite_immuable BEFORE UPDATE OR DELETE ON "remise_lcr_traite"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
-- FEC entry numbers (EcritureNum, issue 25 point 6): each accounting entry is numbered once, when its
-- document is issued, in its journal ('ventes': invoices of both channels and credit notes;
-- 'reglements': an invoice's recorded payment, a bill remittance), one continuous sequence per journal
-- taken under a per-journal lock in the issuing transaction, so every export shows the same numbers.
-- Written by triggers: every path that issues a document (screens, API, import, demo) numbers it.
CREATE TABLE "ecriture_numero" (
  "source" varchar(30) NOT NULL,
  "id_source" integer NOT NULL,
  "journal" varchar(12) NOT NULL,
  "num" integer NOT NULL,
  CONSTRAINT "ecriture_numero_pk" PRIMARY KEY ("source", "id_source"),
  CONSTRAINT "ecriture_numero_journal" CHECK ("ecriture_numero"."journal" IN ('ventes', 'reglements')),
  CONSTRAINT "ecriture_numero_num_positif" CHECK ("ecriture_numero"."num" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ecriture_numero_journal_num_idx" ON "ecriture_numero" ("journal", "num");
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_immuable BEFORE UPDATE OR DELETE ON "ecriture_numero"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ecriture_numeroter(p_journal text, p_source text, p_id integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('ecriture_numero:' || p_journal));
  INSERT INTO ecriture_numero (source, id_source, journal, num)
    SELECT p_source, p_id, p_journal, coalesce(max(num), 0) + 1 FROM ecriture_numero WHERE journal = p_journal
  ON CONFLICT (source, id_source) DO NOTHING;
END $$;
--> statement-breakpoint
-- TG_ARGV[0]: the id column. An invoice's payment is numbered when its date is first recorded (or when
-- the invoice comes in already paid, as from the import).
CREATE OR REPLACE FUNCTION ecriture_numero_document() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_new jsonb := to_jsonb(NEW);
  v_id integer := (v_new ->> TG_ARGV[0])::integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM ecriture_numeroter(CASE WHEN TG_TABLE_NAME = 'remise_lcr' THEN 'reglements' ELSE 'ventes' END,
      TG_TABLE_NAME::text, v_id);
  END IF;
  -- Read through jsonb: NEW.date_paiement would fail on the tables that have no such column.
  IF v_new ->> 'date_paiement' IS NOT NULL
     AND (TG_OP = 'INSERT' OR to_jsonb(OLD) ->> 'date_paiement' IS NULL) THEN
    PERFORM ecriture_numeroter('reglements', 'paiement_' || TG_TABLE_NAME::text, v_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_trg AFTER INSERT OR UPDATE OF date_paiement ON "facture"
  FOR EACH ROW EXECUTE FUNCTION ecriture_numero_document('id_fact');
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_trg AFTER INSERT OR UPDATE OF date_paiement ON "facture_extensia"
  FOR EACH ROW EXECUTE FUNCTION ecriture_numero_document('id_fact');
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_trg AFTER INSERT ON "avoir"
  FOR EACH ROW EXECUTE FUNCTION ecriture_numero_document('id_avoir');
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_trg AFTER INSERT ON "remise_lcr"
  FOR EACH ROW EXECUTE FUNCTION ecriture_numero_document('numero');
--> statement-breakpoint
-- The documents issued before: numbered once here, in the order of the exports (date, invoices of the
-- standard channel, of the other, credit notes, number); payments in their date's order.
INSERT INTO ecriture_numero (source, id_source, journal, num)
SELECT d.source, d.id, 'ventes', row_number() OVER (ORDER BY d.jour, d.rang, d.id)
FROM (
  SELECT 'facture' AS source, id_fact AS id, date_fact AS jour, 0 AS rang FROM facture
  UNION ALL SELECT 'facture_extensia', id_fact, date_fact, 1 FROM facture_extensia
  UNION ALL SELECT 'avoir', id_avoir, "date", 2 FROM avoir
) d;
--> statement-breakpoint
INSERT INTO ecriture_numero (source, id_source, journal, num)
SELECT d.source, d.id, 'reglements', row_number() OVER (ORDER BY d.jour, d.rang, d.id)
FROM (
  SELECT 'paiement_facture' AS source, id_fact AS id, date_paiement AS jour, 0 AS rang
    FROM facture WHERE date_paiement IS NOT NULL
  UNION ALL SELECT 'paiement_facture_extensia', id_fact, date_paiement, 1
    FROM facture_extensia WHERE date_paiement IS NOT NULL
) d;
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
