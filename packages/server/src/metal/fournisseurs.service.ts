import {
  adresseComplete,
  type FournisseurAdresse,
  type FournisseurFiche,
  MSG_FOURNISSEUR_INTROUVABLE,
} from "@ecrin/domain";
import type { Db } from "../db/connection.ts";
import { type Executor, withTx } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import * as q from "./fournisseurs.queries.ts";

/** The screen Fournisseurs: every supplier, whether the register can name it. */
export async function listeFournisseurs(db: Executor): Promise<FournisseurFiche[]> {
  return (await q.fournisseurs(db)).map((f) => ({
    id: f.id,
    raisonSoc: f.raisonSoc,
    actif: f.actif === 1,
    adresse: f.adresse ?? "",
    cp: f.cp ?? "",
    ville: f.ville ?? "",
    pays: f.pays ?? "",
    adresseComplete: adresseComplete(f),
    affineur: f.affineur,
  }));
}

/** Saves a supplier's name and address (audited by the table's trigger). */
export async function enregistrerAdresse(
  db: Db,
  idUser: number | null,
  id: number,
  f: FournisseurAdresse,
): Promise<void> {
  await withTx(db, idUser, async (tx) => {
    if (!(await q.ecrireAdresse(tx, id, f)))
      refus({ code: "FOURNISSEUR_INTROUVABLE", message: MSG_FOURNISSEUR_INTROUVABLE });
  });
}
