import type { Pesee, PeseesQuery } from "@ecrin/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { joaillier, pesee } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** The jeweller row, locked FOR UPDATE: two weighings of him run one after the other. */
export async function lockJoaillier(tx: Tx, id: number) {
  return (
    await tx
      .select({ id: joaillier.id, label: joaillier.label })
      .from(joaillier)
      .where(eq(joaillier.id, id))
      .for("update")
  )[0];
}

export async function insertPesee(tx: Tx, idOuvr: number): Promise<number> {
  const [row] = await tx.insert(pesee).values({ idOuvr }).returning({ n: pesee.numPesee });
  if (!row) throw new Error("insert pesee returned nothing");
  return row.n;
}

interface Fermees {
  n: number;
  sorti: string;
  rentre: string;
}

/** Stamps the weighing on his returned OF lines not yet weighed; their count and weight totals. */
export async function fermerLignesOf(tx: Tx, idOuvr: number, numPesee: number): Promise<Fermees> {
  const row = (
    await tx.execute<Fermees & Record<string, unknown>>(sql`
      with f as (
        update ouvrier set num_pesee = ${numPesee}
        where id_ouvrier = ${idOuvr} and rendu = 1 and num_pesee is null
        returning poids_d, poids_r)
      select count(*)::int as n, coalesce(sum(poids_d), 0)::text as sorti, coalesce(sum(poids_r), 0)::text as rentre
      from f`)
  ).rows[0];
  return row ?? { n: 0, sorti: "0", rentre: "0" };
}

/** Stamps the weighing on his open gold box rows; their count and totals given / returned. */
export async function fermerBoiteOr(tx: Tx, idOuvr: number, numPesee: number): Promise<Fermees> {
  const row = (
    await tx.execute<Fermees & Record<string, unknown>>(sql`
      with f as (
        update boite_or set num_pesee = ${numPesee}
        where id_ouvr = ${idOuvr} and num_pesee is null
        returning done_ouvr, rendu_ouvr)
      select count(*)::int as n, coalesce(sum(done_ouvr), 0)::text as sorti,
             coalesce(sum(rendu_ouvr), 0)::text as rentre
      from f`)
  ).rows[0];
  return row ?? { n: 0, sorti: "0", rentre: "0" };
}

export async function setChiffresPesee(
  tx: Tx,
  numPesee: number,
  v: Pick<Pesee, "poidsOfSorti" | "poidsOfRentre" | "pdsOrS" | "pdsOrE">,
): Promise<Pesee> {
  const [row] = await tx.update(pesee).set(v).where(eq(pesee.numPesee, numPesee)).returning();
  if (!row) throw new Error("update pesee returned nothing");
  return row;
}

const PESEE_SORTS: Record<PeseesQuery["sort"], SQL> = { date: sql`p.date`, numPesee: sql`p.num_pesee` };

/** The weighings (of one jeweller when filtered), with what they recorded. */
export async function listPesees(ex: Executor, f: PeseesQuery, page: Page) {
  const where = f.idOuvr === undefined ? sql`true` : sql`p.id_ouvr = ${f.idOuvr}`;
  const dir = f.dir === "desc" ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    ex.execute<Pesee & { joaillier: string } & Record<string, unknown>>(sql`
      select p.num_pesee as "numPesee", p.id_ouvr as "idOuvr", j.label as joaillier, p.date::text as date,
             p.poids_of_sorti as "poidsOfSorti", p.poids_of_rentre as "poidsOfRentre",
             p.pds_or_s as "pdsOrS", p.pds_or_e as "pdsOrE"
      from pesee p join joaillier j on j.id = p.id_ouvr
      where ${where}
      order by ${PESEE_SORTS[f.sort]} ${dir}, p.num_pesee ${dir}
      limit ${page.limit} offset ${page.offset}`),
    ex.execute<{ n: number }>(sql`select count(*)::int as n from pesee p where ${where}`),
  ]);
  return { rows: rows.rows, total: total.rows[0]?.n ?? 0 };
}
