import {
  dimensionPierre,
  type LignePierre,
  type LignePierreData,
  MSG_CENTRE_INTROUVABLE,
  MSG_LIGNE_PIERRE_INTROUVABLE,
  MSG_PIERRE_INTROUVABLE,
  MSG_QUALITE_INTROUVABLE,
  type PierreOption,
  poidsUnitaire,
  prixCaratEuro,
} from "@ecrin/domain";
import { type Tx, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import * as q from "./centre-pierres.queries.ts";

/** The stone lines of a centre with PoidsU (pds_r / qte), Dimension and Prix/Ct. */
export async function lignesPierres(ctx: AppContext, idCentre: number): Promise<LignePierre[]> {
  if (!(await q.centreExiste(ctx.db, idCentre)))
    refus({ code: "CENTRE_INTROUVABLE", message: MSG_CENTRE_INTROUVABLE });
  const [lignes, cours] = await Promise.all([
    q.listLignesPierres(ctx.db, idCentre),
    q.coursEuroDollar(ctx.db),
  ]);
  return lignes.map((l) => ({
    id: l.id,
    idCentre: l.idCentre,
    idPierre: l.idPierre,
    idQual: l.idQual,
    qte: l.qte,
    pdsR: l.pdsR,
    poidsU: poidsUnitaire(l.pdsR, l.qte),
    centre: l.centre,
    type: l.type,
    forme: l.forme,
    dimension: dimensionPierre(l),
    qualite: l.qualite,
    prixCarat: l.euro === null || l.dollar === null ? null : prixCaratEuro(l.euro, l.dollar, cours),
  }));
}

async function verifier(tx: Tx, idCentre: number, input: LignePierreData) {
  if (!(await q.centreExiste(tx, idCentre)))
    refus({ code: "CENTRE_INTROUVABLE", message: MSG_CENTRE_INTROUVABLE });
  if (!(await q.pierreExiste(tx, input.idPierre))) {
    refusChamp({ code: "PIERRE_INTROUVABLE", message: MSG_PIERRE_INTROUVABLE }, "idPierre");
  }
  if (input.idQual !== null && !(await q.qualiteExiste(tx, input.idQual))) {
    refusChamp({ code: "QUALITE_INTROUVABLE", message: MSG_QUALITE_INTROUVABLE }, "idQual");
  }
}

/** centre_pierre.php?action=inserer */
export function addLigne(ctx: AppContext, idUser: number, idCentre: number, input: LignePierreData) {
  return withTx(ctx.db, idUser, async (tx) => {
    await verifier(tx, idCentre, input);
    return { id: await q.insertLigne(tx, idCentre, input) };
  });
}

/** centre_pierre.php?action=modifier */
export function updateLigne(
  ctx: AppContext,
  idUser: number,
  idCentre: number,
  id: number,
  input: LignePierreData,
) {
  return withTx(ctx.db, idUser, async (tx) => {
    await verifier(tx, idCentre, input);
    if (!(await q.findLigne(tx, idCentre, id)))
      refus({ code: "LIGNE_PIERRE_INTROUVABLE", message: MSG_LIGNE_PIERRE_INTROUVABLE });
    await q.updateLigne(tx, idCentre, id, input);
    return { id };
  });
}

/** centre_pierre.php?action=supprimer */
export async function deleteLigne(ctx: AppContext, idUser: number, idCentre: number, id: number) {
  const deleted = await withTx(ctx.db, idUser, (tx) => q.deleteLigne(tx, idCentre, id));
  if (!deleted) refus({ code: "LIGNE_PIERRE_INTROUVABLE", message: MSG_LIGNE_PIERRE_INTROUVABLE });
}

/** The stone picker of the line form. */
export async function pierresOptions(ctx: AppContext, text: string, limit: number): Promise<PierreOption[]> {
  const rows = await q.searchPierres(ctx.db, text, limit);
  return rows.map(({ typDim, dim1, dim2, dim3, ...p }) => ({
    ...p,
    dimension: dimensionPierre({ typDim, dim1, dim2, dim3 }),
  }));
}
