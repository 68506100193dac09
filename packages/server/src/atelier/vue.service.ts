import {
  bornesPeriode,
  type CarteJoaillier,
  type ProductionQuery,
  productivite,
  refusPesee,
  type StatProduction,
  soldeGlobal,
  totalProduction,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import type { Executor } from "../db/tx.ts";
import * as q from "./vue.queries.ts";

/** Why the jeweller cannot be weighed now, or null (the card greys its button out). */
export const refusPeseeDe = (e: q.EtatJoaillier) =>
  refusPesee({ ofsEnCours: e.nbEnCours, soldeBoiteOr: e.soldeBoiteOr, soldeOf: e.soldeOf });

function carte(e: q.EtatJoaillier): CarteJoaillier {
  return {
    id: e.id,
    label: e.label,
    avatar: e.avatar,
    ofs: { nb: e.nbEnCours, listeOf: e.listeOf },
    soldeBoiteOr: e.soldeBoiteOr,
    soldeOf: e.soldeOf,
    solde: soldeGlobal(e.soldeBoiteOr, e.soldeOf),
    dernierePesee: e.dernierePesee,
    refusPesee: refusPeseeDe(e)?.message ?? null,
  };
}

/** The workshop overview (/atelier): one card per active jeweller. */
export async function cartesJoailliers(db: Executor): Promise<CarteJoaillier[]> {
  return (await q.etatsJoailliers(db, { actifs: true })).map(carte);
}

/** The production statistics of a jeweller for the week, month or year holding the date. */
export async function statProduction(db: Db, query: ProductionQuery): Promise<StatProduction> {
  const { debut, fin } = bornesPeriode(query.periode, query.date);
  const [totaux, top, flop] = await Promise.all([
    q.totauxProduction(db, query.idOuvr, debut, fin),
    q.topFlopProduction(db, query.idOuvr, debut, fin, "top"),
    q.topFlopProduction(db, query.idOuvr, debut, fin, "flop"),
  ]);
  const total = (sav: boolean) => {
    const t = totaux.find((x) => x.sav === sav);
    return totalProduction({
      nbArticles: t?.nbArticles ?? 0,
      tempsReel: t?.tempsReel ?? "0",
      tempsTheorique: t?.tempsTheorique ?? "0",
    });
  };
  const avecProductivite = (l: (typeof top)[number]) => ({
    ...l,
    productivite: productivite(l.plusMo, l.temps),
  });
  return {
    periode: query.periode,
    debut,
    fin,
    classique: total(false),
    sav: total(true),
    top: top.map(avecProductivite),
    flop: flop.map(avecProductivite),
  };
}
