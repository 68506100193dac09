import { createHash } from "node:crypto";
import {
  formatDate,
  msgBornesFausses,
  msgChaineRompue,
  msgJourNonScelle,
  msgRuptureNumero,
  msgSceauFaux,
  type RuptureRegistre,
  type VerificationRegistre,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { withTx } from "../db/tx.ts";
import * as q from "./registre.queries.ts";

/**
 * The seals of the police register: each day's page (the entries written that day) is sealed once the
 * day is over, with SHA-256(previous seal + the day's entries, one canonical line each). Changing,
 * removing or inserting an entry of a sealed day, or a seal, breaks the chain from that day on.
 */

/** One entry as the seal reads it: every field, in a fixed order, as the database writes it as text. */
export function ligneCanonique(e: q.EntreeRegistre): string {
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
  ]
    .map((v) => JSON.stringify(v ?? null))
    .join("|");
}

export function empreinteJour(precedente: string | null, entrees: q.EntreeRegistre[]): string {
  const h = createHash("sha256");
  h.update(precedente ?? "");
  for (const e of entrees) h.update(`\n${ligneCanonique(e)}`);
  return h.digest("hex");
}

/** Seals every finished day not sealed yet, in order, each chained to the one before. Returns the days. */
export async function scellerJoursPasses(db: Db): Promise<string[]> {
  return withTx(db, null, async (tx) => {
    await q.verrouRegistre(tx);
    const dernier = await q.dernierSceau(tx);
    let precedente = dernier?.empreinte ?? null;
    const jours = await q.joursASceller(tx, dernier?.jour ?? null);
    for (const jour of jours) {
      const entrees = await q.entreesDuJour(tx, jour);
      const empreinte = empreinteJour(precedente, entrees);
      await q.insererSceau(tx, {
        jour,
        premier: entrees[0]?.num ?? 0,
        dernier: entrees.at(-1)?.num ?? 0,
        nombre: entrees.length,
        empreinte,
        precedente,
      });
      precedente = empreinte;
    }
    return jours;
  });
}

const TAILLE_LOT = 5000;

/**
 * Reads the whole register in number order and says where it breaks: a gap or a repeat in the numbers,
 * a sealed day whose entries no longer give its seal, a seal not chained to the previous one.
 */
export async function verifierRegistre(db: Db): Promise<VerificationRegistre> {
  const ruptures: RuptureRegistre[] = [];
  const tousSceaux = await q.sceaux(db);
  const sceauDu = new Map(tousSceaux.map((s) => [s.jour, s]));
  let precedente: string | null = null;
  for (const s of tousSceaux) {
    if (s.precedente !== precedente)
      ruptures.push({ jour: s.jour, num: null, message: msgChaineRompue(formatDate(s.jour)) });
    precedente = s.empreinte;
  }

  const parJour = new Map<string, q.EntreeRegistre[]>();
  let attendu = 1;
  let entrees = 0;
  for (let lot = await q.entreesApres(db, 0, TAILLE_LOT); lot.length > 0; ) {
    for (const e of lot) {
      if (e.num !== attendu) {
        ruptures.push({ jour: e.jour, num: e.num, message: msgRuptureNumero(attendu, e.num) });
      }
      attendu = e.num + 1;
      entrees++;
      const jour = parJour.get(e.jour);
      if (jour) jour.push(e);
      else parJour.set(e.jour, [e]);
    }
    const dernier = lot.at(-1)?.num ?? 0;
    lot = lot.length < TAILLE_LOT ? [] : await q.entreesApres(db, dernier, TAILLE_LOT);
  }

  for (const s of tousSceaux) {
    const du = parJour.get(s.jour) ?? [];
    if (empreinteJour(s.precedente, du) !== s.empreinte) {
      ruptures.push({ jour: s.jour, num: null, message: msgSceauFaux(formatDate(s.jour)) });
    } else if (
      du.length !== s.nombre ||
      (du[0]?.num ?? 0) !== s.premier ||
      (du.at(-1)?.num ?? 0) !== s.dernier
    ) {
      ruptures.push({ jour: s.jour, num: null, message: msgBornesFausses(formatDate(s.jour)) });
    }
  }
  const dernierScelle = tousSceaux.at(-1)?.jour ?? "";
  for (const jour of parJour.keys()) {
    if (jour < dernierScelle && !sceauDu.has(jour)) {
      ruptures.push({ jour, num: null, message: msgJourNonScelle(formatDate(jour)) });
    }
  }
  ruptures.sort(
    (a, b) =>
      (a.jour ?? "").localeCompare(b.jour ?? "") ||
      (a.num ?? Number.MAX_SAFE_INTEGER) - (b.num ?? Number.MAX_SAFE_INTEGER),
  );
  return { ok: ruptures.length === 0, entrees, joursScelles: sceauDu.size, ruptures };
}
