-- Audit trail: one generic trigger on every business table, writing in the writer's transaction.
-- The writer's user id comes from the transaction-local setting ecrin.id_user (see db/tx.ts).
CREATE OR REPLACE FUNCTION ecrin_audit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b jsonb;
  a jsonb;
  r jsonb;
  rid text := '';
  i int;
BEGIN
  IF coalesce(current_setting('ecrin.audit_off', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN b := to_jsonb(OLD); END IF;
  IF TG_OP <> 'DELETE' THEN a := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'utilisateur' THEN
    b := b - 'password_hash';
    a := a - 'password_hash';
  END IF;
  IF TG_OP = 'UPDATE' AND a IS NOT DISTINCT FROM b THEN
    RETURN NULL;
  END IF;
  r := coalesce(a, b);
  FOR i IN 0 .. TG_NARGS - 1 LOOP
    IF i > 0 THEN rid := rid || ','; END IF;
    rid := rid || coalesce(r ->> TG_ARGV[i], '');
  END LOOP;
  INSERT INTO audit (id_user, table_name, row_id, operation, before, after)
  VALUES (nullif(current_setting('ecrin.id_user', true), '')::int, TG_TABLE_NAME, rid, TG_OP, b, a);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Attaches the audit trigger to every table that lacks it, passing its primary key columns.
-- Later migrations that create tables end with: SELECT ecrin_audit_attach_all();
CREATE OR REPLACE FUNCTION ecrin_audit_attach_all() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  pk text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit', 'session', 'log_connexion', 'log_consultation_produit')
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
--> statement-breakpoint
SELECT ecrin_audit_attach_all();
