import {
  add,
  apresCoffre,
  type CleSolde,
  carte,
  finEn750,
  SOLDES_OUVERTURE,
  startOfYear,
  sub,
  toDecimalString,
  toIsoDate,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { analysePoids, enregistrerSolde, type Periode, soldesOuverture } from "./analyse.queries.ts";

/** PUT /api/metal/soldes-ouverture: a dated opening balance of /analyse_metal, written and audited in one transaction. */
export function enregistrerSoldeOuverture(
  ctx: AppContext,
  idUser: number,
  solde: { cle: string; dateEffet: string; valeur: string },
): Promise<void> {
  return withTx(ctx.db, idUser, (tx) => enregistrerSolde(tx, solde));
}

const g3 = (x: Parameters<typeof toDecimalString>[0]) => toDecimalString(x, 3);
/** The period asked, by default from the first of January to today. */
export function periode(q: { debut?: string | undefined; fin?: string | undefined }): Periode {
  const today = toIsoDate(new Date());
  return { debut: q.debut ?? startOfYear(today), fin: q.fin ?? today };
}

/** GET /api/metal/analyse (spec 03 sections 2.10, 3, 9): the period's totals, its lists' counts and the six cards from the dated opening balances. */
export async function analyseMetal(
  ctx: AppContext,
  q: { debut?: string | undefined; fin?: string | undefined },
) {
  const p = periode(q);
  const a = await analysePoids(ctx.db, p, ctx.settings.metalParDefaut);
  const ouvertures = await soldesOuverture(ctx.db, p.debut);
  const ouverture = (cle: CleSolde) =>
    ouvertures.find((o) => o.cle === cle)?.valeur ?? SOLDES_OUVERTURE.find((s) => s.cle === cle)!.defaut;
  const livre = a.livres.total;
  const stockLivre = a.sortisStock.total;
  const entreeStock = a.entresStock.total;
  const pesees = a.pesees.ecart;
  const cartes = [
    carte("stock_atelier", ouverture("stock_atelier"), g3(sub(a.atelier.sorti, a.atelier.rentre))),
    carte("ecart_pesees", ouverture("ecart_pesees"), g3(pesees)),
    carte(
      "coffre",
      ouverture("coffre"),
      g3(add(apresCoffre(finEn750(a.clal.entree)), a.atelier.rentre).sub(a.atelier.sorti)),
    ),
    carte("stock_livre", ouverture("stock_livre"), g3(sub(entreeStock, stockLivre))),
    carte("clal", ouverture("clal"), finEn750(g3(sub(a.clal.entree, a.clal.sortie)))),
    carte("boite_or", ouverture("boite_or"), g3(sub(a.boite.donne, a.boite.rendu))),
  ];
  return {
    ...p,
    totauxGlobaux: {
      poidsSortiTotal: a.atelier.sorti,
      poidsEntreeTotal: a.atelier.rentre,
      poidsLivreTotal: livre,
      poidsStockLivreTotal: stockLivre,
    },
    // The lists' totals and counts; their rows are paged by /api/metal/analyse/details.
    poidsEntreeStock: a.entresStock,
    poidsSortiStock: a.sortisStock,
    poidsLivre: a.livres,
    peseeAtelier: { nb: a.pesees.nb },
    cartes,
    ouvertures: SOLDES_OUVERTURE.map((s) => ({
      ...s,
      valeur: ouverture(s.cle),
      dateEffet: ouvertures.find((o) => o.cle === s.cle)?.dateEffet ?? null,
    })),
  };
}
