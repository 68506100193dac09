import { comparerInventaire, type Inventaire } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { inventairePlateau } from "../db/schema/index.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { plateauExiste } from "./mouvements.queries.ts";

/** The trays, with the count of pieces on each. */
export async function plateaux(ctx: AppContext) {
  return (
    await ctx.db.execute<{
      id: number;
      label: string;
      description: string | null;
      actif: number;
      nombre: number;
    }>(sql`
      select p.id_plateau as id, p.label, p.description, p.actif,
             (select count(*)::int from new_stock_prod s join "of" o on o.num_sachet = s."of"
              where s.plateau = p.id_plateau and o.statut = 650) as nombre
      from plateau p order by p.actif desc, p.label`)
  ).rows;
}

/**
 * A tray count: the stock pieces on the tray against the bags scanned; the foreign bags say where they
 * belong (their tray, their client, or not in stock). With `enregistrer` the count is kept.
 */
export function inventaire(ctx: AppContext, idUser: number, idPlateau: number, input: Inventaire) {
  return withTx(ctx.db, idUser, async (tx) => {
    const p = await plateauExiste(tx, idPlateau);
    if (!p) refus({ code: "PLATEAU_INCONNU", message: "Plateau inconnu." });
    const attendus = (
      await tx.execute<{ n: number }>(sql`
        select s."of" as n from new_stock_prod s join "of" o on o.num_sachet = s."of"
        where s.plateau = ${idPlateau} and o.statut = 650`)
    ).rows.map((r) => r.n);
    const r = comparerInventaire(attendus, input.scannes);
    const ailleurs =
      r.etrangers.length === 0
        ? []
        : (
            await tx.execute<{
              of: number;
              plateau: string | null;
              lieu: string | null;
              statut: number | null;
            }>(sql`
              select x.n as "of", p.label as plateau, cl.nom_agence as lieu, o.statut
              from unnest(${`{${r.etrangers.join(",")}}`}::int[]) as x(n)
              left join "of" o on o.num_sachet = x.n
              left join new_stock_prod s on s."of" = x.n
              left join plateau p on p.id_plateau = s.plateau
              left join client cl on cl.id = o.id_bijouterie
              order by x.n`)
          ).rows;
    if (input.enregistrer) await tx.insert(inventairePlateau).values({ idPlateau, ...r });
    return { plateau: p.label, ...r, ailleurs, enregistre: input.enregistrer };
  });
}
