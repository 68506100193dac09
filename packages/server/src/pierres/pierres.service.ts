import {
  issueCreationPierre,
  type ModifierPrix,
  MSG_PIERRE_CREEE,
  MSG_PIERRE_EXISTANTE,
  MSG_PIERRE_INCONNUE,
  MSG_TARIF_AJOUTE,
  MSG_TARIF_PIERRE_INTROUVABLE,
  messageRevalorisation,
  type PierreCreation,
  type PierreCreee,
  type PierreInput,
  type Revalorisation,
} from "@ecrin/domain";
import { isUniqueViolation } from "../db/pg-errors.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { avecRevalorisation } from "../produits/index.ts";
import * as q from "./pierres.queries.ts";

/** A duplicate that slipped between the check and the insert is the same refusal. */
async function refuseDoublon<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e)) refus({ code: "PIERRE_EXISTANTE", message: MSG_PIERRE_EXISTANTE });
    throw e;
  }
}

/**
 * Ajouter (spec 02 section 5): a new stone with its first tariff; the same stone in the same quality
 * is refused ('Pierre deja existante'); the same stone in another quality gets just a tariff.
 */
export function createPierre(ctx: AppContext, idUser: number, input: PierreCreation): Promise<PierreCreee> {
  return refuseDoublon(() =>
    withTx(ctx.db, idUser, async (tx) => {
      const issue = issueCreationPierre(input, await q.pierresSemblables(tx, input.typePier, input.forme));
      const tarif = { idQual: input.idQual, idFour: input.idFour, euro: input.euro, dollar: input.dollar };
      switch (issue.kind) {
        case "existante":
          return refus({ code: "PIERRE_EXISTANTE", message: MSG_PIERRE_EXISTANTE });
        case "nouvelleQualite": {
          const idTarif = await q.insertTarif(tx, { idPier: issue.idPier, ...tarif });
          return { idPier: issue.idPier, idTarif, tarifAjoute: true, message: MSG_TARIF_AJOUTE };
        }
        case "nouvelle": {
          const idPier = await q.insertPierre(tx, input);
          const idTarif = await q.insertTarif(tx, { idPier, ...tarif });
          return { idPier, idTarif, tarifAjoute: false, message: MSG_PIERRE_CREEE };
        }
        default: {
          const exhaustive: never = issue;
          return exhaustive;
        }
      }
    }),
  );
}

export interface ResultatRevalorisation extends Revalorisation {
  pierresModifiees: number;
  message: string;
}

/** Modification Pierre: the stone's own fields; a new coefficient re-values the products using it. */
export function updatePierre(
  ctx: AppContext,
  idUser: number,
  idPier: number,
  input: PierreInput,
): Promise<ResultatRevalorisation> {
  return refuseDoublon(() =>
    withTx(ctx.db, idUser, async (tx) => {
      const r = await avecRevalorisation(tx, [idPier], async () => {
        if (!(await q.updatePierre(tx, idPier, input)))
          refus({ code: "PIERRE_INCONNUE", message: MSG_PIERRE_INCONNUE });
      });
      return { ...r, pierresModifiees: 1, message: messageRevalorisation(1, r.produitsRevalorises) };
    }),
  );
}

/**
 * Modifier Prix (Modification Tarif Pierre) on the selected tariffs: € and $ on the tariffs, the
 * coefficient on their stones; in one transaction with the revaluation of the products (spec 03
 * section 7).
 */
export function modifierPrix(
  ctx: AppContext,
  idUser: number,
  input: ModifierPrix,
): Promise<ResultatRevalorisation> {
  const ids = [...new Set(input.ids)];
  return withTx(ctx.db, idUser, async (tx) => {
    const trouves = await q.tarifsPourModification(tx, ids);
    if (trouves.length !== ids.length)
      refus({ code: "TARIF_PIERRE_INTROUVABLE", message: MSG_TARIF_PIERRE_INTROUVABLE });
    const idPiers = [...new Set(trouves.map((t) => t.idPier))];
    const r = await avecRevalorisation(tx, idPiers, async () => {
      await q.updateTarifs(tx, ids, input);
      if (input.coeff !== undefined) await q.updateCoeffPierres(tx, idPiers, input.coeff);
    });
    return {
      ...r,
      pierresModifiees: ids.length,
      message: messageRevalorisation(ids.length, r.produitsRevalorises),
    };
  });
}
