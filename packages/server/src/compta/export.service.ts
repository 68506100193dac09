import {
  type ExportComptaQuery,
  MSG_TROP_D_ECRITURES_QUADRA,
  nomFichierFec,
  nomFichierQuadra,
  type Settings,
  type SourceJournal,
} from "@ecrin/domain";
import type { Executor } from "../db/tx.ts";
import { refus } from "../http/errors.ts";
import { type PoolDocuments, poolDocuments } from "../pdf/index.ts";
import { JOURNAUX_EXPORT } from "./journaux.ts";

export interface FichierExport {
  nom: string;
  contenu: string;
}

/** The rows of every journal of the period, in the journals' order, checked (the French refusals). */
async function sourcesPeriode(db: Executor, settings: Settings, periode: ExportComptaQuery) {
  const sources: SourceJournal[] = [];
  for (const j of JOURNAUX_EXPORT) sources.push(await j.source(db, settings, periode));
  return sources;
}

/**
 * The Quadra ASCII file of the period's entries, every journal (each record carries its journal code).
 * The rows are read here; the entries are built and the file written in the documents' pool (issues
 * 29.1 B, 29.3), within its budget. An entry numbered past the file's five digits refuses it (409).
 */
export async function exportQuadra(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
  pool: PoolDocuments = poolDocuments(),
): Promise<FichierExport> {
  const contenu = await pool.quadra(await sourcesPeriode(db, settings, periode));
  if (contenu === null) refus({ code: "TROP_D_ECRITURES_QUADRA", message: MSG_TROP_D_ECRITURES_QUADRA });
  return { nom: nomFichierQuadra(settings.journalVentes, periode.debut, periode.fin), contenu };
}

/** The FEC of the period's entries, every journal Écrin is the source of; built and written in the documents' pool. */
export async function exportFec(
  db: Executor,
  settings: Settings,
  periode: ExportComptaQuery,
  pool: PoolDocuments = poolDocuments(),
): Promise<FichierExport> {
  const sources = await sourcesPeriode(db, settings, periode);
  const nom = nomFichierFec(settings.vendeurSiren, periode.fin);
  return { nom, contenu: await pool.fec(sources) };
}
