import {
  type AvoirCreation,
  type FactureCorrigee,
  MSG_AVOIR_CLIENT_INCONNU,
  MSG_AVOIR_TVA_NORMALE_INCONNUE,
  msgAvoirCree,
  msgAvoirFactureIntrouvable,
  msgFactureAutreClient,
  refusAvoir,
  refusFacturesCitees,
  tauxTvaAvoir,
} from "@ecrin/domain";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import * as q from "./avoir.queries.ts";
import { prochainNumero } from "./numerotation.ts";

export interface AvoirCree {
  idAvoir: number;
  message: string;
}

/**
 * Creer (spec 02 section 2.19), in ONE transaction: the next number of the credit-note series (its
 * lock also queues concurrent creations, so the invoice checks below see every earlier credit note),
 * the client, the corrected invoice and a global rebate's cited invoices (within what is left to credit
 * on them), then the row with its VAT
 * rate fixed now (the invoice's, else the normal rate) and the invoices it cites. A refusal rolls back and gives the number back. Once per Idempotency-Key: a repeated
 * submission answers the first credit note.
 */
export function createAvoir(
  ctx: AppContext,
  request: IdempotentRequest,
  input: AvoirCreation,
): Promise<IdempotentAnswer<AvoirCree>> {
  return withIdempotency(ctx.db, request, input, async (tx) => {
    const idAvoir = await prochainNumero(tx, "avoir");
    if (!(await q.clientExiste(tx, input.idClt)))
      refus({ code: "AVOIR_CLIENT_INCONNU", message: MSG_AVOIR_CLIENT_INCONNU });
    const facture = input.idFact === undefined ? null : await q.factureCorrigee(tx, input.idFact);
    const r = refusAvoir(input, facture);
    if (r) refus(r, { [r.code === "AVOIR_DEPASSE_FACTURE" ? "totHt" : "idFact"]: r.message });
    const citees = refusFacturesCitees(input, await q.facturesExistantes(tx, input.facturesRemise));
    if (citees)
      refus(citees, {
        [citees.code === "AVOIR_DEPASSE_FACTURE" ? "totHt" : "facturesRemise"]: citees.message,
      });
    const tauxTva = tauxTvaAvoir({
      facture: facture?.tauxTva ?? null,
      normal: facture ? null : await q.tauxTvaNormal(tx),
    });
    if (tauxTva === null)
      refus({ code: "AVOIR_TVA_NORMALE_INCONNUE", message: MSG_AVOIR_TVA_NORMALE_INCONNUE });
    await q.insertAvoir(tx, idAvoir, input, tauxTva);
    return { idAvoir, message: msgAvoirCree(idAvoir) };
  });
}

/**
 * The invoice a credit note would correct, as the Creer dialog shows it (date, total, already
 * credited); with the chosen client, another client's invoice is refused as the creation would.
 */
export async function findFactureCorrigee(
  ctx: AppContext,
  idFact: number,
  idClt: number | undefined,
): Promise<FactureCorrigee> {
  const f = await q.factureCorrigee(ctx.db, idFact);
  if (!f) refus({ code: "FACTURE_INTROUVABLE", message: msgAvoirFactureIntrouvable(idFact) });
  if (idClt !== undefined && f.idBijouterie !== idClt)
    refus({ code: "FACTURE_AUTRE_CLIENT", message: msgFactureAutreClient(idFact) });
  return f;
}
