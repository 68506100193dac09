import { randomUUID } from "node:crypto";
import {
  type DecisionAchat,
  type DecisionPassee,
  type DetailFactureFournisseur,
  type FactureRecue,
  type FacturesFournisseursQuery,
  type Rapprochement,
  REFUS_ACHAT_INTROUVABLE,
  refusDecision,
  type StatutAchat,
  type Syntaxe,
  type Violation,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { refus } from "../http/errors.ts";
import { type IdempotentAnswer, type IdempotentRequest, withIdempotency } from "../http/idempotence.ts";
import type { Page } from "../http/list.ts";
import * as q from "./achats.queries.ts";

export function listFactures(db: Executor, query: FacturesFournisseursQuery, page: Page) {
  return q.pageFactures(db, query, page);
}

/** A received invoice with what was read, the failed rules, the match and the decisions taken. */
export async function detail(db: Executor, id: number): Promise<DetailFactureFournisseur> {
  const f = await q.facture(db, id);
  if (!f) refus(REFUS_ACHAT_INTROUVABLE);
  const { typeFichier, idFour: _, violations, facture, match, syntaxe, ...ligne } = f;
  return {
    ...ligne,
    syntaxe: syntaxe as Syntaxe | null,
    pdf: typeFichier === "pdf",
    violations: violations as Violation[],
    facture: facture as FactureRecue | null,
    match: match as Rapprochement | null,
    decisions: (await q.decisions(db, id)) as DecisionPassee[],
  };
}

/** The original file, byte for byte as received. */
export async function fichierOriginal(db: Executor, id: number) {
  const f = await q.fichier(db, id);
  if (!f) refus(REFUS_ACHAT_INTROUVABLE);
  const type =
    f.typeFichier === "pdf"
      ? "application/pdf"
      : f.typeFichier === "xml"
        ? "application/xml"
        : "application/octet-stream";
  return { nom: f.nomFichier, type, octets: Buffer.from(f.fichier, "base64") };
}

/**
 * Approuver / Approuver partiellement / Contester / Refuser, once per Idempotency-Key, in ONE
 * transaction: the invoice locked, the domain's rule, the decision recorded with its CDAR flow queued
 * (sent back to the supplier's platform after commit by the worker).
 */
export function decider(
  ctx: AppContext,
  request: IdempotentRequest,
  id: number,
  d: DecisionAchat,
): Promise<IdempotentAnswer<DetailFactureFournisseur>> {
  return withIdempotency(
    ctx.db,
    request,
    { id, ...d },
    async (tx) => {
      const f = await q.facture(tx, id, true);
      if (!f) refus(REFUS_ACHAT_INTROUVABLE);
      const r = refusDecision(f.statut as StatutAchat, f.valide, d);
      if (r) refus(r);
      await q.insertDecision(
        tx,
        {
          idFacture: id,
          statut: d.decision,
          motif: d.motif,
          commentaire: d.commentaire,
          idUser: request.idUser,
        },
        randomUUID(),
      );
      return detail(tx, id);
    },
    200,
  );
}
