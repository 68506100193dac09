-- Issue 30 (session 36).
-- 1. "Does this buyer receive e-invoices yet?" (/client's notice, GET /api/plateforme/destinataires/:siren)
--    reads the SIREN's latest outbox row: without this index PostgreSQL walked the primary key backwards
--    through the whole outbox for a SIREN never invoiced (200,000 rows: 4,961 buffers, 309-504 ms on the
--    shared 2-core machine; an invoiced SIREN 7-26 ms); with it 3-4 buffers, 0.04-0.4 ms.
CREATE INDEX "plateforme_envoi_destinataire_idx" ON "plateforme_envoi" ("siren_destinataire", "id");
--> statement-breakpoint
-- 2. A partly approved (206) supplier invoice enters the purchases journal AC as an approved (205) one,
--    at its full amounts (domain compta/achats.ts: the invoice is the piece; the part not approved leaves
--    the books through the supplier's credit note). It is numbered in the journal 'achats' when the
--    decision is recorded, as 205 is by migration 0039's trigger (a trigger of its own, beside 0039's).
--    Numbered 0043, after 0039 and 0042: drizzle applies to a database in service only the migrations
--    dated after the last one it applied, so a slot below 0039 would never run there.
CREATE FUNCTION ecriture_numero_achat_partiel() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ecriture_numeroter('achats', 'facture_fournisseur', NEW.id_facture);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ecriture_numero_partiel_trg AFTER INSERT ON "facture_fournisseur_decision"
  FOR EACH ROW WHEN (NEW.statut = 'approuvee_partiellement') EXECUTE FUNCTION ecriture_numero_achat_partiel();
--> statement-breakpoint
-- 3. The 206 decisions recorded before this migration, numbered now in the order they were taken (a
--    document already numbered keeps its number: ecriture_numeroter does nothing for it).
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT d.id_facture FROM facture_fournisseur_decision d
           WHERE d.statut = 'approuvee_partiellement' ORDER BY d.id LOOP
    PERFORM ecriture_numeroter('achats', 'facture_fournisseur', r.id_facture);
  END LOOP;
END $$;
