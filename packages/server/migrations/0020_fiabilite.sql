-- Issue 24: failed login attempts, counted per login and address in one row each (a row lock makes
-- simultaneous guesses count one by one). The throttling rule is domain/admin/tentatives.ts.
CREATE TABLE "tentative_connexion" (
	"login" varchar(100) NOT NULL,
	"adresse" varchar(100) NOT NULL,
	"echecs" integer DEFAULT 0 NOT NULL,
	"dernier_echec" timestamp with time zone,
	CONSTRAINT "tentative_connexion_login_adresse_pk" PRIMARY KEY("login","adresse"),
	CONSTRAINT "tentative_connexion_echecs_positif" CHECK ("echecs" >= 0)
);
--> statement-breakpoint
CREATE INDEX "tentative_connexion_adresse_idx" ON "tentative_connexion" USING btree ("adresse");
--> statement-breakpoint
-- Not audited, like the session table: a technical counter, written by anonymous requests, purged
-- after a day; what it protects (the users, their sessions) is. The attach function, which later
-- migrations call, therefore skips it (the list of 0012 plus this table).
CREATE OR REPLACE FUNCTION ecrin_audit_attach_all() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  pk text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit', 'session', 'log_connexion', 'log_consultation_produit', 'idempotence',
                            'tentative_connexion')
      AND c.relname NOT LIKE 'analyse\_%'
      AND c.relname NOT LIKE 'registre\_police%'
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
