import {
  type ExportComptaQuery,
  MSG_TROP_D_ECRITURES_QUADRA,
  nomFichierFec,
  nomFichierQuadra,
  numerotableQuadra,
  ordonnerEcritures,
  type Settings,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import { type PoolDocuments, poolDocuments } from "../pdf/index.ts";
import { JOURNAUX_EXPORT } from "./journaux.ts";

export interface FichierExport {
  nom: string;
  contenu: string;
}

/** The entries of every journal of the period, in the exports' one order. */
async function ecrituresPeriode(db: Executor, settings: Settings, periode: ExportComptaQuery) {
  const parJournal = [];
  for (const j of JOURNAUX_EXPORT) parJournal.push(await j.ecritures(db, settings, periode));
  return ordonnerEcritures(parJournal);
}

/**
 * The Quadra ASCII file of the period's entries, every journal (each record carries its journal code).
 * The entries are read here; the file is written in the documents' pool (issue 29.3), within its budget.
 */
export async function exportQuadra(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
  pool: PoolDocuments = poolDocuments(),
): Promise<FichierExport> {
  const ecritures = await ecrituresPeriode(db, settings, periode);
  if (!numerotableQuadra(ecritures))
    refus({ code: "TROP_D_ECRITURES_QUADRA", message: MSG_TROP_D_ECRITURES_QUADRA });
  return {
    nom: nomFichierQuadra(settings.journalVentes, periode.debut, periode.fin),
    contenu: await pool.quadra(ecritures),
  };
}

/** The FEC of the period's entries, every journal Écrin is the source of; written in the documents' pool. */
export async function exportFec(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
  pool: PoolDocuments = poolDocuments(),
): Promise<FichierExport> {
  const ecritures = await ecrituresPeriode(db, settings, periode);
  const nom = nomFichierFec(settings.vendeurSiren, periode.fin);
  return { nom, contenu: await pool.fec(ecritures) };
}
