-- 0017_registre_reprise: opening the police register on movements recorded before it was kept (a demo,
-- a legacy import, a register started on an existing database). The consignment and invoice triggers'
-- bodies become line functions, like the others, so that the triggers and the opening write the same
-- entries; registre_police_reprise(depuis) writes, in date order, every movement since that day that the
-- register does not hold yet (idempotent: run twice, it writes nothing the second time).
CREATE OR REPLACE FUNCTION registre_police_confie_lignes(r jsonb, p_retour boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_desc varchar := 'OF ' || (r ->> 'of') || coalesce(' : ' || (r ->> 'description'), '');
BEGIN
  IF NOT p_retour THEN
    PERFORM registre_police_ecrire('S', 'bijou', 'Confié ' || v_desc,
      registre_police_client((r ->> 'id_bijouterie')::integer), 1, (r ->> 'poids')::numeric, 'g', NULL,
      (r ->> 'leprix')::numeric, (r ->> 'date_entree')::date, (r ->> 'date_entree')::date, 'confie', (r ->> 'id')::bigint);
  ELSE
    PERFORM registre_police_ecrire('E', 'bijou', 'Retour de confié ' || v_desc,
      registre_police_client((r ->> 'id_bijouterie')::integer), 1, (r ->> 'poids')::numeric, 'g', NULL,
      (r ->> 'leprix')::numeric, (r ->> 'date_sortie')::date, NULL, 'retour_confie', (r ->> 'id')::bigint);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_confie() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id_bijouterie = coalesce((SELECT valeur::integer FROM parametre WHERE cle = 'clientStock'), 249) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM registre_police_confie_lignes(to_jsonb(NEW), false);
  ELSIF OLD.date_sortie IS NULL AND NEW.date_sortie IS NOT NULL THEN
    PERFORM registre_police_confie_lignes(to_jsonb(NEW), true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A piece delivered and invoiced (either channel), with the invoice's client and price.
CREATE OR REPLACE FUNCTION registre_police_facture_lignes(p_table varchar, r jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_client varchar;
  v_date date;
  v_desc varchar;
  v_prix numeric;
  v_poids numeric;
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
    v_poids, 'g', NULL, v_prix, v_date, v_date, p_table, (r ->> 'id')::bigint);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_facture() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM registre_police_facture_lignes(TG_TABLE_NAME::varchar, to_jsonb(NEW));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_reprise(p_depuis date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  v_avant bigint;
  v_apres bigint;
  m record;
BEGIN
  IF coalesce(current_setting('ecrin.audit_off', true), '') = 'on' THEN
    RAISE EXCEPTION 'registre_police_reprise: the register is not written while ecrin.audit_off is on';
  END IF;
  SELECT count(*) INTO v_avant FROM registre_police;
  FOR m IN
    SELECT * FROM (
      SELECT r.date AS d, 'reception_metal'::varchar AS src, r.id::bigint AS id, to_jsonb(r) AS j FROM reception_metal r WHERE r.date >= p_depuis
      UNION ALL SELECT x.date_mouvement, 'mouvement_metal', x.id, to_jsonb(x) FROM mouvement_metal x WHERE x.date_mouvement >= p_depuis
      UNION ALL SELECT x.date_mouvement, 'mouvement_clal', x.id, to_jsonb(x) FROM mouvement_clal x WHERE x.date_mouvement >= p_depuis
      UNION ALL SELECT x.date_reception, 'pierres_recues', x.id_conf, to_jsonb(x) FROM pierres_recues x WHERE x.date_reception >= p_depuis
      UNION ALL SELECT x.date, 'pierre_retour', x.id_retour, to_jsonb(x) FROM pierre_retour x WHERE x.date >= p_depuis
      UNION ALL SELECT x.date_entree, 'confie', x.id, to_jsonb(x) FROM new_historique_conf x
        WHERE x.date_entree >= p_depuis AND x.id_bijouterie <> coalesce((SELECT valeur::integer FROM parametre WHERE cle = 'clientStock'), 249)
      UNION ALL SELECT x.date_sortie, 'retour_confie', x.id, to_jsonb(x) FROM new_historique_conf x
        WHERE x.date_sortie >= p_depuis AND x.id_bijouterie <> coalesce((SELECT valeur::integer FROM parametre WHERE cle = 'clientStock'), 249)
      UNION ALL SELECT f.date_fact, 'constituant_fact', c.id, to_jsonb(c) FROM constituant_fact c JOIN facture f ON f.id_fact = c.fact WHERE f.date_fact >= p_depuis
      UNION ALL SELECT f.date_fact, 'constituant_fact_extensia', c.id, to_jsonb(c) FROM constituant_fact_extensia c JOIN facture_extensia f ON f.id_fact = c.fact WHERE f.date_fact >= p_depuis
    ) t
    WHERE NOT EXISTS (SELECT 1 FROM registre_police g WHERE g.source = t.src AND g.source_id = t.id)
    ORDER BY t.d, t.src, t.id
  LOOP
    CASE m.src
      WHEN 'reception_metal' THEN PERFORM registre_police_reception_lignes(m.j, NULL);
      WHEN 'mouvement_metal', 'mouvement_clal' THEN PERFORM registre_police_mouvement_lignes(m.src, m.j, NULL);
      WHEN 'pierres_recues' THEN PERFORM registre_police_pierres_lignes(m.j, NULL);
      WHEN 'pierre_retour' THEN PERFORM registre_police_retour_lignes(m.j, NULL);
      WHEN 'confie' THEN PERFORM registre_police_confie_lignes(m.j, false);
      WHEN 'retour_confie' THEN PERFORM registre_police_confie_lignes(m.j, true);
      ELSE PERFORM registre_police_facture_lignes(m.src, m.j);
    END CASE;
  END LOOP;
  SELECT count(*) INTO v_apres FROM registre_police;
  RETURN v_apres - v_avant;
END $$;
