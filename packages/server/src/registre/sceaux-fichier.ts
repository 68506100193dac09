import { mkdir, open, readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Sceau } from "./registre.queries.ts";

/**
 * The seals' file outside the database: DATA_DIR/registre/sceaux.jsonl, one JSON line per seal, only
 * ever appended (and synced to disk before the seal's transaction commits). Backups carry the folder
 * (db/backup-archive.ts REGISTRE_MEMBER). Someone who rewrites the database cannot rewrite what this
 * file already holds without access to the server's disk: the verification compares both.
 */
export const FICHIER_SCEAUX = "sceaux.jsonl";

export const cheminSceaux = (dataDir: string) => join(dataDir, "registre", FICHIER_SCEAUX);

export async function ajouterAuFichier(dataDir: string, sceaux: Sceau[]): Promise<void> {
  if (sceaux.length === 0) return;
  await mkdir(join(dataDir, "registre"), { recursive: true });
  const f = await open(cheminSceaux(dataDir), "a", 0o640);
  try {
    await f.appendFile(sceaux.map((s) => `${JSON.stringify(s)}\n`).join(""));
    await f.sync();
  } finally {
    await f.close();
  }
}

export type LigneFichier = { ligne: number; sceau: Sceau } | { ligne: number; illisible: true };

function lireSceau(texte: string): Sceau | null {
  try {
    const s = JSON.parse(texte) as Record<string, unknown>;
    const entier = (v: unknown) => typeof v === "number" && Number.isInteger(v);
    if (
      typeof s.jour !== "string" ||
      !entier(s.premier) ||
      !entier(s.dernier) ||
      !entier(s.nombre) ||
      typeof s.empreinte !== "string" ||
      !(s.precedente === null || typeof s.precedente === "string") ||
      typeof s.cloture !== "boolean"
    )
      return null;
    return s as unknown as Sceau;
  } catch {
    return null;
  }
}

/**
 * The file's seals in order, each line once (a seal written twice, when its transaction failed after
 * the write and was run again, is the same line); a missing file holds none.
 */
export async function lireFichier(dataDir: string): Promise<LigneFichier[]> {
  let texte: string;
  try {
    texte = await readFile(cheminSceaux(dataDir), "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw e;
  }
  const vues = new Set<string>();
  const lignes: LigneFichier[] = [];
  texte.split("\n").forEach((t, i) => {
    if (t.trim() === "" || vues.has(t)) return;
    vues.add(t);
    const sceau = lireSceau(t);
    lignes.push(sceau ? { ligne: i + 1, sceau } : { ligne: i + 1, illisible: true });
  });
  return lignes;
}
