-- 0049_of_compte_statut (issue 29.3, point 3): the OF lists' exact count without counting the OFs.
-- /of/edit unfiltered (or filtered by a status alone) counted every OF of the table for its total (320,021 on
-- the large set, ~32 ms of a 50 ms budget). of_compte_statut holds the number of OFs per status as rows that
-- add up: the total is the sum of its rows (of one status, or of all), a handful of rows.
-- Kept by statement triggers on "of" (insert, update, delete, truncate) in the writer's transaction. A
-- statement that changes statuses takes the rows of those statuses that no other transaction holds
-- (FOR UPDATE SKIP LOCKED), deletes them and writes one row per status: their sum plus the statement's
-- change. A row another writer holds is left to it, so two writers never wait for each other or deadlock,
-- and the table stays at about one row per status (one more per writer at work). Exact at every snapshot:
-- a transaction's rows appear, and the rows it folded disappear, at its commit, together.
-- of_compte_statut_reconstruire() counts the OFs again (npm run analyse:rebuild, the historical load).
-- Not audited: a projection of the audited OFs.
-- The same issue's analyses of a year on the large set, with their answers unchanged (indexes at the end):
-- the loss per jeweller, the metal analysis and the weight accounts.
CREATE TABLE IF NOT EXISTS "of_compte_statut" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "statut" integer NOT NULL,
  "n" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "of_compte_statut_statut_idx" ON "of_compte_statut" ("statut") INCLUDE ("n");
--> statement-breakpoint
-- Adds p_deltas[i] OFs to status p_statuts[i] (one entry per status), folding the rows of those statuses
-- that are free into one per status; a status whose sum falls to 0 keeps no row.
CREATE OR REPLACE FUNCTION of_compte_statut_ajouter(p_statuts integer[], p_deltas integer[]) RETURNS void
LANGUAGE sql AS $$
  WITH libres AS (
    DELETE FROM of_compte_statut c
    WHERE c.id IN (SELECT l.id FROM of_compte_statut l WHERE l.statut = ANY (p_statuts) FOR UPDATE SKIP LOCKED)
    RETURNING c.statut, c.n
  )
  INSERT INTO of_compte_statut (statut, n)
  SELECT x.statut, sum(x.n)
  FROM (SELECT statut, n FROM libres UNION ALL SELECT * FROM unnest(p_statuts, p_deltas) d(statut, n)) x
  GROUP BY x.statut
  HAVING sum(x.n) <> 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION of_compte_statut_reconstruire() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- No writer of OFs between the count and its rows (waits for those at work).
  LOCK TABLE "of" IN SHARE MODE;
  DELETE FROM of_compte_statut;
  INSERT INTO of_compte_statut (statut, n) SELECT statut, count(*) FROM "of" GROUP BY statut;
END $$;
--> statement-breakpoint
-- One pass per statement: the OFs it added (new rows) less those it removed (old rows), per status. An
-- update that changes no status writes nothing.
CREATE OR REPLACE FUNCTION of_compte_statut_trg() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ss integer[];
  ds integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x.statut), array_agg(x.n) INTO ss, ds
      FROM (SELECT statut, count(*)::int AS n FROM nouveaux GROUP BY statut) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x.statut), array_agg(x.n) INTO ss, ds
      FROM (SELECT statut, -count(*)::int AS n FROM anciens GROUP BY statut) x;
  ELSE
    SELECT array_agg(x.statut), array_agg(x.n) INTO ss, ds
      FROM (
        SELECT d.statut, sum(d.n)::int AS n
        FROM (SELECT statut, 1 AS n FROM nouveaux UNION ALL SELECT statut, -1 FROM anciens) d
        GROUP BY d.statut
        HAVING sum(d.n) <> 0
      ) x;
  END IF;
  IF ss IS NOT NULL THEN
    PERFORM of_compte_statut_ajouter(ss, ds);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS of_compte_statut_ins ON "of";
--> statement-breakpoint
CREATE TRIGGER of_compte_statut_ins AFTER INSERT ON "of" REFERENCING NEW TABLE AS nouveaux
  FOR EACH STATEMENT EXECUTE FUNCTION of_compte_statut_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS of_compte_statut_maj ON "of";
--> statement-breakpoint
CREATE TRIGGER of_compte_statut_maj AFTER UPDATE ON "of" REFERENCING OLD TABLE AS anciens NEW TABLE AS nouveaux
  FOR EACH STATEMENT EXECUTE FUNCTION of_compte_statut_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS of_compte_statut_sup ON "of";
--> statement-breakpoint
CREATE TRIGGER of_compte_statut_sup AFTER DELETE ON "of" REFERENCING OLD TABLE AS anciens
  FOR EACH STATEMENT EXECUTE FUNCTION of_compte_statut_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION of_compte_statut_vider_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM of_compte_statut;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS of_compte_statut_vider ON "of";
--> statement-breakpoint
CREATE TRIGGER of_compte_statut_vider AFTER TRUNCATE ON "of"
  FOR EACH STATEMENT EXECUTE FUNCTION of_compte_statut_vider_trg();
--> statement-breakpoint
-- The OFs of an existing database.
SELECT of_compte_statut_reconstruire();
--> statement-breakpoint
-- The loss per jeweller (/atelier/analyse) of a year read ~15,000 rows of analyse_perte_joaillier_jour one
-- by one from the table (15,600 pages visited); the weight back of /metal/analyse and the year's loss of the
-- weight accounts now read the same sums. The period's rows and their sums are in this index: one range.
CREATE INDEX IF NOT EXISTS "analyse_perte_joaillier_jour_jour_idx" ON "analyse_perte_joaillier_jour" ("jour")
  INCLUDE ("id_ouvrier", "jour_precedent", "nb_of", "poids_d", "poids_r");
--> statement-breakpoint
-- /metal/analyse's gold boxes of a period: every box row was read (120,000 on the large set) for ~6,000.
CREATE INDEX IF NOT EXISTS "boite_or_date_idx" ON "boite_or" ("date") INCLUDE ("done_ouvr", "rendu_ouvr");
--> statement-breakpoint
-- The weight accounts' box rows not weighed yet: a few hundred of them, without reading the others.
CREATE INDEX IF NOT EXISTS "boite_or_sans_pesee_idx" ON "boite_or" ("id_ouvr") WHERE "num_pesee" IS NULL;
--> statement-breakpoint
-- /metal/analyse's OFs out of stock (invoice lines of a reservation): few lines among all, which the
-- period's invoices were joined to one by one (all 280,000 lines read for none on the large set).
CREATE INDEX IF NOT EXISTS "constituant_fact_reservation_idx" ON "constituant_fact" ("fact") INCLUDE ("of_reservation")
  WHERE "of_reservation" IS NOT NULL;
