import { changementsAudit, type HistoriqueOf, MSG_OF_NON_TROUVE, OBJETS_AUDIT_OF } from "@ecrin/domain";
import { lignesOf } from "../atelier/index.ts";
import type { Executor } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import { pierresAlimenteesOf } from "../pierres/index.ts";
import * as q from "./historique.queries.ts";

/**
 * GET /api/of/:n/historique (issue 12 point 4): what happened to the OF, under the Trace OF form —
 * its workshop and setting lines, the stones fed to it, its invoices and its audit trail.
 */
export async function historiqueOf(db: Executor, n: number): Promise<HistoriqueOf> {
  if (!(await q.ofExiste(db, n))) refus({ code: "OF_NON_TROUVE", message: MSG_OF_NON_TROUVE });
  const [joaillier, serti, pierres, factures] = await Promise.all([
    lignesOf(db, "joaillier", n),
    lignesOf(db, "serti", n),
    pierresAlimenteesOf(db, n),
    q.facturesOf(db, n),
  ]);
  const audit = await q.auditOf(db, n, {
    ouvrier: joaillier.map((l) => l.id),
    serti: serti.map((l) => l.id),
    op_stock: pierres.map((p) => p.idOp),
  });
  const clients = audit.flatMap((a) => [a.before?.id_bijouterie, a.after?.id_bijouterie]);
  const libelles = await q.libellesHistorique(
    db,
    clients.filter((c) => c !== undefined && c !== null).map(Number),
  );
  return {
    lignes: [...joaillier, ...serti].sort(
      (a, b) => a.dateEnvoi.localeCompare(b.dateEnvoi) || a.genre.localeCompare(b.genre) || a.id - b.id,
    ),
    pierres,
    factures,
    audit: audit.map((a) => ({
      id: a.id,
      at: a.at,
      utilisateur: a.utilisateur,
      objet: OBJETS_AUDIT_OF[a.table],
      operation: a.operation,
      changements: changementsAudit(a.before, a.after, libelles),
    })),
  };
}
