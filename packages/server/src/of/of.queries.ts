import { ofNumberPrefixRanges } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

interface OfNumero {
  numSachet: number;
  ref: string;
  client: string;
  statut: number;
}

/**
 * OF numbers starting with the typed digits, for the OF-number picker. One index range scan per
 * number length (12, 120-129, 1200-1299...), each stopped at the limit, then joined for display.
 */
export function ofNumerosQuery(prefix: string, limit: number): SQL | null {
  const ranges = ofNumberPrefixRanges(prefix);
  if (ranges.length === 0) return null;
  const scans = sql.join(
    ranges.map(
      ([lo, hi]) =>
        sql`(select num_sachet from "of" where num_sachet between ${lo} and ${hi} order by num_sachet limit ${limit})`,
    ),
    sql` union all `,
  );
  return sql`
    select o.num_sachet as "numSachet", coalesce(o.ref, '') as ref, c.nom_agence as client, o.statut
    from (${scans}) as trouve
    join "of" o on o.num_sachet = trouve.num_sachet
    join client c on c.id = o.id_bijouterie
    order by o.num_sachet
    limit ${limit}`;
}

export async function searchOfNumeros(db: Executor, prefix: string, limit: number): Promise<OfNumero[]> {
  const query = ofNumerosQuery(prefix, limit);
  if (!query) return [];
  return (await db.execute<{ numSachet: number; ref: string; client: string; statut: number }>(query)).rows;
}
