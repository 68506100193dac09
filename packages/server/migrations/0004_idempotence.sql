CREATE TABLE "idempotence" (
	"key" uuid NOT NULL,
	"id_user" integer NOT NULL,
	"route" varchar(100) NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"status" smallint,
	"response" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotence_id_user_key_pk" PRIMARY KEY("id_user","key")
);
--> statement-breakpoint
ALTER TABLE "idempotence" ADD CONSTRAINT "idempotence_id_user_utilisateur_id_user_fk" FOREIGN KEY ("id_user") REFERENCES "public"."utilisateur"("id_user") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotence_created_at_idx" ON "idempotence" USING btree ("created_at");--> statement-breakpoint
-- Not audited, like the session table: a technical record of which command answered what. The
-- document the command wrote is audited in the same transaction; auditing this table would copy each
-- answer a second time and log every purge. The attach function, which later migrations call,
-- therefore skips it.
CREATE OR REPLACE FUNCTION ecrin_audit_attach_all() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  t record;
  pk text;
BEGIN
  FOR t IN
    SELECT c.oid, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
      AND c.relname NOT IN ('audit', 'session', 'log_connexion', 'log_consultation_produit', 'idempotence')
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
