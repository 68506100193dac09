import {
  COMMANDE_FINALISATION,
  type EcranFinalisation,
  etatFinalisationOf,
  MSG_OF_NON_TROUVE,
  msgOfFinalise,
  type OfAtelier,
  type OfFinalise,
  type ResultatFinalisation,
  STATUT,
  statutFinalise,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import type { Executor } from "../db/tx.ts";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { changerStatut, lockOfForChange } from "../noyau-of/index.ts";
import * as q from "./finalisation.queries.ts";
import { lignesOf } from "./lignes.queries.ts";

/** GET /api/atelier/of/:n: the OF, its jeweller and setting lines, and whether it can be finalised. */
export async function lireOfAtelier(db: Db, n: number): Promise<OfAtelier> {
  const entete = await q.findOfEntete(db, n);
  if (!entete) refus({ code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE });
  const [joaillier, serti] = await Promise.all([lignesOf(db, "joaillier", n), lignesOf(db, "serti", n)]);
  const etat = etatFinalisationOf({
    statut: entete.statut,
    joaillierNonRendues: joaillier.filter((l) => l.rendu === 0).length,
    sertiNonRendues: serti.filter((l) => l.rendu === 0).length,
  });
  return { of: entete, joaillier, serti, etat };
}

/**
 * POST /api/atelier/of/:n/finaliser: on the locked OF (an invoiced one refused), readiness is read
 * again inside the transaction, so a line sent meanwhile is seen; the status written depends on the
 * screen (500 for the workshop follow-up, 550 for Finaliser OF).
 */
export function finaliserOf(
  ctx: AppContext,
  idUser: number,
  n: number,
  ecran: EcranFinalisation,
): Promise<ResultatFinalisation> {
  return withTx(ctx.db, idUser, async (tx) => {
    const row = await lockOfForChange(tx, n);
    const etat = etatFinalisationOf({ statut: row.statut, ...(await q.lignesNonRendues(tx, n)) });
    if (!etat.pret) refus(etat);
    const statut = statutFinalise(ecran);
    if (row.statut !== statut) await changerStatut(tx, n, statut, COMMANDE_FINALISATION[ecran]);
    return { numSachet: n, statut, message: msgOfFinalise(n) };
  });
}

export function historiqueFinalises(db: Executor, limit: number): Promise<OfFinalise[]> {
  return q.historiqueFinalises(db, STATUT.finalise, limit);
}
