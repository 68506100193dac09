-- 0038_performance_analyses (issue 29.3): the worst analyses of the large set, read from an aggregate
-- instead of every line of the year. Nothing here writes a legal record (register, invoices).
--
-- 1. /suivi_production (spec 03 section 2.9): the jewellers' lines returned per day and category (SAV =
-- the OF's stade 12, else Classique), counted and their time summed. A year was a join of ~40,000 lines
-- with their OFs (161 ms on the large set); it is now at most 730 rows of analyse_production_jour. Kept by
-- statement triggers on ouvrier (insert, update, delete, truncate) and on "of" (a stade moved to or from
-- 12), in the writer's transaction; rebuilt by analyse_production_reconstruire() (npm run analyse:rebuild).
-- Not audited (analyse_*: ecrin_audit_attach_all skips it): a projection of audited rows.
CREATE TABLE IF NOT EXISTS "analyse_production_jour" (
  "date" date NOT NULL,
  "categorie" varchar(10) NOT NULL,
  "nb" integer NOT NULL,
  "temps" numeric(14, 2) NOT NULL,
  CONSTRAINT "analyse_production_jour_pk" PRIMARY KEY ("date", "categorie"),
  CONSTRAINT "analyse_production_jour_categorie" CHECK ("categorie" in ('Classique', 'SAV'))
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyse_production_reconstruire() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_production_jour;
  INSERT INTO analyse_production_jour
    SELECT o.date_retour, CASE WHEN f.id_stade = 12 THEN 'SAV' ELSE 'Classique' END, count(*), sum(o.temps)
    FROM ouvrier o JOIN "of" f ON f.num_sachet = o.n_sachet
    WHERE o.rendu = 1
    GROUP BY 1, 2;
END $$;
--> statement-breakpoint
-- ouvrier: the returned lines a statement removed (old rows) are taken off their day, those it wrote
-- (new rows) added, each in its OF's category as it is now. A day whose count falls to 0 keeps its
-- row (nb = 0), which the reading leaves out: no scan of the table on every write.
CREATE OR REPLACE FUNCTION analyse_production_ouvrier_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO analyse_production_jour AS a
      SELECT x.date_retour, CASE WHEN f.id_stade = 12 THEN 'SAV' ELSE 'Classique' END, -count(*), -sum(x.temps)
      FROM anciennes x JOIN "of" f ON f.num_sachet = x.n_sachet
      WHERE x.rendu = 1
      GROUP BY 1, 2
      ON CONFLICT ("date", "categorie") DO UPDATE SET nb = a.nb + excluded.nb, temps = a.temps + excluded.temps;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO analyse_production_jour AS a
      SELECT x.date_retour, CASE WHEN f.id_stade = 12 THEN 'SAV' ELSE 'Classique' END, count(*), sum(x.temps)
      FROM nouvelles x JOIN "of" f ON f.num_sachet = x.n_sachet
      WHERE x.rendu = 1
      GROUP BY 1, 2
      ON CONFLICT ("date", "categorie") DO UPDATE SET nb = a.nb + excluded.nb, temps = a.temps + excluded.temps;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_production_ins ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_production_ins AFTER INSERT ON ouvrier REFERENCING NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_production_ouvrier_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_production_maj ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_production_maj AFTER UPDATE ON ouvrier
  REFERENCING OLD TABLE AS anciennes NEW TABLE AS nouvelles
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_production_ouvrier_trg();
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_production_sup ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_production_sup AFTER DELETE ON ouvrier REFERENCING OLD TABLE AS anciennes
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_production_ouvrier_trg();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION analyse_production_vider_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM analyse_production_jour;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_production_vider ON ouvrier;
--> statement-breakpoint
CREATE TRIGGER analyse_production_vider AFTER TRUNCATE ON ouvrier
  FOR EACH STATEMENT EXECUTE FUNCTION analyse_production_vider_trg();
--> statement-breakpoint
-- "of": an OF whose stade moves to or from 12 (SAV) takes its returned lines to the other category.
CREATE OR REPLACE FUNCTION analyse_production_of_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analyse_production_jour AS a
    SELECT o.date_retour, CASE WHEN OLD.id_stade = 12 THEN 'SAV' ELSE 'Classique' END, -count(*), -sum(o.temps)
    FROM ouvrier o WHERE o.n_sachet = OLD.num_sachet AND o.rendu = 1
    GROUP BY 1, 2
    ON CONFLICT ("date", "categorie") DO UPDATE SET nb = a.nb + excluded.nb, temps = a.temps + excluded.temps;
  INSERT INTO analyse_production_jour AS a
    SELECT o.date_retour, CASE WHEN NEW.id_stade = 12 THEN 'SAV' ELSE 'Classique' END, count(*), sum(o.temps)
    FROM ouvrier o WHERE o.n_sachet = NEW.num_sachet AND o.rendu = 1
    GROUP BY 1, 2
    ON CONFLICT ("date", "categorie") DO UPDATE SET nb = a.nb + excluded.nb, temps = a.temps + excluded.temps;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS analyse_production_stade ON "of";
--> statement-breakpoint
CREATE TRIGGER analyse_production_stade AFTER UPDATE OF id_stade ON "of" FOR EACH ROW
  WHEN ((OLD.id_stade = 12) IS DISTINCT FROM (NEW.id_stade = 12))
  EXECUTE FUNCTION analyse_production_of_trg();
--> statement-breakpoint
SELECT analyse_production_reconstruire();
