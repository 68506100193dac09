import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import type { Db } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import * as q from "./registre.queries.ts";
import { ajouterAuFichier, cheminSceaux } from "./sceaux-fichier.ts";

/**
 * The seals of the police register: a range of one day's entries is sealed with SHA-256(previous seal +
 * the entries, one canonical line each), on demand during the day and for the rest when the day is over.
 * Changing, removing or inserting a sealed entry, or a seal, breaks the chain from there on; every seal
 * is also appended to the seals' file outside the database (sceaux-fichier.ts).
 */

/**
 * One entry as the seal reads it: every field, in a fixed order, as the database writes it as text. The
 * fields added by migration 0021 (fine weight, the piece's OF, the entry an exit points to) follow only
 * when one is set, so that the entries sealed before them keep their seal.
 */
export function ligneCanonique(e: q.EntreeRegistre): string {
  const ajouts = [e.poidsFin, e.pieceOf, e.entree];
  return [
    e.num,
    e.jour,
    e.dateMouvement,
    e.sens,
    e.nature,
    e.description,
    e.partie,
    e.pieces,
    e.poids,
    e.unite,
    e.titre,
    e.prix,
    e.dateSortie,
    e.source,
    e.sourceId,
    e.corrige,
    e.motif,
    ...(ajouts.every((v) => v === null || v === undefined) ? [] : ajouts),
  ]
    .map((v) => JSON.stringify(v ?? null))
    .join("|");
}

export function empreinte(precedente: string | null, entrees: q.EntreeRegistre[]): string {
  const h = createHash("sha256");
  h.update(precedente ?? "");
  for (const e of entrees) h.update(`\n${ligneCanonique(e)}`);
  return h.digest("hex");
}

/** The entries not sealed yet, cut by day: each finished day closed, today's (if asked) sealed so far. */
function sceauxDe(entrees: q.EntreeRegistre[], precedente: string | null, aujourdhui: string): q.Sceau[] {
  const parJour = new Map<string, q.EntreeRegistre[]>();
  for (const e of entrees) parJour.set(e.jour, [...(parJour.get(e.jour) ?? []), e]);
  const faits: q.Sceau[] = [];
  for (const [jour, es] of parJour) {
    const s: q.Sceau = {
      jour,
      premier: es[0]?.num ?? 0,
      dernier: es.at(-1)?.num ?? 0,
      nombre: es.length,
      empreinte: empreinte(precedente, es),
      precedente,
      cloture: jour < aujourdhui,
    };
    faits.push(s);
    precedente = s.empreinte;
  }
  return faits;
}

/**
 * Seals the entries no seal covers yet: the finished days (closing them), and with `maintenant` today's
 * entries so far (on demand). Under the writers' lock, in number order; each seal is appended to the
 * file (synced) before the transaction commits. Returns the seals written.
 */
export async function sceller(db: Db, dataDir: string, maintenant = false): Promise<q.Sceau[]> {
  return withTx(db, null, async (tx) => {
    await q.verrouRegistre(tx);
    const dernier = await q.dernierSceau(tx);
    const entrees = await q.entreesNonScellees(tx, dernier?.dernier ?? 0, maintenant);
    const aujourdhui = await q.aujourdhui(tx);
    const faits = sceauxDe(entrees, dernier?.empreinte ?? null, aujourdhui);
    for (const s of faits) await q.insererSceau(tx, s);
    // A register sealed before the file was kept (an upgrade): the file starts with the seals it had.
    if (!existsSync(cheminSceaux(dataDir)) && dernier) await ajouterAuFichier(dataDir, await q.sceaux(tx));
    else await ajouterAuFichier(dataDir, faits);
    return faits;
  });
}

/** The finished days not closed yet (at start, every hour, before an extract or a verification). */
export async function scellerJoursPasses(db: Db, dataDir: string): Promise<string[]> {
  return (await sceller(db, dataDir)).map((s) => s.jour);
}
