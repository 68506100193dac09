import {
  type EditionOfData,
  MSG_OF_NON_TROUVE,
  MSG_REFERENCE_INCONNUE,
  type OfDetail,
  type OfListeLigne,
  prixSelonStade,
  refusSuppressionOf,
} from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import { type Executor, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import type { Page } from "../http/list.ts";
import { lockOfForChange } from "../noyau-of/index.ts";
import { prixDesCentres, prixDesEntrees } from "../produits/index.ts";
import * as q from "./edit.queries.ts";

const flag = (b: boolean) => (b ? 1 : 0);

/** A page of OFs with each one's catalogue price at its stade, priced for the page's products only (one statement). */
export async function listerOfs(
  ctx: AppContext,
  filtre: q.OfListeFiltre,
  sort: q.OfSort,
  dir: "asc" | "desc",
  page: Page,
): Promise<{ rows: OfListeLigne[]; total: number }> {
  const { rows, total, entreesPrix } = await q.listOfs(ctx.db, filtre, sort, dir, page);
  const prix = rows.length === 0 ? new Map() : prixDesEntrees(entreesPrix);
  return {
    total,
    rows: rows.map(({ idp, rang: _rang, ...r }) => {
      const p = prix.get(idp);
      return { ...r, prix: p ? prixSelonStade(p.prix, r.idStade).prix : null };
    }),
  };
}

export async function lireOf(db: Executor, n: number): Promise<OfDetail> {
  const of = await q.findOfDetail(db, n);
  if (!of) refus({ code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE });
  const prix = (await prixDesCentres(db, [of.idp])).get(of.idp)?.prix;
  return {
    ...of,
    prixProduit: prix ? { total3: prix.total3, totalcv: prix.totalcv, totalMfs: prix.totalMfs } : null,
  };
}

/** A stale form (an id removed from a list since) is refused field by field, not by a foreign key. */
export async function verifierReferences(
  tx: Executor,
  ids: { statut?: number; idStade: number; typTransp: number; typeMetal?: number },
) {
  const connues = await q.referencesConnues(tx, ids);
  const fieldErrors: Record<string, string> = {};
  if (!connues.statut) fieldErrors.statut = MSG_REFERENCE_INCONNUE;
  if (!connues.stade) fieldErrors.idStade = MSG_REFERENCE_INCONNUE;
  if (!connues.transport) fieldErrors.typTransp = MSG_REFERENCE_INCONNUE;
  if (!connues.metal) fieldErrors.typeMetal = MSG_REFERENCE_INCONNUE;
  if (Object.keys(fieldErrors).length > 0) {
    refus({ code: "REFERENCE_INCONNUE", message: MSG_REFERENCE_INCONNUE }, fieldErrors);
  }
}

/** PUT /api/of/:n/edition: the edit panel's fields, on a row locked and refused at 600. */
export async function enregistrerEdition(ctx: AppContext, idUser: number, n: number, input: EditionOfData) {
  await withTx(ctx.db, idUser, async (tx) => {
    await lockOfForChange(tx, n);
    await verifierReferences(tx, input);
    await tx
      .update(of)
      .set({
        dateLivr: input.dateLivr,
        dateLImp: flag(input.dateLImp),
        idStade: input.idStade,
        typTransp: input.typTransp,
        typeMetal: input.typeMetal,
        dim: input.dim,
        refClt: input.refClt,
        notes: input.notes,
      })
      .where(eq(of.numSachet, n));
  });
  return lireOf(ctx.db, n);
}

/** DELETE /api/of/:n: only a created OF nothing uses yet; the audit trigger keeps the deleted row. */
export async function supprimerOf(ctx: AppContext, idUser: number, n: number) {
  await withTx(ctx.db, idUser, async (tx) => {
    const row = await lockOfForChange(tx, n);
    const r = refusSuppressionOf(row.statut, await q.liensOf(tx, n));
    if (r) refus(r);
    await tx.delete(of).where(eq(of.numSachet, n));
  });
}
