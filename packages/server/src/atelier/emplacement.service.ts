import { type EmplacementOf, emplacementOf, MSG_OF_NON_TROUVE } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { refus } from "../http/errors.ts";
import { lieuStock } from "../stock/index.ts";
import { lignesOuvertes } from "./lignes.queries.ts";

/**
 * GET /api/of/:n/emplacement: where the bag is now (at a worker since a date, in stock on a tray, at a
 * client on consignment, invoiced), from the open workshop lines, the stock row and the status.
 */
export async function emplacement(db: Db, numSachet: number): Promise<EmplacementOf> {
  const res = await db.execute<{ statut: number }>(
    sql`select statut from "of" where num_sachet = ${numSachet}`,
  );
  const of = res.rows[0];
  if (!of) refus({ code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE });
  const [ouvertes, lieu] = await Promise.all([lignesOuvertes(db, numSachet), lieuStock(db, numSachet)]);
  return { numSachet, emplacement: emplacementOf({ statut: of.statut, ouvertes, ...lieu }) };
}
