-- 0021_registre_complet (issue 25, points 1 to 5): the police register made complete and tamper-evident.
--
-- Point 5. TRUNCATE of the register, its seals and its consultations is refused by a statement trigger
-- and revoked (row UPDATE/DELETE were refused already, migration 0012). A day may be sealed more than
-- once: on demand (the entries written so far) and when it ends (the rest): a seal now covers a range of
-- numbers (premier..dernier) of one day, keyed by its first number, and says whether it closes the day.
-- Every consultation of the register is recorded (who, when, which days): a journal, left unaudited as
-- the register itself (its name starts with registre_police, which ecrin_audit_attach_all skips).
DROP TRIGGER IF EXISTS registre_police_truncate ON "registre_police";
--> statement-breakpoint
CREATE TRIGGER registre_police_truncate BEFORE TRUNCATE ON "registre_police"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_sceau_truncate ON "registre_police_sceau";
--> statement-breakpoint
CREATE TRIGGER registre_police_sceau_truncate BEFORE TRUNCATE ON "registre_police_sceau"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" DROP CONSTRAINT IF EXISTS "registre_police_sceau_pkey";
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" ADD CONSTRAINT "registre_police_sceau_pkey" PRIMARY KEY ("premier");
--> statement-breakpoint
ALTER TABLE "registre_police_sceau" ADD COLUMN IF NOT EXISTS "cloture" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_sceau_jour" ON "registre_police_sceau" ("jour", "premier");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "registre_police_consultation" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"le" timestamp with time zone DEFAULT now() NOT NULL,
	"id_user" integer,
	"login" varchar(100) NOT NULL,
	"quoi" varchar(20) NOT NULL,
	"du" date,
	"au" date,
	CONSTRAINT "registre_police_consultation_quoi" CHECK ("quoi" in ('liste', 'csv', 'extrait', 'verification', 'sceau'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_consultation_le" ON "registre_police_consultation" ("le");
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_consultation_immuable ON "registre_police_consultation";
--> statement-breakpoint
CREATE TRIGGER registre_police_consultation_immuable BEFORE UPDATE OR DELETE ON "registre_police_consultation"
  FOR EACH ROW EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS registre_police_consultation_truncate ON "registre_police_consultation";
--> statement-breakpoint
CREATE TRIGGER registre_police_consultation_truncate BEFORE TRUNCATE ON "registre_police_consultation"
  FOR EACH STATEMENT EXECUTE FUNCTION registre_police_immuable();
--> statement-breakpoint
-- The application's role keeps INSERT and SELECT; TRUNCATE is taken from everyone but a superuser
-- (whom nothing inside the database can stop: what the seals' file outside it is for).
REVOKE TRUNCATE ON "registre_police", "registre_police_sceau", "registre_police_consultation" FROM PUBLIC, CURRENT_USER;
--> statement-breakpoint
-- Points 1 and 2: the weight of precious metal of an entry (fine grams, where known), the OF of a piece,
-- and on an exit of a piece the entry it leaves from.
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "poids_fin" numeric(12, 3);
--> statement-breakpoint
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "piece_of" integer;
--> statement-breakpoint
ALTER TABLE "registre_police" ADD COLUMN IF NOT EXISTS "entree" bigint REFERENCES "registre_police" ("num");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "registre_police_piece_of" ON "registre_police" ("piece_of", "num") WHERE "piece_of" IS NOT NULL;
