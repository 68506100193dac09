-- Issue 19 (import of the old system). The analyse_vente projection's insert trigger read an empty
-- transition table (an INSERT ... ON CONFLICT that inserts no line, as a second import run does) as
-- "every line" (array_agg of no row is NULL, and analyse_vente_remplir takes NULL for all): it then
-- projected every line a second time. An insert of no line now projects nothing.
CREATE OR REPLACE FUNCTION analyse_vente_lignes_ins_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[] := (SELECT array_agg(n.id) FROM nouvelles n);
BEGIN
  IF ids IS NOT NULL THEN
    PERFORM analyse_vente_remplir(TG_ARGV[0]::smallint, ids);
  END IF;
  RETURN NULL;
END $$;
