-- 0045_of_listes_index (issue 29.3/29.4): the OF lists under load on the large set (320,021 OFs).
-- 1. /of/edit sorted by status (statut, then num_sachet, both ways) took its page by sorting every OF:
--    the status index now carries the number, so a page is the first rows of the index read forwards
--    or backwards. Same name; a status alone still uses it.
-- 2. /filter: the distribution per status, the OFs of a status and OFS EN COURS read the OFs delivered
--    in the period by of_date_livr_idx; it now carries the status and the price they count and sum, so
--    those reads touch the index alone (no visit of each OF's row).
-- 3. OFS LIVRES' totals sum the unit price and the total of every invoice line of the period: the index
--    of the lines by invoice (0042, with totht) now carries prix_u_ht too.
DROP INDEX IF EXISTS "of_statut_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "of_statut_idx" ON "of" ("statut", "num_sachet");
--> statement-breakpoint
DROP INDEX IF EXISTS "of_date_livr_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "of_date_livr_idx" ON "of" ("date_livr") INCLUDE ("statut", "prix_fact");
--> statement-breakpoint
DROP INDEX IF EXISTS "constituant_fact_fact_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "constituant_fact_fact_idx" ON "constituant_fact" ("fact") INCLUDE ("totht", "prix_u_ht");
