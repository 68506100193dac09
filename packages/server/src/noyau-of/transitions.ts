import { type CommandeStatut, REFUS_OF_NON_TROUVE, refusTransition, STATUT_INITIAL } from "@ecrin/domain";
import { asc, eq, inArray } from "drizzle-orm";
import { of } from "../db/schema/index.ts";
import type { Tx } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import type { OfRow } from "./verrou.ts";

/**
 * THE only writer of an OF's status. A status moves by a command of the domain's transition table
 * (TRANSITIONS): the OF is locked FOR UPDATE, an invoiced OF (600) is refused unless the command may
 * move it (the reinstatement), a move the table does not allow is refused, then the status is written
 * with the command's other fields of the OF in the same UPDATE. The caller's transaction (withTx) tells
 * the audit trigger who moved it: one audit row per OF, before and after.
 */

/** The OF's other columns a command writes together with its status. */
export type ChampsOf = Partial<Omit<typeof of.$inferInsert, "numSachet" | "statut">>;

/** Creates an OF at the initial status (50, Créé); its number comes from the table's sequence. */
export async function creerOf(tx: Tx, values: Omit<typeof of.$inferInsert, "numSachet" | "statut">) {
  const [row] = await tx
    .insert(of)
    .values({ ...values, statut: STATUT_INITIAL })
    .returning({ numSachet: of.numSachet });
  if (!row) throw new Error("insert of returned nothing");
  return row.numSachet;
}

/** Moves one OF to `cible` by `commande`; returns its row as it was before the move. */
export async function changerStatut(
  tx: Tx,
  numSachet: number,
  cible: number,
  commande: CommandeStatut,
  champs: ChampsOf = {},
): Promise<OfRow> {
  const [avant] = await changerStatuts(tx, [numSachet], cible, commande, champs);
  return avant!;
}

/**
 * Moves several OFs (e.g. the OFs of one invoicing) to `cible` by `commande`: all locked in ascending
 * number order in one statement, all checked before any is written, so one refusal writes none.
 * `champs` is the same for every OF, or given per OF. Returns the rows before the move, by number.
 */
export async function changerStatuts(
  tx: Tx,
  numSachets: readonly number[],
  cible: number,
  commande: CommandeStatut,
  champs: ChampsOf | ((numSachet: number) => ChampsOf) = {},
): Promise<OfRow[]> {
  const nums = [...new Set(numSachets)].sort((a, b) => a - b);
  if (nums.length === 0) return [];
  const rows = await tx
    .select()
    .from(of)
    .where(inArray(of.numSachet, nums))
    .orderBy(asc(of.numSachet))
    .for("update");
  if (rows.length !== nums.length) refus(REFUS_OF_NON_TROUVE);
  for (const row of rows) {
    const r = refusTransition(commande, row, cible);
    if (r) refus(r);
  }
  if (typeof champs !== "function") {
    await tx
      .update(of)
      .set({ ...champs, statut: cible })
      .where(inArray(of.numSachet, nums));
    return rows;
  }
  for (const n of nums) {
    await tx
      .update(of)
      .set({ ...champs(n), statut: cible })
      .where(eq(of.numSachet, n));
  }
  return rows;
}
