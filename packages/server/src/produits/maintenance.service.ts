import { createHash } from "node:crypto";
import {
  type MaintenanceApplication,
  type MaintenanceCentreVide,
  type MaintenanceDemande,
  type MaintenanceResultat,
  MSG_CENTRE_VIDE_INTROUVABLE,
  MSG_MAINTENANCE_PERIMEE,
  MSG_MODELE_HORS_CENTRE_VIDE,
  planMaintenance,
  textePlan,
} from "@ecrin/domain";
import { type Executor, withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus, refusChamp } from "../http/errors.ts";
import * as q from "./maintenance.queries.ts";

/** The centre vide, its centres with their line counts, and the model proposed by default. */
export async function etatCentreVide(ctx: AppContext, idCv: number): Promise<MaintenanceCentreVide> {
  const ref = await q.findCvRef(ctx.db, idCv);
  if (ref === undefined) refus({ code: "CENTRE_VIDE_INTROUVABLE", message: MSG_CENTRE_VIDE_INTROUVABLE });
  const centres = await q.centresDuCv(ctx.db, idCv);
  const lignes = await q.lignesDesCentres(
    ctx.db,
    centres.map((c) => c.idCentre),
  );
  const modele = centres.find((c) => c.ref.trim().toLowerCase() === ref.trim().toLowerCase());
  return {
    idCv,
    ref,
    idCentreModeleParDefaut: modele?.idCentre ?? null,
    centres: q.cibles(centres, lignes).map((c) => ({
      idCentre: c.idCentre,
      ref: c.ref,
      description: c.description,
      lignesCentre: c.lignes.filter((l) => l.centre).length,
      lignesCv: c.lignes.filter((l) => !l.centre).length,
      protege: c.idCentre === ctx.settings.produitStock,
    })),
  };
}

/** The plan of an operation as the database stands (locked when about to apply). */
async function plan(ctx: AppContext, db: Executor, d: MaintenanceDemande, verrou: boolean) {
  if ((await q.findCvRef(db, d.idCv)) === undefined)
    refus({ code: "CENTRE_VIDE_INTROUVABLE", message: MSG_CENTRE_VIDE_INTROUVABLE });
  const centres = await q.centresDuCv(db, d.idCv, verrou);
  if (!centres.some((c) => c.idCentre === d.idCentreModele)) {
    refusChamp({ code: "MODELE_HORS_CENTRE_VIDE", message: MSG_MODELE_HORS_CENTRE_VIDE }, "idCentreModele");
  }
  const lignes = await q.lignesDesCentres(
    db,
    centres.map((c) => c.idCentre),
    verrou,
  );
  const tous = q.cibles(centres, lignes);
  const modele = tous.find((c) => c.idCentre === d.idCentreModele)?.lignes ?? [];
  // The stock product of the settings is a placeholder: its stones are never rewritten.
  const autres = tous.filter(
    (c) => c.idCentre !== d.idCentreModele && c.idCentre !== ctx.settings.produitStock,
  );
  const p = planMaintenance(d.portee, modele, autres);
  return { ...p, signature: createHash("sha256").update(textePlan(p)).digest("hex") };
}

/** What the operation would change, without changing anything. */
export async function apercu(ctx: AppContext, d: MaintenanceDemande): Promise<MaintenanceResultat> {
  return { ...(await plan(ctx, ctx.db, d, false)), appliquee: false };
}

/**
 * Applies the previewed operation in ONE transaction: refused when the catalogue changed since the
 * preview (another signature), so what is applied is exactly what the maintainer confirmed.
 */
export function appliquer(ctx: AppContext, idUser: number, a: MaintenanceApplication) {
  return withTx(ctx.db, idUser, async (tx): Promise<MaintenanceResultat> => {
    const p = await plan(ctx, tx, a, true);
    if (p.signature !== a.signature) refus({ code: "MAINTENANCE_PERIMEE", message: MSG_MAINTENANCE_PERIMEE });
    let supprimees = 0;
    let ajoutees = 0;
    for (const c of p.changements) {
      supprimees += await q.deleteLignes(tx, c.supprimees);
      ajoutees += await q.insertLignes(tx, c.idCentre, c.ajoutees);
    }
    if (supprimees !== p.totaux.supprimees || ajoutees !== p.totaux.ajoutees) {
      // Cannot happen under the locks; if it did, the transaction is rolled back.
      throw new Error(
        `maintenance: ${supprimees}/${ajoutees} lignes au lieu de ${p.totaux.supprimees}/${p.totaux.ajoutees}`,
      );
    }
    return { ...p, appliquee: true };
  });
}
