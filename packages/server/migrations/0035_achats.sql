-- Issue 30 point 4: supplier invoices received through the approved platform (area achats).
--
-- One row per SupplierInvoice flow: flow_id unique, so a flow received twice is taken once (the
-- reception inserts ON CONFLICT DO NOTHING in the same transaction that moves its cursor). The original
-- file is kept byte for byte (base64), readable or not; what could be read is stored beside it, with the
-- EN 16931 rules it fails (valide = no failed rule). Only the status moves afterwards; each decision is a
-- record (never changed) with the CDAR flow that carried it back to the supplier.
CREATE TABLE "facture_fournisseur" (
  "id" serial PRIMARY KEY NOT NULL,
  "flow_id" varchar(64) NOT NULL,
  "recue_le" timestamp with time zone DEFAULT now() NOT NULL,
  "nom_fichier" varchar(255) NOT NULL,
  "type_fichier" varchar(20) NOT NULL,
  "sha256" varchar(64) NOT NULL,
  "taille" integer NOT NULL,
  "syntaxe" varchar(10),
  "valide" boolean NOT NULL,
  "violations" jsonb NOT NULL,
  "facture" jsonb,
  "fournisseur_nom" text,
  "fournisseur_siren" text,
  "numero" text,
  "date_facture" date,
  "echeance" date,
  "total_ht" numeric(21, 6),
  "total_tva" numeric(21, 6),
  "total_ttc" numeric(21, 6),
  "id_four" integer REFERENCES "fournisseur"("four_id"),
  "famille" varchar(10) NOT NULL,
  "rapprochement" jsonb,
  "etat_rapprochement" varchar(20) NOT NULL,
  "statut" varchar(30) DEFAULT 'recue' NOT NULL,
  CONSTRAINT "facture_fournisseur_flow_id_unique" UNIQUE ("flow_id"),
  CONSTRAINT "facture_fournisseur_type_fichier" CHECK ("type_fichier" IN ('pdf', 'xml', 'autre')),
  CONSTRAINT "facture_fournisseur_syntaxe" CHECK ("syntaxe" IN ('Factur-X', 'CII', 'UBL')),
  CONSTRAINT "facture_fournisseur_famille" CHECK ("famille" IN ('metal', 'pierres', 'autre')),
  CONSTRAINT "facture_fournisseur_etat" CHECK ("etat_rapprochement" IN ('rapprochee', 'ecarts', 'non_rapprochee')),
  CONSTRAINT "facture_fournisseur_statut" CHECK ("statut" IN ('recue', 'approuvee', 'approuvee_partiellement', 'en_litige', 'refusee'))
);
--> statement-breakpoint
CREATE INDEX "facture_fournisseur_recue_le_idx" ON "facture_fournisseur" ("recue_le", "id");
--> statement-breakpoint
CREATE INDEX "facture_fournisseur_statut_idx" ON "facture_fournisseur" ("statut");
--> statement-breakpoint
CREATE TABLE "facture_fournisseur_fichier" (
  "id_facture" integer PRIMARY KEY NOT NULL REFERENCES "facture_fournisseur"("id"),
  "fichier" text NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER facture_fournisseur_fichier_immuable BEFORE UPDATE OR DELETE ON "facture_fournisseur_fichier"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
CREATE TABLE "facture_fournisseur_decision" (
  "id" serial PRIMARY KEY NOT NULL,
  "id_facture" integer NOT NULL REFERENCES "facture_fournisseur"("id"),
  "statut" varchar(30) NOT NULL,
  "motif" varchar(30),
  "commentaire" varchar(500) DEFAULT '' NOT NULL,
  "le" timestamp with time zone DEFAULT now() NOT NULL,
  "id_user" integer,
  CONSTRAINT "facture_fournisseur_decision_statut" CHECK ("statut" IN ('approuvee', 'approuvee_partiellement', 'en_litige', 'refusee'))
);
--> statement-breakpoint
CREATE INDEX "facture_fournisseur_decision_facture_idx" ON "facture_fournisseur_decision" ("id_facture", "id");
--> statement-breakpoint
CREATE TRIGGER facture_fournisseur_decision_immuable BEFORE UPDATE OR DELETE ON "facture_fournisseur_decision"
  FOR EACH ROW EXECUTE FUNCTION ecrin_document_immuable();
--> statement-breakpoint
-- The CDAR flow that carries a decision back: queued with the decision (same transaction), sent by the
-- worker after commit; flow_id set once the platform acknowledged the deposit.
CREATE TABLE "facture_fournisseur_cdar" (
  "id_decision" integer PRIMARY KEY NOT NULL REFERENCES "facture_fournisseur_decision"("id"),
  "tracking_id" varchar(36) NOT NULL,
  "flow_id" varchar(64),
  "envoye_le" timestamp with time zone,
  "tentatives" integer DEFAULT 0 NOT NULL,
  "derniere_erreur" text
);
--> statement-breakpoint
-- Where the reception stands: the updatedAt of the last SupplierInvoice flow taken (one row).
CREATE TABLE "achats_reception_curseur" (
  "id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
  "updated_after" varchar(40) NOT NULL,
  CONSTRAINT "achats_reception_curseur_un" CHECK ("id" = 1)
);
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
