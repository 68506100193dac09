import { DEFAULT_SETTINGS } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

/** Where a stock product is: its tray and entry date, and the client it is entrusted to (stay open). */
export interface LieuStock {
  stock: { plateau: string | null; dateEntree: string } | null;
  depot: { client: string; dateEntree: string } | null;
}

/**
 * The OF's stock row (new_stock_prod) and its open stay at a shop (new_historique_conf, no date_sortie):
 * a stay at the stock client is the house's own stock, not a consignment.
 */
export async function lieuStock(
  ex: Executor,
  numSachet: number,
  clientStock: number = DEFAULT_SETTINGS.clientStock,
): Promise<LieuStock> {
  const res = await ex.execute<{
    plateau: string | null;
    entree: string;
    client: string | null;
    depuis: string | null;
  }>(sql`
    select p.label as plateau, s.date_entree::text as entree, c.label as client, h.date_entree::text as depuis
    from new_stock_prod s
    left join plateau p on p.id_plateau = s.plateau
    left join lateral (
      select id_bijouterie, date_entree from new_historique_conf
      where "of" = s."of" and date_sortie is null and id_bijouterie <> ${clientStock}
      order by date_entree desc, id desc limit 1
    ) h on true
    left join client c on c.id = h.id_bijouterie
    where s."of" = ${numSachet}`);
  const row = res.rows[0];
  if (!row) return { stock: null, depot: null };
  return {
    stock: { plateau: row.plateau, dateEntree: row.entree },
    depot: row.client && row.depuis ? { client: row.client, dateEntree: row.depuis } : null,
  };
}
