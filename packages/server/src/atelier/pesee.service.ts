import {
  MSG_JOAILLIER_INTROUVABLE,
  msgPeseeEffectuee,
  type PeseeDemande,
  type PeseeEffectuee,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import * as q from "./pesee.queries.ts";
import { etatsJoailliers } from "./vue.queries.ts";
import { refusPeseeDe } from "./vue.service.ts";

/**
 * 'Faire Pesée' (spec 02 section 4.6): with the jeweller locked, refused while he has OFs in progress
 * or both balances are 0; else one pesee row records the totals of the rows it closes, and those rows
 * (returned OF lines and gold box rows not yet weighed) take its number. One transaction.
 */
export function fairePesee(ctx: AppContext, idUser: number, input: PeseeDemande): Promise<PeseeEffectuee> {
  return withTx(ctx.db, idUser, async (tx) => {
    const j = await q.lockJoaillier(tx, input.idOuvr);
    if (!j) refus({ code: "JOAILLIER_INTROUVABLE", message: MSG_JOAILLIER_INTROUVABLE });
    // Read after the lock: a weighing that just committed has already brought the balances to 0.
    const [etat] = await etatsJoailliers(tx, { id: j.id });
    if (!etat) refus({ code: "JOAILLIER_INTROUVABLE", message: MSG_JOAILLIER_INTROUVABLE });
    const r = refusPeseeDe(etat);
    if (r) refus(r);
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
