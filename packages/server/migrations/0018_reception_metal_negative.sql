-- 0018_reception_metal_negative: a metal reception of Suivi Métal takes any weight above -1 g (spec 03
-- section 5: "Poids valid and greater than -1"), so the office can record a small correction (gold given
-- back, a reception weighed too high). In the police register a negative reception is an exit of that
-- weight to the client, never an entry of a negative weight.
ALTER TABLE "reception_metal" DROP CONSTRAINT IF EXISTS "reception_metal_poids_positif";
--> statement-breakpoint
ALTER TABLE "reception_metal" ADD CONSTRAINT "reception_metal_poids_superieur_moins_un" CHECK ("poids" > -1);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION registre_police_reception_lignes(r jsonb, p_motif varchar) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_poids numeric := (r ->> 'poids')::numeric;
  v_libelle varchar := CASE WHEN v_poids < 0 THEN 'or fin rendu au client' ELSE 'or fin reçu du client' END;
BEGIN
  PERFORM registre_police_ecrire(CASE WHEN v_poids < 0 THEN 'S' ELSE 'E' END, 'metal',
    CASE WHEN p_motif IS NULL THEN upper(left(v_libelle, 1)) || substr(v_libelle, 2) ELSE 'Annulation : ' || v_libelle END,
    registre_police_client((r ->> 'id_client')::integer), NULL, abs(v_poids), 'g', 999, NULL,
    (r ->> 'date')::date, NULL, 'reception_metal', (r ->> 'id')::bigint, p_motif);
END $$;
