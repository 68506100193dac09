-- 0010_analyse: the sales projection of the analysis screens (spec 03 sections 2.1 to 2.7).
-- One row per invoice line of both channels (constituant_fact = canal 0, constituant_fact_extensia =
-- canal 1), as issued: the line's amount, its invoice's date and client, and the OF's attributes the
-- filters read (type, metal, stade, tour...) copied when the line is written. Kept by statement
-- triggers in the same transaction as the invoice, so it cannot be forgotten; rebuilt by
-- analyse_vente_reconstruire() (npm run analyse:rebuild). Re-runnable (if not exists / or replace).
CREATE TABLE IF NOT EXISTS "analyse_vente" (
  "canal" smallint NOT NULL,
  "id_ligne" integer NOT NULL,
  "id_fact" integer NOT NULL,
  "date_fact" date NOT NULL,
  "id_bijouterie" integer NOT NULL,
  "of" integer NOT NULL,
  "idp" integer NOT NULL,
  "type_prod" integer,
  "id_tarif_produit" integer,
  "type_metal" integer NOT NULL,
  "id_stade" integer NOT NULL,
  "id_type_commande" integer NOT NULL,
  "tournee" smallint NOT NULL,
  "devis" smallint NOT NULL,
  "date_l_imp" smallint NOT NULL,
  "facon" smallint NOT NULL,
  "ref" varchar(50),
  "ref_clt" varchar(100),
  "designation" varchar(255) NOT NULL DEFAULT '',
  "montant" numeric(12, 2) NOT NULL,
  "prix_r" numeric(12, 2) NOT NULL DEFAULT 0,
  "poids" numeric(12, 3),
  CONSTRAINT "analyse_vente_pk" PRIMARY KEY ("canal", "id_ligne")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analyse_vente_date_idx" ON "analyse_vente" USING btree ("date_fact");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analyse_vente_client_date_idx" ON "analyse_vente" USING btree ("id_bijouterie", "date_fact");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "analyse_vente_fact_idx" ON "analyse_vente" USING btree ("canal", "id_fact");
--> statement-breakpoint
-- Month x client x channel x tour totals of the projection: the twenty-year charts read these few
-- rows instead of every line (Comparaison par an). Kept by the same insert trigger.
CREATE TABLE IF NOT EXISTS "analyse_ca_mois" (
  "mois" date NOT NULL,
  "id_bijouterie" integer NOT NULL,
  "canal" smallint NOT NULL,
  "tournee" smallint NOT NULL,
  "montant" numeric(14, 2) NOT NULL,
  "nb" integer NOT NULL,
  CONSTRAINT "analyse_ca_mois_pk" PRIMARY KEY ("mois", "id_bijouterie", "canal", "tournee")
);
--> statement-breakpoint
-- Writes the projection rows of the given lines of one channel (all lines when p_ids is null).
CREATE OR REPLACE FUNCTION analyse_vente_remplir(p_canal smallint, p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_canal = 0 THEN
    INSERT INTO analyse_vente
      SELECT 0, l.id, f.id_fact, f.date_fact, f.id_bijouterie, o.num_sachet, o.idp, cv.type_prod,
             p.id_tarif_produit, o.type_metal, o.id_stade, o.id_type_commande, o.tournee, o.devis,
             o.date_l_imp, o.facon, coalesce(l.ref, o.ref), coalesce(l.ref_clt, o.ref_clt),
             left(l.designation, 255), l.totht, coalesce(o.prix_r, 0), coalesce(l.poids_u, o.poids)
      FROM constituant_fact l
      JOIN facture f ON f.id_fact = l.fact
      JOIN "of" o ON o.num_sachet = l.of
      LEFT JOIN centre c ON c.id_centre = o.idp
      LEFT JOIN centre_vide cv ON cv.id_cv = c.id_cv
      LEFT JOIN produit p ON p.id_centre = o.idp
      WHERE p_ids IS NULL OR l.id = ANY (p_ids);
  ELSE
    INSERT INTO analyse_vente
      SELECT 1, l.id, f.id_fact, f.date_fact, f.id_bijouterie, o.num_sachet, o.idp, cv.type_prod,
             p.id_tarif_produit, o.type_metal, o.id_stade, o.id_type_commande, o.tournee, o.devis,
             o.date_l_imp, o.facon, coalesce(l.ref, o.ref), coalesce(l.ref_clt, o.ref_clt),
             left(l.description, 255), l.prix, coalesce(o.prix_r, 0), coalesce(l.poids, o.poids)
      FROM constituant_fact_extensia l
      JOIN facture_extensia f ON f.id_fact = l.fact
      JOIN "of" o ON o.num_sachet = l.of
      LEFT JOIN centre c ON c.id_centre = o.idp
      LEFT JOIN centre_vide cv ON cv.id_cv = c.id_cv
      LEFT JOIN produit p ON p.id_centre = o.idp
      WHERE p_ids IS NULL OR l.id = ANY (p_ids);
  END IF;
  INSERT INTO analyse_ca_mois AS m
    SELECT date_trunc('month', v.date_fact)::date, v.id_bijouterie, v.canal, v.tournee, sum(v.montant), count(*)
    FROM analyse_vente v
    WHERE v.canal = p_canal AND (p_ids IS NULL OR v.id_ligne = ANY (p_ids))
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("mois", "id_bijouterie", "canal", "tournee")
      DO UPDATE SET montant = m.montant + excluded.montant, nb = m.nb + excluded.nb;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyse_vente_reconstruire() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_vente;
  DELETE FROM analyse_ca_mois;
  PERFORM analyse_vente_remplir(0::smallint, NULL);
  PERFORM analyse_vente_remplir(1::smallint, NULL);
END $$;
--> statement-breakpoint
-- A statement trigger with a transition table: one pass per statement, however many lines it writes.
-- Issued lines and the date and client of an issued invoice are immutable (0003's
-- ecrin_document_immuable refuses UPDATE and DELETE; only date_paiement may change), so INSERT and
-- TRUNCATE are the only writes the projection has to follow.
CREATE OR REPLACE FUNCTION analyse_vente_lignes_ins_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM analyse_vente_remplir(TG_ARGV[0]::smallint, (SELECT array_agg(n.id) FROM nouvelles n));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_vente_ins ON constituant_fact;
--> statement-breakpoint
CREATE TRIGGER analyse_vente_ins AFTER INSERT ON constituant_fact REFERENCING NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_vente_lignes_ins_trg('0');
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_vente_ins ON constituant_fact_extensia;
--> statement-breakpoint
CREATE TRIGGER analyse_vente_ins AFTER INSERT ON constituant_fact_extensia REFERENCING NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_vente_lignes_ins_trg('1');
--> statement-breakpoint
-- TRUNCATE (the demo loader's --force) fires no row or statement trigger of the events above.
CREATE OR REPLACE FUNCTION analyse_vente_vider_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_vente WHERE canal = TG_ARGV[0]::smallint;
  DELETE FROM analyse_ca_mois WHERE canal = TG_ARGV[0]::smallint;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_vente_vider ON constituant_fact;
--> statement-breakpoint
CREATE TRIGGER analyse_vente_vider AFTER TRUNCATE ON constituant_fact
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_vente_vider_trg('0');
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_vente_vider ON constituant_fact_extensia;
--> statement-breakpoint
CREATE TRIGGER analyse_vente_vider AFTER TRUNCATE ON constituant_fact_extensia
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_vente_vider_trg('1');
--> statement-breakpoint
-- Lines already invoiced when this migration runs (an existing database).
SELECT analyse_vente_reconstruire();
--> statement-breakpoint
-- Not audited: a projection of audited rows, written in their transaction (auditing it would copy
-- every invoice line twice). The attach function, which later migrations call, skips analyse_*.
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
SELECT ecrin_audit_attach_all();
