-- 0021_registre_complet (issue 25, points 1 to 5): the police register made complete and tamper-evident.
--
-- Point 5. TRUNCATE of the register, its seals and its consultations is refused by a statement trigger
-- and revoked (row UPDATE/DELETE were refused already, migration 0012). A day may be sealed more than
-- once: on demand (the entries written so far) and when it ends (the rest): a seal now covers a range of
-- numbers (premier..dernier) of one day, keyed by its first number, and says whether it closes the day.
-- Every consultation of the register is recorded (who, when, which days): a journal, left unaudited as
-- the register itself (its name starts with registre_police, which ecrin_audit_attach_all skips).
DROP TRIGGER IF EXISTS registre_police_truncate ON "registre_police";
--> statement-breakpoint
CREATE TRIGGER registre_police_truncate BEFORE TRUNCATE ON "registre_police"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_sceau_truncate ON "registre_police_sceau";
--> statement-breakpoint
CREATE TRIGGER registre_police_sceau_truncate BEFORE TRUNCATE ON "registre_police_sceau"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" DROP CONSTRAINT IF EXISTS "registre_police_sceau_pkey";
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" ADD CONSTRAINT "registre_police_sceau_pkey" PRIMARY KEY ("premier");
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" ADD COLUMN IF NOT EXISTS "cloture" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_sceau_jour" ON "registre_police_sceau" ("jour", "premier");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "registre_police_consultation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"le" timestamp with time zone DEFAULT now() NOT NULL,
	"id_user" integer,
	"login" varchar(100) NOT NULL,
	"quoi" varchar(20) NOT NULL,
	"du" date,
	"au" date,
	CONSTRAINT "registre_police_consultation_quoi" CHECK ("quoi" in ('liste', 'csv', 'extrait', 'verification', 'sceau'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_consultation_le" ON "registre_police_consultation" ("le");
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_consultation_immuable ON "registre_police_consultation";
--> statement-breakpoint
CREATE TRIGGER registre_police_consultation_immuable BEFORE UPDATE OR DELETE ON "registre_police_consultation"
  FOR EACH ROW EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_consultation_truncate ON "registre_police_consultation";
--> statement-breakpoint
CREATE TRIGGER registre_police_consultation_truncate BEFORE TRUNCATE ON "registre_police_consultation"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
-- The application's role keeps INSERT and SELECT; TRUNCATE is taken from everyone but a superuser
-- (whom nothing inside the database can stop: what the seals' file outside it is for).
REVOKE TRUNCATE ON "registre_police", "registre_police_sceau", "registre_police_consultation" FROM PUBLIC, CURRENT_USER;
--> statement-breakpoint
-- Points 1 and 2: the weight of precious metal of an entry (fine grams, where known), the OF of a piece,
-- and on an exit of a piece the entry it leaves from.
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "poids_fin" numeric(12, 3);
--> statement-breakpoint
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "piece_of" integer;
--> statement-breakpoint
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "entree" bigint REFERENCES "registre_police" ("num");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_piece_of" ON "registre_police" ("piece_of", "num") WHERE "piece_of" IS NOT NULL;
--> statement-breakpoint
-- The writer takes the new fields (defaults keep every existing call valid).
DROP FUNCTION IF EXISTS registre_police_ecrire(char, varchar, varchar, varchar, integer, numeric, varchar, integer, numeric, date, date, varchar, bigint, varchar);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_ecrire(
  p_sens char, p_nature varchar, p_description varchar, p_partie varchar, p_pieces integer,
  p_poids numeric, p_unite varchar, p_titre integer, p_prix numeric, p_date_mouvement date,
  p_date_sortie date, p_source varchar, p_source_id bigint, p_motif varchar DEFAULT NULL,
  p_poids_fin numeric DEFAULT NULL, p_piece_of integer DEFAULT NULL, p_entree bigint DEFAULT NULL
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
    SELECT max(num) INTO v_corrige FROM registre_police
      WHERE source = p_source AND source_id = p_source_id AND sens = p_sens
        AND titre IS NOT DISTINCT FROM p_titre AND corrige IS NULL;
    IF v_corrige IS NULL THEN
      RETURN;
    END IF;
  END IF;
  INSERT INTO registre_police (num, jour, date_mouvement, sens, nature, description, partie, pieces, poids,
    unite, titre, prix, date_sortie, source, source_id, corrige, motif, poids_fin, piece_of, entree)
  VALUES (v_num, clock_timestamp()::date, coalesce(p_date_mouvement, current_date), p_sens, p_nature, left(p_description, 300),
    left(coalesce(nullif(trim(p_partie), ''), 'Inconnu'), 400), p_pieces, p_poids, p_unite, p_titre, p_prix,
    p_date_sortie, p_source, p_source_id, v_corrige, p_motif, p_poids_fin, p_piece_of, p_entree);
END $$;
--> statement-breakpoint
-- Point 4: the register lines of a metal ledger row, one rule per movement type: the domain's table
-- REGLES_MOUVEMENT_REGISTRE (domain/registre/mouvements-metal.ts), copied here; a test keeps both equal.
CREATE TABLE IF NOT EXISTS "regle_registre_mouvement" (
	"ordre" integer PRIMARY KEY NOT NULL,
	"type" varchar(120) NOT NULL,
	"grand_livre" varchar(20) NOT NULL,
	"montant" varchar(20) NOT NULL,
	"avec_titre" boolean,
	"sauf_si" varchar(20),
	"sens" char(1),
	"titre" varchar(10) NOT NULL,
	"poids_fin" varchar(20) NOT NULL,
	"libelle" varchar(120) NOT NULL,
	CONSTRAINT "regle_registre_mouvement_grand_livre" CHECK ("grand_livre" in ('affineur', 'fournisseur', 'client')),
	CONSTRAINT "regle_registre_mouvement_sens" CHECK ("sens" in ('E', 'S'))
);
--> statement-breakpoint
DELETE FROM "regle_registre_mouvement";
--> statement-breakpoint
INSERT INTO "regle_registre_mouvement" VALUES
  (1, 'Achat de métal fin à l''affineur (lingot, grenaille)', 'affineur', 'entree_or_fin', NULL, NULL, 'E', 'fin', 'meme', 'Métal fin reçu de l''affineur'),
  (2, 'Envoi à l''affinage (limailles, balayures), pesé en 750', 'affineur', 'sortie_or_750', NULL, NULL, 'S', 'alliage', 'sortie_or_fin', 'Envoyé à l''affineur'),
  (3, 'Envoi à l''affinage compté en fin seulement', 'affineur', 'sortie_or_fin', NULL, 'sortie_or_750', 'S', 'fin', 'meme', 'Métal fin envoyé à l''affineur'),
  (4, 'Achat d''alliage (fil, plaque, fonte) payé en métal fin du compte poids', 'fournisseur', 'sortie_or_750', false, NULL, 'E', 'alliage', 'titre', 'Alliage reçu du fournisseur'),
  (5, 'Métal fin pris sur le compte poids pour payer l''alliage', 'fournisseur', 'entree_or_fin', false, NULL, NULL, 'fin', 'meme', 'Payé en métal fin du compte poids (ne passe pas par la maison)'),
  (6, 'Or acheté ou confié (formulaire or), compté en fin', 'fournisseur', 'entree_or_fin', true, NULL, 'E', 'fin', 'meme', 'Or reçu du fournisseur'),
  (7, 'Vieil or apporté par le client', 'client', 'entree_or_fin', NULL, NULL, 'E', 'fin', 'meme', 'Métal reçu du client'),
  (8, 'Livraison de métal sur le compte poids du client', 'client', 'sortie_or_750', NULL, NULL, 'S', 'fin', 'meme', 'Métal livré au client sur son compte poids');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_mouvement_lignes(p_table varchar, r jsonb, p_motif varchar)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_gl varchar;
  v_partie varchar;
  v_metal varchar;
  v_or boolean := (r ->> 'metal_id')::integer = 1;
  v_date date := (r ->> 'date_mouvement')::date;
  v_prefixe varchar := CASE WHEN p_motif IS NULL THEN '' ELSE 'Annulation : ' END;
  v_poids numeric;
  v_titre integer;
  v_fin numeric;
  g record;
BEGIN
  IF p_table = 'mouvement_clal' THEN
    v_gl := 'affineur'; v_partie := registre_police_affineur();
  ELSIF (r ->> 'fournisseur_id') IS NOT NULL THEN
    v_gl := 'fournisseur'; v_partie := registre_police_fournisseur((r ->> 'fournisseur_id')::integer);
  ELSE
    v_gl := 'client'; v_partie := registre_police_client((r ->> 'client_id')::integer);
  END IF;
  SELECT description INTO v_metal FROM metal WHERE id_metal = (r ->> 'metal_id')::integer;
  FOR g IN SELECT * FROM regle_registre_mouvement
    WHERE grand_livre = v_gl AND sens IS NOT NULL
      AND (avec_titre IS NULL OR avec_titre = ((r ->> 'titre') IS NOT NULL))
    ORDER BY ordre
  LOOP
    v_poids := coalesce((r ->> g.montant)::numeric, 0);
    CONTINUE WHEN v_poids <= 0;
    CONTINUE WHEN g.sauf_si IS NOT NULL AND coalesce((r ->> g.sauf_si)::numeric, 0) > 0;
    v_titre := CASE WHEN g.titre = 'alliage' AND v_or THEN 750 ELSE 999 END;
    v_fin := CASE g.poids_fin WHEN 'meme' THEN v_poids
      WHEN 'titre' THEN CASE WHEN v_titre = 750 THEN round(v_poids * 750 / 1000, 3) ELSE v_poids END
      ELSE (r ->> g.poids_fin)::numeric END;
    PERFORM registre_police_ecrire(g.sens, 'metal',
      v_prefixe || g.libelle || ' (' || coalesce(v_metal, 'métal') || ') : ' || (r ->> 'designation'), v_partie, NULL,
      v_poids, 'g', v_titre, NULL, v_date, CASE WHEN g.sens = 'S' THEN v_date END, p_table,
      (r ->> 'id')::bigint, p_motif, v_fin);
  END LOOP;
END $$;
--> statement-breakpoint
-- The refiner as a party: its supplier row when one is set (setting fournisseurAffineur), with its address.
CREATE OR REPLACE FUNCTION registre_police_affineur() RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT registre_police_fournisseur(p.valeur::integer) FROM parametre p
      WHERE p.cle = 'fournisseurAffineur' AND p.valeur ~ '^[0-9]+$'),
    'CLAL (affineur)')
$$;
--> statement-breakpoint
-- Points 1 and 2: a piece's titre (its OF's alloy), its fine weight, and the entry of a piece.
CREATE OR REPLACE FUNCTION registre_police_titre_of(p_of integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT t.titre FROM "of" o JOIN titre_metal t ON t.id_type = o.type_metal WHERE o.num_sachet = p_of
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_entree_of(p_of integer) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT max(num) FROM registre_police WHERE piece_of = p_of AND sens = 'E' AND corrige IS NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_fin(p_poids numeric, p_titre integer) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT round(p_poids * p_titre / 1000, 3)
$$;
--> statement-breakpoint
-- A piece made in the workshop enters the register when it is finished (status 500 and above: made,
-- finalised, ready to invoice, in stock) unless it is already in (an entry not followed by its exit);
-- a piece invoiced (600) and taken back into stock (650) comes back from its client.
CREATE OR REPLACE FUNCTION registre_police_piece_lignes(o jsonb, p_retour_client integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_of integer := (o ->> 'num_sachet')::integer;
  v_titre integer := registre_police_titre_of(v_of);
  v_poids numeric := (o ->> 'poids')::numeric;
  v_desc varchar := 'OF ' || v_of || coalesce(' : ' || nullif(trim(coalesce(o ->> 'ref1', o ->> 'ref')), ''), '');
BEGIN
  IF p_retour_client IS NULL THEN
    PERFORM registre_police_ecrire('E', 'bijou', 'Fabrication maison, ' || v_desc, 'Fabrication maison (atelier), OF n° ' || v_of,
      1, v_poids, 'g', v_titre, NULL, current_date, NULL, 'of_fabrication', v_of, NULL,
      registre_police_fin(v_poids, v_titre), v_of);
  ELSE
    PERFORM registre_police_ecrire('E', 'bijou', 'Retour client, ' || v_desc, registre_police_client(p_retour_client),
      1, v_poids, 'g', v_titre, NULL, current_date, NULL, 'of_retour', v_of, NULL,
      registre_police_fin(v_poids, v_titre), v_of);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_piece_en_maison(p_of integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT g.sens = 'E' FROM registre_police g WHERE g.piece_of = p_of AND g.corrige IS NULL
    ORDER BY g.num DESC LIMIT 1), false)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_of() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.statut = 600 AND NEW.statut = 650 THEN
    PERFORM registre_police_piece_lignes(to_jsonb(NEW), OLD.id_bijouterie);
  ELSIF OLD.statut < 500 AND NEW.statut >= 500 AND NEW.statut <> 600
      AND NOT registre_police_piece_en_maison(NEW.num_sachet) THEN
    PERFORM registre_police_piece_lignes(to_jsonb(NEW), NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police ON "of";
--> statement-breakpoint
CREATE TRIGGER registre_police AFTER UPDATE OF statut ON "of"
  FOR EACH ROW EXECUTE FUNCTION registre_police_of();
--> statement-breakpoint
-- Exits of a piece (consignment, invoice) and its return from consignment: its titre, fine weight, OF,
-- and the entry it leaves from.
CREATE OR REPLACE FUNCTION registre_police_confie_lignes(r jsonb, p_retour boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_of integer := (r ->> 'of')::integer;
  v_desc varchar := 'OF ' || v_of || coalesce(' : ' || (r ->> 'description'), '');
  v_titre integer := registre_police_titre_of(v_of);
  v_poids numeric := (r ->> 'poids')::numeric;
BEGIN
  IF NOT p_retour THEN
    PERFORM registre_police_ecrire('S', 'bijou', 'Confié ' || v_desc,
      registre_police_client((r ->> 'id_bijouterie')::integer), 1, v_poids, 'g', v_titre,
      (r ->> 'leprix')::numeric, (r ->> 'date_entree')::date, (r ->> 'date_entree')::date, 'confie', (r ->> 'id')::bigint,
      NULL, registre_police_fin(v_poids, v_titre), v_of, registre_police_entree_of(v_of));
  ELSE
    PERFORM registre_police_ecrire('E', 'bijou', 'Retour de confié ' || v_desc,
      registre_police_client((r ->> 'id_bijouterie')::integer), 1, v_poids, 'g', v_titre,
      (r ->> 'leprix')::numeric, (r ->> 'date_sortie')::date, NULL, 'retour_confie', (r ->> 'id')::bigint,
      NULL, registre_police_fin(v_poids, v_titre), v_of);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_facture_lignes(p_table varchar, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_client varchar;
  v_date date;
  v_desc varchar;
  v_prix numeric;
  v_poids numeric;
  v_of integer := (r ->> 'of')::integer;
  v_titre integer := registre_police_titre_of((r ->> 'of')::integer);
BEGIN
  IF p_table = 'constituant_fact' THEN
    SELECT f.client || coalesce(', ' || nullif(trim(f.adresse), ''), '') || coalesce(', ' || nullif(trim(coalesce(f.cp, '') || ' ' || coalesce(f.ville, '')), ''), ''),
           f.date_fact INTO v_client, v_date FROM facture f WHERE f.id_fact = (r ->> 'fact')::integer;
    v_desc := r ->> 'designation'; v_prix := (r ->> 'totht')::numeric; v_poids := (r ->> 'poids_u')::numeric;
  ELSE
    SELECT f.client || coalesce(', ' || nullif(trim(f.adresse), ''), '') || coalesce(', ' || nullif(trim(coalesce(f.cp, '') || ' ' || coalesce(f.ville, '')), ''), ''),
           f.date_fact INTO v_client, v_date FROM facture_extensia f WHERE f.id_fact = (r ->> 'fact')::integer;
    v_desc := r ->> 'description'; v_prix := (r ->> 'prix')::numeric; v_poids := (r ->> 'poids')::numeric;
  END IF;
  PERFORM registre_police_ecrire('S', 'bijou',
    'Facture ' || (r ->> 'fact') || ', OF ' || (r ->> 'of') || coalesce(' : ' || nullif(v_desc, ''), ''), v_client, 1,
    v_poids, 'g', v_titre, v_prix, v_date, v_date, p_table, (r ->> 'id')::bigint,
    NULL, registre_police_fin(v_poids, v_titre), v_of, registre_police_entree_of(v_of));
END $$;
--> statement-breakpoint
-- Taking over the pieces already in the house (finished, not invoiced) once: an entry each, dated today.
CREATE OR REPLACE FUNCTION registre_police_reprise_pieces() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  o record;
  n integer := 0;
BEGIN
  FOR o IN SELECT x.* FROM "of" x
    WHERE x.statut >= 500 AND x.statut <> 600
      AND NOT EXISTS (SELECT 1 FROM registre_police g WHERE g.piece_of = x.num_sachet)
    ORDER BY x.num_sachet
  LOOP
    PERFORM registre_police_ecrire('E', 'bijou',
      'Reprise du stock, OF ' || o.num_sachet || coalesce(' : ' || nullif(trim(coalesce(o.ref1, o.ref)), ''), ''),
      'Fabrication maison (atelier), OF n° ' || o.num_sachet, 1, o.poids, 'g', registre_police_titre_of(o.num_sachet),
      NULL, current_date, NULL, 'of_reprise', o.num_sachet, NULL,
      registre_police_fin(o.poids, registre_police_titre_of(o.num_sachet)), o.num_sachet);
    n := n + 1;
  END LOOP;
  RETURN n;
END $$;
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
