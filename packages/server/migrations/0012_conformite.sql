-- 0012_conformite: the police register of precious metals (livre de police), fed by the movements'
-- triggers in their own transaction, append-only, sealed day by day (SHA-256 chained).
CREATE TABLE IF NOT EXISTS "registre_police" (
	"num" bigint PRIMARY KEY NOT NULL,
	"jour" date DEFAULT current_date NOT NULL,
	"enregistre_le" timestamp with time zone DEFAULT now() NOT NULL,
	"date_mouvement" date NOT NULL,
	"sens" char(1) NOT NULL,
	"nature" varchar(20) NOT NULL,
	"description" varchar(300) NOT NULL,
	"partie" varchar(400) NOT NULL,
	"pieces" integer,
	"poids" numeric(12, 3),
	"unite" varchar(2) DEFAULT 'g' NOT NULL,
	"titre" integer,
	"prix" numeric(12, 2),
	"date_sortie" date,
	"source" varchar(40) NOT NULL,
	"source_id" bigint NOT NULL,
	"corrige" bigint REFERENCES "registre_police" ("num"),
	"motif" varchar(300),
	CONSTRAINT "registre_police_sens" CHECK ("sens" in ('E', 'S')),
	CONSTRAINT "registre_police_unite" CHECK ("unite" in ('g', 'ct')),
	CONSTRAINT "registre_police_correction" CHECK (("corrige" is null) = ("motif" is null))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_jour" ON "registre_police" ("jour", "num");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_source" ON "registre_police" ("source", "source_id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "registre_police_sceau" (
	"jour" date PRIMARY KEY NOT NULL,
	"premier" bigint NOT NULL,
	"dernier" bigint NOT NULL,
	"nombre" integer NOT NULL,
	"empreinte" char(64) NOT NULL,
	"precedente" char(64),
	"scelle_le" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Not audited: the register is itself an append-only journal whose rows never change (the audit would
-- only copy each insert). The attach function, which later migrations call, skips it.
CREATE OR REPLACE FUNCTION ecrin_audit_attach_all() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  pk text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit', 'session', 'log_connexion', 'log_consultation_produit', 'idempotence')
      AND c.relname NOT LIKE 'analyse\_%'
      AND c.relname NOT LIKE 'registre\_police%'
      AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'audit_trg')
  LOOP
    SELECT string_agg(quote_literal(a.attname), ', ' ORDER BY array_position(i.indkey, a.attnum))
      INTO pk
      FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = t.oid AND i.indisprimary;
    IF pk IS NULL THEN
      RAISE EXCEPTION 'table % has no primary key', t.relname;
    END IF;
    EXECUTE format('CREATE TRIGGER audit_trg AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION ecrin_audit(%s)', t.relname, pk);
  END LOOP;
END $$;
--> statement-breakpoint
-- Append-only: an entry or a seal is never changed nor removed (a correction is a new entry).
CREATE OR REPLACE FUNCTION registre_police_immuable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Le registre de police ne se modifie pas : une correction est une nouvelle entrée.'
    USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_immuable ON "registre_police";
--> statement-breakpoint
CREATE TRIGGER registre_police_immuable BEFORE UPDATE OR DELETE ON "registre_police"
  FOR EACH ROW EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_sceau_immuable ON "registre_police_sceau";
--> statement-breakpoint
CREATE TRIGGER registre_police_sceau_immuable BEFORE UPDATE OR DELETE ON "registre_police_sceau"
  FOR EACH ROW EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
-- One writer at a time (the transaction's advisory lock): numbers are continuous, never reused.
-- A load of historical data (demo, legacy import) sets ecrin.audit_off and writes no entry.
CREATE OR REPLACE FUNCTION registre_police_ecrire(
  p_sens char, p_nature varchar, p_description varchar, p_partie varchar, p_pieces integer,
  p_poids numeric, p_unite varchar, p_titre integer, p_prix numeric, p_date_mouvement date,
  p_date_sortie date, p_source varchar, p_source_id bigint, p_motif varchar DEFAULT NULL
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_num bigint;
  v_corrige bigint;
BEGIN
  IF coalesce(current_setting('ecrin.audit_off', true), '') = 'on' THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('registre_police'));
  SELECT coalesce(max(num), 0) + 1 INTO v_num FROM registre_police;
  IF p_motif IS NOT NULL THEN
    -- The entry this one cancels: the last plain entry of the same movement, direction and titre.
    SELECT max(num) INTO v_corrige FROM registre_police
      WHERE source = p_source AND source_id = p_source_id AND sens = p_sens
        AND titre IS NOT DISTINCT FROM p_titre AND corrige IS NULL;
    IF v_corrige IS NULL THEN
      RETURN; -- a movement recorded before the register existed: nothing to cancel
    END IF;
  END IF;
  INSERT INTO registre_police (num, jour, date_mouvement, sens, nature, description, partie, pieces, poids,
    unite, titre, prix, date_sortie, source, source_id, corrige, motif)
  VALUES (v_num, clock_timestamp()::date, coalesce(p_date_mouvement, current_date), p_sens, p_nature, left(p_description, 300),
    left(coalesce(nullif(trim(p_partie), ''), 'Inconnu'), 400), p_pieces, p_poids, p_unite, p_titre, p_prix,
    p_date_sortie, p_source, p_source_id, v_corrige, p_motif);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_client(p_id integer) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT c.nom_agence || coalesce(', ' || nullif(trim(c.adresse), ''), '')
    || coalesce(', ' || nullif(trim(c.cp || ' ' || c.ville), ''), '')
  FROM client c WHERE c.id = p_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_fournisseur(p_id integer) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT f.raison_soc FROM fournisseur f WHERE f.four_id = p_id
$$;
--> statement-breakpoint
-- Metal from a client for a façon order (fine gold weight). A change or a removal cancels the entry
-- (a new entry naming it); a change then writes the movement as it now is.
CREATE OR REPLACE FUNCTION registre_police_reception_lignes(r jsonb, p_motif varchar) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registre_police_ecrire('E', 'metal',
    CASE WHEN p_motif IS NULL THEN 'Or fin reçu du client' ELSE 'Annulation : or fin reçu du client' END,
    registre_police_client((r ->> 'id_client')::integer), NULL, (r ->> 'poids')::numeric, 'g', 999, NULL,
    (r ->> 'date')::date, NULL, 'reception_metal', (r ->> 'id')::bigint, p_motif);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_reception_metal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM registre_police_reception_lignes(to_jsonb(OLD),
      CASE TG_OP WHEN 'DELETE' THEN 'Mouvement supprimé' ELSE 'Mouvement modifié' END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM registre_police_reception_lignes(to_jsonb(NEW), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "reception_metal";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR DELETE OR UPDATE OF poids, id_client, date ON "reception_metal"
  FOR EACH ROW EXECUTE FUNCTION registre_police_reception_metal();
--> statement-breakpoint
-- Metal ledgers (suppliers, clients, the refiner): an entry per direction with a weight.
CREATE OR REPLACE FUNCTION registre_police_mouvement_lignes(p_table varchar, r jsonb, p_motif varchar)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_partie varchar;
  v_metal varchar;
  v_date date := (r ->> 'date_mouvement')::date;
  v_id bigint := (r ->> 'id')::bigint;
  v_prefixe varchar := CASE WHEN p_motif IS NULL THEN '' ELSE 'Annulation : ' END;
BEGIN
  IF p_table = 'mouvement_clal' THEN
    v_partie := 'CLAL (affineur)';
  ELSIF (r ->> 'fournisseur_id') IS NOT NULL THEN
    v_partie := registre_police_fournisseur((r ->> 'fournisseur_id')::integer);
  ELSE
    v_partie := registre_police_client((r ->> 'client_id')::integer);
  END IF;
  SELECT description INTO v_metal FROM metal WHERE id_metal = (r ->> 'metal_id')::integer;
  v_metal := v_prefixe || coalesce(v_metal, 'Métal');
  IF (r ->> 'entree_or_fin')::numeric > 0 THEN
    PERFORM registre_police_ecrire('E', 'metal', v_metal || ' fin : ' || (r ->> 'designation'), v_partie, NULL,
      (r ->> 'entree_or_fin')::numeric, 'g', 999, NULL, v_date, NULL, p_table, v_id, p_motif);
  END IF;
  IF (r ->> 'sortie_or_750')::numeric > 0 THEN
    PERFORM registre_police_ecrire('S', 'metal', v_metal || ' 750 : ' || (r ->> 'designation'), v_partie, NULL,
      (r ->> 'sortie_or_750')::numeric, 'g', 750, NULL, v_date, v_date, p_table, v_id, p_motif);
  END IF;
  IF (r ->> 'sortie_or_fin')::numeric > 0 THEN
    PERFORM registre_police_ecrire('S', 'metal', v_metal || ' fin : ' || (r ->> 'designation'), v_partie, NULL,
      (r ->> 'sortie_or_fin')::numeric, 'g', 999, NULL, v_date, v_date, p_table, v_id, p_motif);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_mouvement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM registre_police_mouvement_lignes(TG_TABLE_NAME::varchar, to_jsonb(OLD),
      CASE TG_OP WHEN 'DELETE' THEN 'Mouvement supprimé' ELSE 'Mouvement modifié' END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM registre_police_mouvement_lignes(TG_TABLE_NAME::varchar, to_jsonb(NEW), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "mouvement_metal";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR DELETE OR UPDATE OF entree_or_fin, sortie_or_750, sortie_or_fin, date_mouvement, designation, metal_id
  ON "mouvement_metal" FOR EACH ROW EXECUTE FUNCTION registre_police_mouvement();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "mouvement_clal";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR DELETE OR UPDATE OF entree_or_fin, sortie_or_750, sortie_or_fin, date_mouvement, designation, metal_id
  ON "mouvement_clal" FOR EACH ROW EXECUTE FUNCTION registre_police_mouvement();
--> statement-breakpoint
-- Stones received on consignment from a supplier (carats, and pieces when counted).
CREATE OR REPLACE FUNCTION registre_police_pierres_lignes(r jsonb, p_motif varchar) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_desc varchar;
BEGIN
  SELECT p.description INTO v_desc FROM pierre p WHERE p.id_pier = (r ->> 'id_pier')::integer;
  PERFORM registre_police_ecrire('E', 'pierres',
    CASE WHEN p_motif IS NULL THEN '' ELSE 'Annulation : ' END || 'Pierres confiées n° ' || (r ->> 'no_confie')
      || ' : ' || coalesce(v_desc, 'pierre ' || (r ->> 'id_pier')),
    registre_police_fournisseur((r ->> 'id_four')::integer), (r ->> 'pieces')::integer, (r ->> 'poids')::numeric,
    'ct', NULL, round((r ->> 'euro')::numeric * (r ->> 'poids')::numeric, 2), (r ->> 'date_reception')::date,
    NULL, 'pierres_recues', (r ->> 'id_conf')::bigint, p_motif);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_pierres_recues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM registre_police_pierres_lignes(to_jsonb(OLD),
      CASE TG_OP WHEN 'DELETE' THEN 'Mouvement supprimé' ELSE 'Mouvement modifié' END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM registre_police_pierres_lignes(to_jsonb(NEW), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "pierres_recues";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR DELETE OR UPDATE OF poids, id_pier, id_four, no_confie, date_reception
  ON "pierres_recues" FOR EACH ROW EXECUTE FUNCTION registre_police_pierres_recues();
--> statement-breakpoint
-- Stones returned to their supplier.
CREATE OR REPLACE FUNCTION registre_police_retour_lignes(r jsonb, p_motif varchar) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_four integer;
  v_no varchar;
BEGIN
  SELECT pr.id_four, pr.no_confie INTO v_four, v_no FROM pierres_recues pr WHERE pr.id_conf = (r ->> 'id_confie')::integer;
  PERFORM registre_police_ecrire('S', 'pierres',
    CASE WHEN p_motif IS NULL THEN '' ELSE 'Annulation : ' END || 'Retour de pierres confiées n° '
      || coalesce(v_no, r ->> 'id_confie') || coalesce(' : ' || nullif(r ->> 'designation', ''), ''),
    registre_police_fournisseur(v_four), (r ->> 'pieces')::integer, (r ->> 'pds')::numeric, 'ct', NULL, NULL,
    (r ->> 'date')::date, (r ->> 'date')::date, 'pierre_retour', (r ->> 'id_retour')::bigint, p_motif);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_pierre_retour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM registre_police_retour_lignes(to_jsonb(OLD),
      CASE TG_OP WHEN 'DELETE' THEN 'Mouvement supprimé' ELSE 'Mouvement modifié' END);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM registre_police_retour_lignes(to_jsonb(NEW), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "pierre_retour";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR DELETE OR UPDATE OF pds, id_confie, date
  ON "pierre_retour" FOR EACH ROW EXECUTE FUNCTION registre_police_pierre_retour();
--> statement-breakpoint
-- Finished pieces on consignment to a shop (out), and back from it (in); the stock client is the house.
CREATE OR REPLACE FUNCTION registre_police_confie() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_stock integer;
BEGIN
  SELECT coalesce((SELECT valeur::integer FROM parametre WHERE cle = 'clientStock'), 249) INTO v_stock;
  IF NEW.id_bijouterie = v_stock THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM registre_police_ecrire('S', 'bijou', 'Confié OF ' || NEW.of || coalesce(' : ' || NEW.description, ''),
      registre_police_client(NEW.id_bijouterie), 1, NEW.poids, 'g', NULL, NEW.leprix, NEW.date_entree,
      NEW.date_entree, 'confie', NEW.id);
  ELSIF OLD.date_sortie IS NULL AND NEW.date_sortie IS NOT NULL THEN
    PERFORM registre_police_ecrire('E', 'bijou', 'Retour de confié OF ' || NEW.of || coalesce(' : ' || NEW.description, ''),
      registre_police_client(NEW.id_bijouterie), 1, NEW.poids, 'g', NULL, NEW.leprix, NEW.date_sortie,
      NULL, 'retour_confie', NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "new_historique_conf";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT OR UPDATE OF date_sortie
  ON "new_historique_conf" FOR EACH ROW EXECUTE FUNCTION registre_police_confie();
--> statement-breakpoint
-- Pieces delivered and invoiced (both channels), with the invoice's client and price.
CREATE OR REPLACE FUNCTION registre_police_facture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_client varchar;
  v_date date;
  v_desc varchar;
  v_prix numeric;
  v_poids numeric;
BEGIN
  IF TG_TABLE_NAME = 'constituant_fact' THEN
    SELECT f.client || coalesce(', ' || nullif(trim(f.adresse), ''), '') || coalesce(', ' || nullif(trim(coalesce(f.cp, '') || ' ' || coalesce(f.ville, '')), ''), ''),
           f.date_fact INTO v_client, v_date FROM facture f WHERE f.id_fact = NEW.fact;
    v_desc := NEW.designation; v_prix := NEW.totht; v_poids := NEW.poids_u;
  ELSE
    SELECT f.client || coalesce(', ' || nullif(trim(f.adresse), ''), '') || coalesce(', ' || nullif(trim(coalesce(f.cp, '') || ' ' || coalesce(f.ville, '')), ''), ''),
           f.date_fact INTO v_client, v_date FROM facture_extensia f WHERE f.id_fact = NEW.fact;
    v_desc := NEW.description; v_prix := NEW.prix; v_poids := NEW.poids;
  END IF;
  PERFORM registre_police_ecrire('S', 'bijou',
    'Facture ' || NEW.fact || ', OF ' || NEW.of || coalesce(' : ' || nullif(v_desc, ''), ''), v_client, 1,
    v_poids, 'g', NULL, v_prix, v_date, v_date, TG_TABLE_NAME::varchar, NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "constituant_fact";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT ON "constituant_fact"
  FOR EACH ROW EXECUTE FUNCTION registre_police_facture();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "constituant_fact_extensia";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER INSERT ON "constituant_fact_extensia"
  FOR EACH ROW EXECUTE FUNCTION registre_police_facture();
