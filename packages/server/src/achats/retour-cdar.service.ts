import { createHash } from "node:crypto";
import {
  type CodeStatut,
  cdarXml,
  type FactureRecue,
  type Flow,
  type FlowInfo,
  type FullFlowInfo,
  type SearchFlowFilters,
  type Settings,
  STATUTS_ACHAT,
  type StatutAchat,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import * as q from "./retour-cdar.queries.ts";

/** The part of the platform client that sends a status back (the `plateforme` area's client fits it). */
export interface DeposeurFlux {
  deposerFlux(flowInfo: FlowInfo, fichier: Buffer, type: string): Promise<FullFlowInfo>;
  rechercherFlux(where: SearchFlowFilters, limit?: number): Promise<Flow[]>;
}

/** The CDAR lifecycle message of a decision: Écrin (buyer) to the supplier (seller), about its invoice. */
export function cdarDecision(settings: Settings, d: q.DecisionAEnvoyer): string {
  const f = d.facture as FactureRecue | null;
  return cdarXml({
    id: d.trackingId,
    emisLe: d.le,
    emetteur: { siren: settings.vendeurSiren, nom: settings.vendeurRaisonSociale, role: "BY" },
    destinataire: { siren: f?.vendeur.siren ?? "", nom: f?.vendeur.nom ?? "", role: "SE" },
    facture: { numero: f?.numero ?? "", type: f?.typeCode ?? "380", date: f?.date ?? d.le.slice(0, 10) },
    statut: STATUTS_ACHAT[d.statut as StatutAchat].code as CodeStatut,
    motif: d.motif,
    commentaire: d.commentaire === "" ? null : d.commentaire,
  });
}

/**
 * Sends each decision not yet acknowledged as a CDAR flow (trackingId = the decision's own UUID), after
 * the decision's commit. Before depositing, the platform is searched for that trackingId: a crash (even
 * SIGKILL) between a deposit and the write of its flowId leaves a flow the next run finds and keeps,
 * never deposits again. No transaction is held during a call to the platform (PGlite has one connection,
 * and the client logs each call in a transaction of its own); one round runs at a time (the periodic
 * task's guard). A failure is counted with its reason and retried on the next round.
 */
export async function envoyerDecisions(
  db: Db,
  settings: Settings,
  plateforme: DeposeurFlux,
): Promise<{ envoyees: number }> {
  let envoyees = 0;
  for (const id of await q.decisionsAEnvoyer(db)) {
    const d = await q.decisionAEnvoyer(db, id);
    if (!d) continue;
    try {
      const deja = await plateforme.rechercherFlux({ trackingId: d.trackingId }, 1);
      let flowId = deja[0]?.flowId;
      if (!flowId) {
        const xml = Buffer.from(cdarDecision(settings, d), "utf8");
        const r = await plateforme.deposerFlux(
          {
            trackingId: d.trackingId,
            name: `cdar-${d.trackingId}.xml`,
            flowSyntax: "CDAR",
            sha256: createHash("sha256").update(xml).digest("hex"),
          },
          xml,
          "application/xml",
        );
        flowId = r.flowId;
      }
      const acquis = flowId;
      await withTx(db, null, (tx) => q.marquerEnvoyee(tx, id, acquis));
      envoyees++;
    } catch (e) {
      await withTx(db, null, (tx) => q.noterTentative(tx, id, String(e).slice(0, 500)));
    }
  }
  return { envoyees };
}
