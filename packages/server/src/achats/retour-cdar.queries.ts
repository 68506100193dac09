import { and, eq, isNull, sql } from "drizzle-orm";
import { factureFournisseurCdar } from "../db/schema/index.ts";
import type { Executor } from "../db/tx.ts";

/** The decisions whose CDAR flow the platform has not acknowledged yet, oldest first. */
export async function decisionsAEnvoyer(db: Executor): Promise<number[]> {
  const r = await db
    .select({ id: factureFournisseurCdar.idDecision })
    .from(factureFournisseurCdar)
    .where(isNull(factureFournisseurCdar.flowId))
    .orderBy(factureFournisseurCdar.idDecision)
    .limit(100);
  return r.map((x) => x.id);
}

export interface DecisionAEnvoyer {
  trackingId: string;
  tentatives: number;
  statut: string;
  motif: string | null;
  commentaire: string;
  le: string;
  facture: unknown;
}

/** A decision still to send; undefined when it was sent meanwhile. */
export async function decisionAEnvoyer(db: Executor, id: number): Promise<DecisionAEnvoyer | undefined> {
  const r = await db.execute<DecisionAEnvoyer & Record<string, unknown>>(sql`
    select c.tracking_id as "trackingId", c.tentatives, d.statut, d.motif, d.commentaire,
           to_char(d.le at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as le, f.facture
    from facture_fournisseur_cdar c
    join facture_fournisseur_decision d on d.id = c.id_decision
    join facture_fournisseur f on f.id = d.id_facture
    where c.id_decision = ${id} and c.flow_id is null`);
  return r.rows[0];
}

export async function noterTentative(db: Executor, id: number, erreur: string | null): Promise<void> {
  await db
    .update(factureFournisseurCdar)
    .set({ tentatives: sql`${factureFournisseurCdar.tentatives} + 1`, derniereErreur: erreur })
    .where(eq(factureFournisseurCdar.idDecision, id));
}

export async function marquerEnvoyee(db: Executor, id: number, flowId: string): Promise<void> {
  await db
    .update(factureFournisseurCdar)
    .set({ flowId, envoyeLe: sql`now()` })
    .where(and(eq(factureFournisseurCdar.idDecision, id), isNull(factureFournisseurCdar.flowId)));
}
