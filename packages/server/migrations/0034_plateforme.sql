-- Issue 30: e-invoicing through an approved platform (area plateforme).
-- The outbox: one row per flow Écrin deposits (an issued invoice or credit note, a lifecycle CDAR),
-- written in the issuing transaction by the triggers below; the worker deposits after commit.
CREATE TABLE plateforme_envoi (
  id serial PRIMARY KEY,
  type_document varchar(10) NOT NULL,
  canal varchar(12),
  numero integer,
  tracking_id varchar(36) NOT NULL,
  flow_syntax varchar(10) NOT NULL DEFAULT 'Factur-X',
  siren_destinataire varchar(9),
  nom_destinataire varchar(150),
  date_document date,
  -- A CDAR is stored at enqueue; an invoice's Factur-X is rendered at deposit.
  fichier bytea,
  etat varchar(20) NOT NULL DEFAULT 'a_envoyer',
  tentatives integer NOT NULL DEFAULT 0,
  prochain_essai timestamptz NOT NULL DEFAULT now(),
  derniere_erreur text,
  adresse_electronique varchar(100),
  flow_id varchar(36),
  sha256 varchar(64),
  cree_le timestamptz NOT NULL DEFAULT now(),
  depose_le timestamptz,
  acquitte_le timestamptz,
  CONSTRAINT plateforme_envoi_type CHECK (type_document IN ('facture', 'avoir', 'cdar')),
  CONSTRAINT plateforme_envoi_etat CHECK (etat IN ('a_envoyer', 'en_cours', 'non_joignable', 'depose', 'acquitte', 'erreur')),
  CONSTRAINT plateforme_envoi_syntaxe CHECK (flow_syntax IN ('Factur-X', 'CDAR'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX plateforme_envoi_tracking_uq ON plateforme_envoi (tracking_id);
--> statement-breakpoint
CREATE UNIQUE INDEX plateforme_envoi_document_uq ON plateforme_envoi (type_document, canal, numero) WHERE type_document <> 'cdar';
--> statement-breakpoint
CREATE INDEX plateforme_envoi_a_faire_idx ON plateforme_envoi (prochain_essai) WHERE etat IN ('a_envoyer', 'en_cours', 'non_joignable');
--> statement-breakpoint
CREATE UNIQUE INDEX plateforme_envoi_flow_uq ON plateforme_envoi (flow_id);
--> statement-breakpoint
-- The lifecycle of each sent document: one row per status received (or sent), never changed.
CREATE TABLE plateforme_statut (
  id serial PRIMARY KEY,
  id_envoi integer NOT NULL REFERENCES plateforme_envoi (id),
  code smallint NOT NULL,
  date timestamptz NOT NULL,
  motif varchar(100),
  commentaire text,
  source varchar(10) NOT NULL,
  -- The platform's CDAR flow that carried it: a flow read twice (webhook and polling) is kept once.
  flow_id varchar(36),
  recu_le timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT plateforme_statut_code CHECK (code BETWEEN 200 AND 213),
  CONSTRAINT plateforme_statut_source CHECK (source IN ('depot', 'webhook', 'polling', 'ecrin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX plateforme_statut_flow_uq ON plateforme_statut (flow_id);
--> statement-breakpoint
CREATE INDEX plateforme_statut_envoi_idx ON plateforme_statut (id_envoi, date);
--> statement-breakpoint
-- Where the polling of each kind of flow got to (the next search's updatedAfter).
CREATE TABLE plateforme_curseur (
  cle varchar(40) PRIMARY KEY,
  updated_after varchar(40) NOT NULL
);
--> statement-breakpoint
-- Every call to the platform (system page): a journal, not audited.
CREATE TABLE plateforme_appel (
  id bigserial PRIMARY KEY,
  le timestamptz NOT NULL DEFAULT now(),
  methode varchar(6) NOT NULL,
  chemin varchar(200) NOT NULL,
  flow_id varchar(36),
  statut_http integer NOT NULL,
  duree_ms integer NOT NULL,
  erreur text
);
--> statement-breakpoint
CREATE INDEX plateforme_appel_le_idx ON plateforme_appel (le);
--> statement-breakpoint
-- Issuing a document queues its deposit in the same transaction (the trackingId is the number the
-- Factur-X carries: "123", "EXTENSIA-123", "AV-123"). A historical load (audit_off) queues nothing.
CREATE FUNCTION plateforme_mettre_en_file() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_siren varchar(9);
  v_nom varchar(150);
BEGIN
  IF coalesce(current_setting('ecrin.audit_off', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'avoir' THEN
    SELECT nullif(c.siren, ''), c.label INTO v_siren, v_nom FROM client c WHERE c.id = NEW.id_clt;
    INSERT INTO plateforme_envoi (type_document, canal, numero, tracking_id, siren_destinataire, nom_destinataire, date_document)
    VALUES ('avoir', NULL, NEW.id_avoir, 'AV-' || NEW.id_avoir, v_siren, v_nom, NEW.date);
  ELSE
    INSERT INTO plateforme_envoi (type_document, canal, numero, tracking_id, siren_destinataire, nom_destinataire, date_document)
    VALUES ('facture', TG_ARGV[0], NEW.id_fact,
            CASE WHEN TG_ARGV[0] = 'alternatif' THEN 'EXTENSIA-' ELSE '' END || NEW.id_fact,
            nullif(NEW.siren, ''), NEW.client, NEW.date_fact);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER plateforme_envoi_trg AFTER INSERT ON facture
  FOR EACH ROW EXECUTE FUNCTION plateforme_mettre_en_file('standard');
--> statement-breakpoint
CREATE TRIGGER plateforme_envoi_trg AFTER INSERT ON facture_extensia
  FOR EACH ROW EXECUTE FUNCTION plateforme_mettre_en_file('alternatif');
--> statement-breakpoint
CREATE TRIGGER plateforme_envoi_trg AFTER INSERT ON avoir
  FOR EACH ROW EXECUTE FUNCTION plateforme_mettre_en_file('avoir');
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
