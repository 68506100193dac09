-- Issue 30 point 4 (end): approved supplier invoices feed the purchases journal (AC) of the accounting
-- exports. Each approved (205) invoice is one entry, numbered once in the journal 'achats' when its
-- approval is recorded (the decision's insert, same transaction, under the journal's lock as the other
-- journals), so every export of any period shows the same number. Only 205 enters the books: a partly
-- approved (206) invoice waits for the supplier's corrected invoice or credit note.
ALTER TABLE "ecriture_numero" DROP CONSTRAINT "ecriture_numero_journal";
--> statement-breakpoint
ALTER TABLE "ecriture_numero" ADD CONSTRAINT "ecriture_numero_journal"
  CHECK ("ecriture_numero"."journal" IN ('ventes', 'reglements', 'achats'));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ecriture_numero_achat() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.statut = 'approuvee' THEN
    PERFORM ecriture_numeroter('achats', 'facture_fournisseur', NEW.id_facture);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_trg AFTER INSERT ON "facture_fournisseur_decision"
  FOR EACH ROW EXECUTE FUNCTION ecriture_numero_achat();
--> statement-breakpoint
-- The invoices approved before: numbered once here, in the order of their approval.
INSERT INTO ecriture_numero (source, id_source, journal, num)
SELECT 'facture_fournisseur', d.id_facture, 'achats', row_number() OVER (ORDER BY d.le, d.id)
FROM facture_fournisseur_decision d
WHERE d.statut = 'approuvee'
  AND d.id = (SELECT min(d2.id) FROM facture_fournisseur_decision d2
              WHERE d2.id_facture = d.id_facture AND d2.statut = 'approuvee');
--> statement-breakpoint
-- The purchases per supplier and month read approved invoices by their date.
CREATE INDEX "facture_fournisseur_approuvee_date_idx" ON "facture_fournisseur" ("date_facture")
  WHERE "statut" = 'approuvee';
