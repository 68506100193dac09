import {
  type DateLivraisonInput,
  type PlanningImpressionQuery,
  type PlanningQuery,
  type PlanningSemaine,
  toIsoDate,
} from "@ecrin/domain";
import { withTx } from "../db/tx.ts";
import type { AppContext } from "../http/context.ts";
import { lockOfForChange } from "../noyau-of/index.ts";
import { planningPeriode, planningSemaine, updateDateLivr } from "./planning.queries.ts";
import { renderPlanningPdf } from "./planning-pdf.ts";

/** Spec 03 section 2.13: the OFs of a planning week (and its sixth column), filtered. */
export async function planningDeLaSemaine(
  ctx: AppContext,
  q: PlanningQuery,
  todayIso: string = toIsoDate(new Date()),
): Promise<PlanningSemaine> {
  const { semaine, ...filtre } = q;
  return { lundi: semaine, ...(await planningSemaine(ctx.db, semaine, todayIso, filtre)) };
}

/**
 * A planning move: the OF's new delivery day, written under the OF's lock (an invoiced OF is refused
 * with 409; the weekend was refused by the schema). The audit trigger records the change.
 */
export async function deplacerOf(
  ctx: AppContext,
  idUser: number,
  numSachet: number,
  input: DateLivraisonInput,
): Promise<{ numSachet: number; dateLivr: string }> {
  return withTx(ctx.db, idUser, async (tx) => {
    await lockOfForChange(tx, numSachet);
    await updateDateLivr(tx, numSachet, input.dateLivr);
    return { numSachet, dateLivr: input.dateLivr };
  });
}

/** The planning print of a period (a day, or the next five working days). */
export async function imprimerPlanning(ctx: AppContext, q: PlanningImpressionQuery): Promise<Buffer> {
  const { debut, fin, ...filtre } = q;
  return renderPlanningPdf({
    debut,
    fin,
    ofs: await planningPeriode(ctx.db, debut, fin, filtre),
    vendeur: ctx.settings.vendeurRaisonSociale,
  });
}
