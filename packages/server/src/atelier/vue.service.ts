import {
  bornesPeriode,
  type CarteJoaillier,
  MSG_JOAILLIER_INTROUVABLE,
  msgPeseeEffectuee,
  type PeseeDemande,
  type PeseeEffectuee,
  type ProductionQuery,
  productivite,
  refusPesee,
  type StatProduction,
  soldeGlobal,
  totalProduction,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { type Executor, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { BusinessError, notFound } from "../http/errors.ts";
import * as q from "./vue.queries.ts";

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
    refusPesee: refusPesee({ ofsEnCours: e.nbEnCours, soldeBoiteOr: e.soldeBoiteOr, soldeOf: e.soldeOf }),
  };
}

/** The workshop overview (/atelier): one card per active jeweller. */
export async function cartesJoailliers(db: Executor): Promise<CarteJoaillier[]> {
  return (await q.etatsJoailliers(db, { actifs: true })).map(carte);
}

/**
 * 'Faire Pesée' (spec 02 section 4.6): with the jeweller locked, refused while he has OFs in progress
 * or both balances are 0; else one pesee row records the totals of the rows it closes, and those rows
 * (returned OF lines and gold box rows not yet weighed) take its number. One transaction.
 */
export function fairePesee(ctx: AppContext, idUser: number, input: PeseeDemande): Promise<PeseeEffectuee> {
  return withTx(ctx.db, idUser, async (tx) => {
    const j = await q.lockJoaillier(tx, input.idOuvr);
    if (!j) throw notFound(MSG_JOAILLIER_INTROUVABLE);
    // Read after the lock: a weighing that just committed has already brought the balances to 0.
    const [etat] = await q.etatsJoailliers(tx, { id: j.id });
    if (!etat) throw notFound(MSG_JOAILLIER_INTROUVABLE);
    const refus = carte(etat).refusPesee;
    if (refus !== null) throw new BusinessError(409, refus);
    const numPesee = await q.insertPesee(tx, j.id);
    const of = await q.fermerLignesOf(tx, j.id, numPesee);
    const boite = await q.fermerBoiteOr(tx, j.id, numPesee);
    const pesee = await q.setChiffresPesee(tx, numPesee, {
      poidsOfSorti: of.sorti,
      poidsOfRentre: of.rentre,
      pdsOrS: boite.sorti,
      pdsOrE: boite.rentre,
    });
    return {
      ...pesee,
      lignesOf: of.n,
      lignesBoiteOr: boite.n,
      message: msgPeseeEffectuee(numPesee, j.label),
    };
  });
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
