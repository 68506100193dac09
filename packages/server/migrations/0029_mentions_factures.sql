-- Issue 25 point 11: the invoices a credit note cites (BT-25 / BT-26 of its Factur-X, printed on its PDF).
-- A credit note on one invoice cites it; a global rebate (year-end, commercial gesture) cites each
-- invoice it corrects. Legal records: a link is written once with its credit note and never changed.
CREATE TABLE avoir_facture (
  id_avoir integer NOT NULL REFERENCES avoir (id_avoir),
  id_fact integer NOT NULL REFERENCES facture (id_fact),
  PRIMARY KEY (id_avoir, id_fact)
);
--> statement-breakpoint
CREATE INDEX avoir_facture_id_fact_idx ON avoir_facture (id_fact);
--> statement-breakpoint
-- The credit notes issued on one invoice keep citing it.
INSERT INTO avoir_facture (id_avoir, id_fact) SELECT id_avoir, id_fact FROM avoir WHERE id_fact IS NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION avoir_facture_immuable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Les factures citées par un avoir ne se modifient pas : un avoir émis ne change plus.';
END $$;
--> statement-breakpoint
CREATE TRIGGER avoir_facture_immuable BEFORE UPDATE OR DELETE ON avoir_facture
  FOR EACH ROW EXECUTE FUNCTION avoir_facture_immuable();
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
