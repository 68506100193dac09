CREATE TABLE "numerotation" (
	"serie" varchar(30) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "avoir" ADD COLUMN "taux_tva" numeric(5, 2) DEFAULT '20' NOT NULL;--> statement-breakpoint
ALTER TABLE "avoir" ADD COLUMN "id_fact" integer;--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD COLUMN "ref" varchar(50);--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD COLUMN "ref_clt" varchar(100);--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD COLUMN "ref" varchar(50);--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD COLUMN "ref_clt" varchar(100);--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD COLUMN "of_reservation" integer;--> statement-breakpoint
ALTER TABLE "avoir" ADD CONSTRAINT "avoir_id_fact_facture_id_fact_fk" FOREIGN KEY ("id_fact") REFERENCES "public"."facture"("id_fact") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD CONSTRAINT "constituant_fact_extensia_of_reservation_of_num_sachet_fk" FOREIGN KEY ("of_reservation") REFERENCES "public"."of"("num_sachet") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_of_statut_at_idx" ON "audit" USING btree (("after" ->> 'statut'),"at") WHERE "audit"."table_name" = 'of';--> statement-breakpoint
CREATE INDEX "ouvrier_rendu_date_retour_idx" ON "ouvrier" USING btree ("rendu","date_retour" DESC NULLS LAST,"id_ligne" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ouvrier_a_peser_idx" ON "ouvrier" USING btree ("id_ouvrier") WHERE "ouvrier"."rendu" = 1 and "ouvrier"."num_pesee" is null;--> statement-breakpoint
CREATE INDEX "serti_date_r_idx" ON "serti" USING btree ("date_r");--> statement-breakpoint
CREATE INDEX "serti_rendu_date_r_idx" ON "serti" USING btree ("rendu_serti","date_r" DESC NULLS LAST,"id_sert" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "traite_num_effet_idx" ON "traite" USING btree ("num_effet");--> statement-breakpoint
ALTER TABLE "avoir" ADD CONSTRAINT "avoir_taux_tva_pct" CHECK ("avoir"."taux_tva" between 0 and 100);--> statement-breakpoint
INSERT INTO "numerotation" ("serie") VALUES ('facture'), ('facture_extensia'), ('avoir');
--> statement-breakpoint
-- An issued invoice or credit note is final (a correction is a credit note): no route can change or
-- delete one, and this trigger makes sure no code can either. Only the payment date of an invoice may
-- be recorded later. TRUNCATE (the demo loader's --force) does not fire row triggers.
CREATE OR REPLACE FUNCTION ecrin_document_immuable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('facture', 'facture_extensia')
     AND (to_jsonb(NEW) - 'date_paiement') = (to_jsonb(OLD) - 'date_paiement') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Un document émis (%) ne peut être ni modifié ni supprimé.', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER facture_immuable BEFORE UPDATE OR DELETE ON "facture"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TRIGGER facture_extensia_immuable BEFORE UPDATE OR DELETE ON "facture_extensia"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TRIGGER constituant_fact_immuable BEFORE UPDATE OR DELETE ON "constituant_fact"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TRIGGER constituant_fact_extensia_immuable BEFORE UPDATE OR DELETE ON "constituant_fact_extensia"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TRIGGER avoir_immuable BEFORE UPDATE OR DELETE ON "avoir"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
