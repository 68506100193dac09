-- Issue 25 leftovers.
--
-- Point 3: the refiner is a supplier like the others. Its register entries name the supplier record of
-- the setting fournisseurAffineur with its address; while no record is set (or the one set is gone) the
-- party is marked 'SANS ADRESSE' as a supplier without an address is, so the register's insert trigger
-- (0028) refuses the movement with SQLSTATE EC025 (PARTIE_SANS_ADRESSE) instead of writing "CLAL
-- (affineur)" without an address. A movement that writes no entry is not refused.
CREATE OR REPLACE FUNCTION registre_police_affineur() RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT registre_police_fournisseur(p.valeur::integer) FROM parametre p
      WHERE p.cle = 'fournisseurAffineur' AND p.valeur ~ '^[0-9]{1,9}$'),
    'SANS ADRESSE' || chr(31) || 'Affineur (réglage fournisseurAffineur non choisi)')
$$;
--> statement-breakpoint
-- Point 8: the invoices a customer bill of exchange settles (given when the bill is created). Such an
-- invoice's client is credited by the bill's remittance; its payment date is then the bill collected
-- (bank against "effets à l'encaissement"), never a second credit of the client in the payments journal.
-- An invoice is settled by one bill at most; the link is never changed (as the remittance's bills).
CREATE TABLE "traite_facture" (
	"canal" varchar(12) NOT NULL,
	"id_fact" integer NOT NULL,
	"id_traite" integer NOT NULL REFERENCES "traite" ("id_traite"),
	CONSTRAINT "traite_facture_pkey" PRIMARY KEY ("canal", "id_fact"),
	CONSTRAINT "traite_facture_canal" CHECK ("canal" in ('standard', 'alternatif'))
);
--> statement-breakpoint
CREATE INDEX "traite_facture_id_traite_idx" ON "traite_facture" ("id_traite");
--> statement-breakpoint
CREATE TRIGGER traite_facture_immuable BEFORE UPDATE OR DELETE ON "traite_facture"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
