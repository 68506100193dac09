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
