-- 0030_reprise_complete: the switch-over keeps every old row as it was issued (issue 26).
-- 26.2: an invoice line may have no OF (a free or correction line of the old system, or a line of an OF the
-- old database no longer has): it keeps its own designation and amounts. The sales projection keeps such a
-- line too (LEFT JOIN: the OF's attributes are empty, the flags 0), so the analyses' totals equal the invoices'.
ALTER TABLE "constituant_fact" ALTER COLUMN "of" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ALTER COLUMN "of" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "analyse_vente" ALTER COLUMN "of" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "analyse_vente" ALTER COLUMN "idp" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "analyse_vente" ALTER COLUMN "type_metal" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "analyse_vente" ALTER COLUMN "id_stade" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "analyse_vente" ALTER COLUMN "id_type_commande" DROP NOT NULL;
--> statement-breakpoint
-- 26.5: a stone consumption of an OF the old database no longer has is kept (the lot's carats stay true).
ALTER TABLE "op_stock" ALTER COLUMN "of" DROP NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyse_vente_remplir(p_canal smallint, p_ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_canal = 0 THEN
    INSERT INTO analyse_vente
      SELECT 0, l.id, f.id_fact, f.date_fact, f.id_bijouterie, o.num_sachet, o.idp, cv.type_prod,
             p.id_tarif_produit, o.type_metal, o.id_stade, o.id_type_commande, coalesce(o.tournee, 0),
             coalesce(o.devis, 0), coalesce(o.date_l_imp, 0), coalesce(o.facon, 0), coalesce(l.ref, o.ref),
             coalesce(l.ref_clt, o.ref_clt), left(l.designation, 255), l.totht, coalesce(o.prix_r, 0),
             coalesce(l.poids_u, o.poids)
      FROM constituant_fact l
      JOIN facture f ON f.id_fact = l.fact
      LEFT JOIN "of" o ON o.num_sachet = l.of
      LEFT JOIN centre c ON c.id_centre = o.idp
      LEFT JOIN centre_vide cv ON cv.id_cv = c.id_cv
      LEFT JOIN produit p ON p.id_centre = o.idp
      WHERE p_ids IS NULL OR l.id = ANY (p_ids);
  ELSE
    INSERT INTO analyse_vente
      SELECT 1, l.id, f.id_fact, f.date_fact, f.id_bijouterie, o.num_sachet, o.idp, cv.type_prod,
             p.id_tarif_produit, o.type_metal, o.id_stade, o.id_type_commande, coalesce(o.tournee, 0),
             coalesce(o.devis, 0), coalesce(o.date_l_imp, 0), coalesce(o.facon, 0), coalesce(l.ref, o.ref),
             coalesce(l.ref_clt, o.ref_clt), left(l.description, 255), l.prix, coalesce(o.prix_r, 0),
             coalesce(l.poids, o.poids)
      FROM constituant_fact_extensia l
      JOIN facture_extensia f ON f.id_fact = l.fact
      LEFT JOIN "of" o ON o.num_sachet = l.of
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
-- A register line of an invoice line without OF names the invoice alone (the line keeps its designation).
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
    'Facture ' || (r ->> 'fact') || coalesce(', OF ' || (r ->> 'of'), '') || coalesce(' : ' || nullif(v_desc, ''), ''), v_client, 1,
    v_poids, 'g', v_titre, v_prix, v_date, v_date, p_table, (r ->> 'id')::bigint,
    NULL, registre_police_fin(v_poids, v_titre), v_of, registre_police_entree_of(v_of));
END $$;
--> statement-breakpoint
-- 26.1: a negative correction the old screens allowed (a workshop weight, a credit note, a stone
-- consumption, the gold box, a metal reception, a CLAL or metal movement, an invoice line) is imported as
-- it is, flagged `reprise`: the positivity checks refuse a negative for every row Écrin writes, and allow it
-- only for a row the import flagged (the import reports each one). Écrin never writes `reprise`.
ALTER TABLE "ouvrier" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "serti" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "avoir" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "op_stock" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "pierre_retour" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "boite_or" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "reception_metal" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "mouvement_clal" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "mouvement_metal" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "constituant_fact" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "constituant_fact_extensia" ADD COLUMN IF NOT EXISTS "reprise" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
DO $$
DECLARE
  c record;
BEGIN
  FOR c IN SELECT * FROM (VALUES
    ('ouvrier', 'ouvrier_poids_d_positif', '"poids_d" >= 0'),
    ('ouvrier', 'ouvrier_poids_r_positif', '"poids_r" >= 0'),
    ('ouvrier', 'ouvrier_temps_positif', '"temps" >= 0'),
    ('serti', 'serti_pds_d_positif', '"pds_d" >= 0'),
    ('serti', 'serti_pds_r_positif', '"pds_r" >= 0'),
    ('serti', 'serti_prix_positif', '"prix" >= 0'),
    ('avoir', 'avoir_tot_ht_positif', '"tot_ht" >= 0'),
    ('op_stock', 'op_stock_poids_sortant_positif', '"poids_sortant" >= 0'),
    ('pierre_retour', 'pierre_retour_pds_positif', '"pds" >= 0'),
    ('boite_or', 'boite_or_done_ouvr_positif', '"done_ouvr" >= 0'),
    ('boite_or', 'boite_or_rendu_ouvr_positif', '"rendu_ouvr" >= 0'),
    ('reception_metal', 'reception_metal_poids_superieur_moins_un', '"poids" > -1'),
    ('mouvement_clal', 'mouvement_clal_entree_or_fin_positif', '"entree_or_fin" >= 0'),
    ('mouvement_clal', 'mouvement_clal_sortie_or_750_positif', '"sortie_or_750" >= 0'),
    ('mouvement_clal', 'mouvement_clal_sortie_or_fin_positif', '"sortie_or_fin" >= 0'),
    ('mouvement_clal', 'mouvement_clal_un_montant', '"entree_or_fin" > 0 or "sortie_or_750" > 0 or "sortie_or_fin" > 0'),
    ('mouvement_metal', 'mouvement_metal_entree_or_fin_positif', '"entree_or_fin" >= 0'),
    ('mouvement_metal', 'mouvement_metal_sortie_or_750_positif', '"sortie_or_750" >= 0'),
    ('mouvement_metal', 'mouvement_metal_sortie_or_fin_positif', '"sortie_or_fin" >= 0'),
    ('constituant_fact', 'constituant_fact_prix_u_ht_positif', '"prix_u_ht" >= 0'),
    ('constituant_fact', 'constituant_fact_totht_positif', '"totht" >= 0'),
    ('constituant_fact_extensia', 'constituant_fact_extensia_prix_positif', '"prix" >= 0')
  ) AS x(t, n, e)
  LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT IF EXISTS %I', c.t, c.n);
    EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I CHECK ((%s) OR "reprise")', c.t, c.n, c.e);
  END LOOP;
END $$;
