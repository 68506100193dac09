import {
  COURS,
  type CoursPrix,
  type LignePierreDetail,
  MSG_PRIX_PRODUIT_INTROUVABLE,
  type PrixProduit,
  type ProduitDetailPrix,
  prixSelonStade,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { prixMemorise } from "./prix-memo.ts";
import {
  type CentreRow,
  type EntreesPrix,
  type EntreesPrixJson,
  entreesPrix,
  entreesPrixDe,
  logConsultation,
  type PierreRow,
  rechercheProduits,
} from "./produit-prix.queries.ts";

const MSG_COURS_PRIX_MANQUANT =
  "Cours manquant pour le calcul des prix : n° {ids}. Renseignez-le dans /cours.";

/** The rates of the engine; a missing one is refused rather than priced as 0. */
function coursPrix(valeurs: Map<number, string>): CoursPrix & Record<keyof CoursPrix, string> {
  const ids = {
    euroDollar: COURS.euroDollar,
    mainOeuvre: COURS.mainOeuvre,
    metalGramme: COURS.metalGramme,
    coefficient: COURS.coefficient,
  };
  const manquants = Object.values(ids).filter((id) => !valeurs.has(id));
  if (manquants.length > 0) {
    refus({
      code: "COURS_PRIX_MANQUANT",
      message: MSG_COURS_PRIX_MANQUANT.replace("{ids}", manquants.join(", ")),
    });
  }
  return {
    euroDollar: valeurs.get(ids.euroDollar)!,
    mainOeuvre: valeurs.get(ids.mainOeuvre)!,
    metalGramme: valeurs.get(ids.metalGramme)!,
    coefficient: valeurs.get(ids.coefficient)!,
  };
}

interface CentrePrice {
  centre: CentreRow;
  pierres: PierreRow[];
  prix: PrixProduit;
}

function prixDe(centre: CentreRow, pierres: PierreRow[], cours: CoursPrix): PrixProduit {
  return prixMemorise({
    cours,
    centre,
    centreVide:
      centre.idCv === null
        ? null
        : {
            facon: centre.facon ?? "0",
            faconFonte: centre.faconFonte ?? "0",
            poidsMetal: centre.poidsMetal ?? "0",
            sertiMin: centre.sertiMin ?? "0",
          },
    pierres,
  });
}

/**
 * The prices of several products at today's catalogue and rates, read in one statement whatever their
 * number. The one way the server prices a product: other areas call it through produits/index.ts.
 */
export async function prixDesCentres(
  db: Executor,
  idCentres: readonly number[],
): Promise<Map<number, CentrePrice>> {
  return (await prixEtCours(db, idCentres)).prix;
}

/** prixDesCentres, with the rates it priced them at. */
async function prixEtCours(
  db: Executor,
  idCentres: readonly number[],
): Promise<{ cours: CoursPrix & Record<keyof CoursPrix, string>; prix: Map<number, CentrePrice> }> {
  return prixDepuis(await entreesPrix(db, idCentres));
}

/**
 * The prices of the centres whose inputs a listing statement read with its rows (its columns
 * `colonnesEntreesPrix`, exported by produits/index.ts): the same computation, no statement of its own.
 */
export function prixDesEntrees(row: EntreesPrixJson | undefined): Map<number, CentrePrice> {
  return prixDepuis(entreesPrixDe(row)).prix;
}

function prixDepuis(entrees: EntreesPrix): {
  cours: CoursPrix & Record<keyof CoursPrix, string>;
  prix: Map<number, CentrePrice>;
} {
  const cours = coursPrix(entrees.cours);
  const { centres, pierres } = entrees;
  const parCentre = new Map<number, PierreRow[]>();
  for (const p of pierres) {
    const list = parCentre.get(p.idCentre);
    if (list) list.push(p);
    else parCentre.set(p.idCentre, [p]);
  }
  const out = new Map<number, CentrePrice>();
  for (const c of centres) {
    const lignes = parCentre.get(c.idCentre) ?? [];
    out.set(c.idCentre, { centre: c, pierres: lignes, prix: prixDe(c, lignes, cours) });
  }
  return { cours, prix: out };
}

export function rechercher(ctx: AppContext, q: string) {
  return rechercheProduits(ctx.db, q);
}

/** GET /api/produits/:idCentre/prix: the breakdown, and one line in the consultation log. */
export async function detailPrixProduit(
  ctx: AppContext,
  idUser: number,
  idCentre: number,
): Promise<ProduitDetailPrix> {
  const { cours, prix: trouve } = await prixEtCours(ctx.db, [idCentre]);
  const detail = trouve.get(idCentre);
  if (!detail) refus({ code: "PRIX_PRODUIT_INTROUVABLE", message: MSG_PRIX_PRODUIT_INTROUVABLE });
  await logConsultation(ctx.db, idUser, idCentre);
  const { centre: c, pierres, prix } = detail;
  return {
    produit: {
      idCentre: c.idCentre,
      ref: c.ref,
      description: c.description,
      idCv: c.idCv,
      refCv: c.refCv,
      imgCentre: c.imgCentre,
      idStade: c.idStade,
      stade: c.stade,
      tarif: c.tarif,
      poids: c.poids,
    },
    cours,
    centre: {
      plusMo: c.plusMo,
      plusFonte: c.plusFonte,
      plusPoids: c.plusPoids,
      plusSerti: c.plusSerti,
      prixDivers: c.prixDivers,
    },
    centreVide:
      c.idCv === null
        ? null
        : {
            facon: c.facon ?? "0",
            faconFonte: c.faconFonte ?? "0",
            poidsMetal: c.poidsMetal ?? "0",
            sertiMin: c.sertiMin ?? "0",
          },
    pierres: pierres.map(
      (p, i): LignePierreDetail => ({
        id: p.id,
        idPierre: p.idPierre,
        type: p.type,
        forme: p.forme,
        couleur: p.couleur,
        qualite: p.qualite,
        description: p.description,
        qte: p.qte,
        pdsR: p.pdsR,
        euro: p.euro,
        dollar: p.dollar,
        coeff: p.coeff,
        centre: p.centre,
        sansTarif: p.sansTarif,
        revient: prix.pierres[i]?.revient ?? "0.00",
        prix: prix.pierres[i]?.prix ?? "0.00",
      }),
    ),
    prix,
    prixStade: prixSelonStade(prix, c.idStade),
  };
}
