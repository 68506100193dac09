import { type StockFiltre, TRANCHES_PRIX, type Tranche } from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { dansArbreClient } from "../admin/index.ts";
import { motifDebut } from "../db/like.ts";
import type { Page } from "../http/list.ts";
import { trancheSql } from "./ventes.queries.ts";

/** /analyse_stock: the OFs in stock (new_stock_prod) with the filters of spec 03 section 7. */
function whereStock(f: StockFiltre, extra: SQL[] = []): SQL {
  const conds: SQL[] = [sql`true`];
  if (f.client !== undefined) conds.push(dansArbreClient(sql`o.id_bijouterie`, f.client));
  if (f.ref !== undefined) conds.push(sql`lower(o.ref) like ${motifDebut(f.ref.toLowerCase())}`);
  if (f.of !== undefined) conds.push(sql`o.num_sachet = ${f.of}`);
  if (f.plateau !== undefined) conds.push(sql`s.plateau = ${f.plateau}`);
  if (f.stade !== undefined) conds.push(sql`o.id_stade = ${f.stade}`);
  if (f.metal !== undefined) conds.push(sql`o.type_metal = ${f.metal}`);
  if (f.type !== undefined) {
    conds.push(sql`exists (select 1 from centre ce join centre_vide cv on cv.id_cv = ce.id_cv
      where ce.id_centre = o.idp and cv.type_prod = ${f.type})`);
  }
  return sql.join([...conds, ...extra], sql` and `);
}

const prixR = sql`coalesce(o.prix_r, 0)`;

export function stockTranchesQuery(f: StockFiltre): SQL {
  const branches = TRANCHES_PRIX.map((t, i) => sql`when ${trancheSql(prixR, t)} then ${i}`);
  return sql`select (case ${sql.join(branches, sql` `)} end)::int as i, count(*)::int as nombre,
      sum(${prixR})::numeric(14, 2)::text as "totalRevient"
    from new_stock_prod s join "of" o on o.num_sachet = s.of
    where ${whereStock(f)} group by 1 order by 1`;
}

const TRI: Record<string, SQL> = {
  of: sql`o.num_sachet`,
  prixR: prixR,
  ref: sql`o.ref`,
  nomAgence: sql`c.nom_agence`,
};

export function stockDetailQuery(
  f: StockFiltre,
  t: Tranche,
  tri: { sort: string; dir: "asc" | "desc" },
  page: Page,
) {
  return sql`select o.num_sachet as of, o.ref, coalesce(ce.description, '') as designation,
      ${prixR}::numeric(14, 2)::text as "prixR", c.nom_agence as "nomAgence", count(*) over ()::int as n
    from new_stock_prod s join "of" o on o.num_sachet = s.of
    join client c on c.id = o.id_bijouterie
    left join centre ce on ce.id_centre = o.idp
    where ${whereStock(f, [trancheSql(prixR, t)])}
    order by ${TRI[tri.sort] ?? prixR} ${tri.dir === "asc" ? sql`asc` : sql`desc`}, o.num_sachet
    limit ${page.limit} offset ${page.offset}`;
}
