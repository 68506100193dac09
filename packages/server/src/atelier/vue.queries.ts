import {
  type LigneProduction,
  type Pesee,
  type PeseesQuery,
  STADE_SAV,
  TOP_FLOP_LIGNES,
} from "@ecrin/domain";
import { eq, type SQL, sql } from "drizzle-orm";
import { joaillier, pesee } from "../db/schema/index.ts";
import type { Executor, Tx } from "../db/tx.ts";
import type { Page } from "../http/list.ts";

/** What a card and the weighing rule read of a jeweller; balances are sums of the open rows. */
export interface EtatJoaillier {
  id: number;
  label: string;
  avatar: string | null;
  nbEnCours: number;
  listeOf: number[];
  soldeBoiteOr: string;
  soldeOf: string;
  dernierePesee: string | null;
}

/**
 * Per jeweller: his unreturned lines (count, distinct OF numbers), the gold box balance of the rows
 * no weighing closed, the OF weight balance (poids_d − poids_r) of his returned lines not weighed.
 */
export async function etatsJoailliers(ex: Executor, filtre: { id: number } | { actifs: true }) {
  const where = "id" in filtre ? sql`j.id = ${filtre.id}` : sql`j.actif = 1`;
  return (
    await ex.execute<EtatJoaillier & Record<string, unknown>>(sql`
      select j.id, j.label, j.avatar,
             coalesce(e.nb, 0)::int as "nbEnCours", coalesce(e.liste, '{}') as "listeOf",
             coalesce(b.solde, 0)::numeric(14,3)::text as "soldeBoiteOr",
             coalesce(o.solde, 0)::numeric(14,3)::text as "soldeOf",
             p.derniere::text as "dernierePesee"
      from joaillier j
      left join lateral (
        select count(*) as nb, array_agg(distinct l.n_sachet order by l.n_sachet) as liste
        from ouvrier l where l.id_ouvrier = j.id and l.rendu = 0) e on true
      left join lateral (
        select sum(bo.done_ouvr - bo.rendu_ouvr) as solde
        from boite_or bo where bo.id_ouvr = j.id and bo.num_pesee is null) b on true
      left join lateral (
        select sum(l.poids_d - l.poids_r) as solde
        from ouvrier l where l.id_ouvrier = j.id and l.rendu = 1 and l.num_pesee is null) o on true
      left join lateral (select max(pe.date) as derniere from pesee pe where pe.id_ouvr = j.id) p on true
      where ${where}
      order by j.label, j.id`)
  ).rows;
}

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

/** His lines returned in the period (both dates included), with the product and its stade. */
const LIGNES = (idOuvr: number, debut: string, fin: string) => sql`
  from ouvrier l
  join "of" o on o.num_sachet = l.n_sachet
  left join centre c on c.id_centre = o.idp
  left join stade s on s.id_stade = o.id_stade
  where l.id_ouvrier = ${idOuvr} and l.rendu = 1
    and l.date_retour between ${debut}::date and ${fin}::date`;

interface TotauxBruts {
  sav: boolean;
  nbArticles: number;
  tempsReel: string;
  tempsTheorique: string;
}

/** Article count and times of the period, classic (stade other than 12) and SAV (stade 12) apart. */
export async function totauxProduction(ex: Executor, idOuvr: number, debut: string, fin: string) {
  return (
    await ex.execute<TotauxBruts & Record<string, unknown>>(sql`
      select (o.id_stade = ${STADE_SAV}) as sav, count(*)::int as "nbArticles",
             coalesce(sum(l.temps), 0)::text as "tempsReel",
             coalesce(sum(coalesce(c.plus_mo, 0)), 0)::text as "tempsTheorique"
      ${LIGNES(idOuvr, debut, fin)}
      group by 1`)
  ).rows;
}

type LigneBrute = Omit<LigneProduction, "productivite">;

/**
 * The TOP_FLOP_LIGNES classic lines with a real time, by productivity (plus_mo / temps): best first
 * for the top, worst first for the flop; ties by minutes gained (or lost), then line number.
 */
export async function topFlopProduction(
  ex: Executor,
  idOuvr: number,
  debut: string,
  fin: string,
  sens: "top" | "flop",
): Promise<LigneBrute[]> {
  const dir = sens === "top" ? sql`desc` : sql`asc`;
  return (
    await ex.execute<LigneBrute & Record<string, unknown>>(sql`
      select l.id_ligne as "idLigne", l.n_sachet as "numSachet", l.date_retour::text as "dateRetour",
             coalesce(o.ref, c.ref) as ref, c.description as designation, l.temps,
             coalesce(c.plus_mo, 0) as "plusMo", o.id_stade as "idStade", s.description as stade
      ${LIGNES(idOuvr, debut, fin)}
        and o.id_stade <> ${STADE_SAV} and l.temps > 0
      order by coalesce(c.plus_mo, 0) / l.temps ${dir}, coalesce(c.plus_mo, 0) - l.temps ${dir}, l.id_ligne
      limit ${TOP_FLOP_LIGNES}`)
  ).rows;
}
