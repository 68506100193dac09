import { type LigneProduction, STADE_SAV, TOP_FLOP_LIGNES } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { Executor } from "../db/tx.ts";

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
