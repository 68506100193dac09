-- 0007_pierres: stones counted in pieces as well as carats (issue 13), and the indexes of the stone
-- stock (remaining weight = received - fed - returned, sums of rows read per lot). Re-runnable.
ALTER TABLE "pierres_recues" ADD COLUMN IF NOT EXISTS "pieces" integer;
--> statement-breakpoint
ALTER TABLE "op_stock" ADD COLUMN IF NOT EXISTS "pieces" integer;
--> statement-breakpoint
ALTER TABLE "pierre_retour" ADD COLUMN IF NOT EXISTS "pieces" integer;
--> statement-breakpoint
ALTER TABLE "pierres_recues" DROP CONSTRAINT IF EXISTS "pierres_recues_pieces_positif";
--> statement-breakpoint
ALTER TABLE "pierres_recues" ADD CONSTRAINT "pierres_recues_pieces_positif" CHECK ("pieces" >= 0);
--> statement-breakpoint
ALTER TABLE "op_stock" DROP CONSTRAINT IF EXISTS "op_stock_pieces_positif";
--> statement-breakpoint
ALTER TABLE "op_stock" ADD CONSTRAINT "op_stock_pieces_positif" CHECK ("pieces" >= 0);
--> statement-breakpoint
ALTER TABLE "pierre_retour" DROP CONSTRAINT IF EXISTS "pierre_retour_pieces_positif";
--> statement-breakpoint
ALTER TABLE "pierre_retour" ADD CONSTRAINT "pierre_retour_pieces_positif" CHECK ("pieces" >= 0);
--> statement-breakpoint
-- The consumption of a lot read from the index alone (stock list, its totals, the feeding check).
-- (the same names as 0000's plain indexes, now covering the summed columns)
DROP INDEX IF EXISTS "op_stock_id_stock_idx";
--> statement-breakpoint
CREATE INDEX "op_stock_id_stock_idx" ON "op_stock" ("id_stock") INCLUDE ("poids_sortant", "pieces");
--> statement-breakpoint
DROP INDEX IF EXISTS "pierre_retour_id_confie_idx";
--> statement-breakpoint
CREATE INDEX "pierre_retour_id_confie_idx" ON "pierre_retour" ("id_confie") INCLUDE ("pds", "pieces");
--> statement-breakpoint
-- The lots in stock (the stock list opens on them, newest first), by reception date.
DROP INDEX IF EXISTS "pierres_recues_en_cours_date_idx";
--> statement-breakpoint
CREATE INDEX "pierres_recues_en_cours_date_idx" ON "pierres_recues" ("en_cours", "date_reception", "id_conf");
