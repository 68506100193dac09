-- 0046_grand_livre_reservation (issue 29.3): the metal ledgers and /reservation's orders under 50 ms p95.
-- The ledgers (/mouvements_or, metal/grand-livre.queries.ts) read each source of a tab in (metal, date,
-- id) order: a page is its first rows from the start date, its balance the sum of every row before the
-- page's first, an index-only scan of the weights each index includes; the row count is index-only too.
CREATE INDEX IF NOT EXISTS "mouvement_metal_grand_livre_fournisseur_idx" ON "mouvement_metal" ("metal_id", "date_mouvement", "id")
  INCLUDE ("entree_or_fin", "sortie_or_750", "perte") WHERE "fournisseur_id" IS NOT NULL AND "client_id" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mouvement_metal_grand_livre_client_idx" ON "mouvement_metal" ("metal_id", "date_mouvement", "id")
  INCLUDE ("entree_or_fin", "sortie_or_fin", "perte") WHERE "client_id" IS NOT NULL AND "fournisseur_id" IS NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mouvement_clal_grand_livre_idx" ON "mouvement_clal" ("metal_id", "date_mouvement", "id")
  INCLUDE ("entree_or_fin", "sortie_or_fin");
--> statement-breakpoint
-- /reservation (stock/reservation.queries.ts): the open orders and the stock pieces, each a partial
-- index holding what the list reads, the finger size as compared (spaces and case ignored) included.
CREATE INDEX IF NOT EXISTS "of_commandes_ouvertes_idx" ON "of" ("num_sachet", (lower(regexp_replace(coalesce("dim", ''), '[[:space:]]', '', 'g'))))
  INCLUDE ("idp", "type_metal", "dim", "id_bijouterie", "ref", "date_livr", "statut") WHERE "statut" IN (50, 200, 500, 550);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "of_stock_idx" ON "of" ("num_sachet", (lower(regexp_replace(coalesce("dim", ''), '[[:space:]]', '', 'g'))))
  INCLUDE ("idp", "type_metal", "dim", "of_reservation") WHERE "statut" = 650;
