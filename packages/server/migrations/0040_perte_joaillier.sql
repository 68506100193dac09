-- 0040_perte_joaillier (issue 29.1): the metal loss per jeweller (/atelier/analyse, GET
-- /api/atelier/perte/joailliers) summed the year's returned lines and counted each jeweller's distinct
-- OFs (275 ms p95 on the medium set). It now reads analyse_perte_joaillier_jour: per jeweller and day
-- of return, the weights sent and returned of the lines, and the OFs counted by the previous day the
-- same jeweller returned lines of the same OF ('-infinity' for the first). An OF is then counted once
-- over a period [debut, fin]: on its first day in the period, the one whose previous day is < debut.
-- Kept by statement triggers on ouvrier (insert, update, delete, truncate) in the writer's transaction,
-- which recompute every (jeweller, day) the statement touched and every day of the (jeweller, OF) pairs
-- it touched (their previous days may have moved); rebuilt by analyse_perte_joaillier_reconstruire()
-- (npm run analyse:rebuild, the import). Not audited (analyse_*): a projection of audited rows.
CREATE TABLE IF NOT EXISTS "analyse_perte_joaillier_jour" (
  "id_ouvrier" integer NOT NULL,
  "jour" date NOT NULL,
  "jour_precedent" date NOT NULL,
  "nb_of" integer NOT NULL,
  "poids_d" numeric NOT NULL,
  "poids_r" numeric NOT NULL,
  CONSTRAINT "analyse_perte_joaillier_jour_pk" PRIMARY KEY ("id_ouvrier", "jour", "jour_precedent")
);
--> statement-breakpoint
-- The rows of the (jeweller, day) pairs given, computed again from the returned lines. The one
-- computation: the triggers and the rebuild both call it.
CREATE OR REPLACE FUNCTION analyse_perte_joaillier_recalculer(js integer[], ds date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_perte_joaillier_jour a
    USING unnest(js, ds) g(j, d)
    WHERE a.id_ouvrier = g.j AND a.jour = g.d;
  INSERT INTO analyse_perte_joaillier_jour
    SELECT t.id_ouvrier, t.jour, t.jour_precedent, count(*), sum(t.d), sum(t.r)
    FROM (
      SELECT o.id_ouvrier, o.date_retour AS jour,
        coalesce((SELECT max(p.date_retour) FROM ouvrier p
                  WHERE p.n_sachet = o.n_sachet AND p.id_ouvrier = o.id_ouvrier AND p.rendu = 1
                    AND p.date_retour < o.date_retour), '-infinity') AS jour_precedent,
        sum(o.poids_d) AS d, sum(o.poids_r) AS r
      FROM ouvrier o
      JOIN (SELECT DISTINCT g.j, g.d FROM unnest(js, ds) g(j, d)) g
        ON o.id_ouvrier = g.j AND o.date_retour = g.d
      WHERE o.rendu = 1
      GROUP BY o.id_ouvrier, o.date_retour, o.n_sachet
    ) t
    GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- The whole table in one pass (the import, the demo, npm run analyse:rebuild): each (jeweller, OF, day)
-- group's previous day is the one before it in that jeweller and OF's days, as the look-up of
-- analyse_perte_joaillier_recalculer finds it, but by one sort instead of one look-up per line (through
-- recalculer, the import's rebuild of 204,560 fresh, unanalysed lines ran for minutes).
CREATE OR REPLACE FUNCTION analyse_perte_joaillier_reconstruire() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_perte_joaillier_jour;
  INSERT INTO analyse_perte_joaillier_jour
    SELECT t.id_ouvrier, t.jour, t.jour_precedent, count(*), sum(t.d), sum(t.r)
    FROM (
      SELECT g.id_ouvrier, g.jour,
        CASE WHEN g.n_sachet IS NULL THEN '-infinity'::date -- the look-up finds no line of an OF NULL
          ELSE coalesce(lag(g.jour) OVER (PARTITION BY g.id_ouvrier, g.n_sachet ORDER BY g.jour), '-infinity') END AS jour_precedent,
        g.d, g.r
      FROM (
        SELECT o.id_ouvrier, o.n_sachet, o.date_retour AS jour, sum(o.poids_d) AS d, sum(o.poids_r) AS r
        FROM ouvrier o WHERE o.rendu = 1
        GROUP BY o.id_ouvrier, o.n_sachet, o.date_retour
      ) g
    ) t
    GROUP BY 1, 2, 3;
END $$;
--> statement-breakpoint
-- The (jeweller, day) pairs to compute again: those of the returned lines the statement removed (old
-- rows), and every day the touched (jeweller, OF) pairs, old or new, have returned lines now.
CREATE OR REPLACE FUNCTION analyse_perte_joaillier_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  js integer[] := '{}';
  ds date[] := '{}';
  pj integer[] := '{}';
  pn integer[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT coalesce(array_agg(x.id_ouvrier), '{}'), coalesce(array_agg(x.date_retour), '{}') INTO js, ds
      FROM (SELECT DISTINCT id_ouvrier, date_retour FROM anciennes WHERE rendu = 1) x;
    SELECT coalesce(array_agg(x.id_ouvrier), '{}'), coalesce(array_agg(x.n_sachet), '{}') INTO pj, pn
      FROM (SELECT DISTINCT id_ouvrier, n_sachet FROM anciennes WHERE rendu = 1) x;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    SELECT pj || coalesce(array_agg(x.id_ouvrier), '{}'), pn || coalesce(array_agg(x.n_sachet), '{}') INTO pj, pn
      FROM (SELECT DISTINCT id_ouvrier, n_sachet FROM nouvelles WHERE rendu = 1) x;
  END IF;
  SELECT js || coalesce(array_agg(x.id_ouvrier), '{}'), ds || coalesce(array_agg(x.date_retour), '{}') INTO js, ds
    FROM (
      SELECT DISTINCT o.id_ouvrier, o.date_retour
      FROM ouvrier o JOIN unnest(pj, pn) p(j, n) ON o.id_ouvrier = p.j AND o.n_sachet = p.n
      WHERE o.rendu = 1
    ) x;
  PERFORM analyse_perte_joaillier_recalculer(js, ds);
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_perte_joaillier_ins ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_perte_joaillier_ins AFTER INSERT ON ouvrier REFERENCING NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_perte_joaillier_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_perte_joaillier_maj ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_perte_joaillier_maj AFTER UPDATE ON ouvrier
  REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_perte_joaillier_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_perte_joaillier_sup ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_perte_joaillier_sup AFTER DELETE ON ouvrier REFERENCING OLD TABLE AS anciennes
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_perte_joaillier_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyse_perte_joaillier_vider_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_perte_joaillier_jour;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_perte_joaillier_vider ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_perte_joaillier_vider AFTER TRUNCATE ON ouvrier
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_perte_joaillier_vider_trg();
--> statement-breakpoint
SELECT analyse_perte_joaillier_reconstruire();
