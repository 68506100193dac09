import { mkdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The data folder is checked before anything opens it: created if need be, written (a small probe
 * file), and its disk not full. What the system says (EROFS, EACCES, ENOSPC...) is told in French,
 * with the folder and what to do, instead of a Node stack trace.
 */

/** Less free space than this: the embedded database cannot start (nor write safely). */
export const ESPACE_MIN_OCTETS = 64 * 1024 * 1024;

export class DossierDonneesError extends Error {
  override name = "DossierDonneesError";
}

/** The French explanation of a file system error on `dossier` (null for another kind of error). */
export function messageDossier(
  code: string | undefined,
  dossier: string,
  variable = "DATA_DIR",
): string | null {
  switch (code) {
    case "EROFS":
      return (
        `Le dossier de données ${dossier} est sur un disque en lecture seule : Écrin doit pouvoir y écrire. ` +
        `Remontez ce disque en écriture, ou choisissez un autre dossier avec ${variable}.`
      );
    case "EACCES":
    case "EPERM":
      return (
        `Le dossier de données ${dossier} n'est pas accessible en écriture à l'utilisateur qui lance Écrin. ` +
        `Donnez-lui ce droit (chown ou chmod), ou choisissez un autre dossier avec ${variable}.`
      );
    case "ENOSPC":
    case "EDQUOT":
      return `Le disque du dossier de données ${dossier} est plein : libérez de la place, puis relancez Écrin.`;
    case "ENOTDIR":
    case "EEXIST":
      return `${dossier} n'est pas un dossier : indiquez un dossier avec ${variable}.`;
    default:
      return null;
  }
}

/** Throws a DossierDonneesError in French when the folder cannot hold Écrin's data. */
export function verifierDossierDonnees(dossier: string, variable = "DATA_DIR"): void {
  const sonde = join(dossier, `.ecrin-sonde-${process.pid}`);
  try {
    mkdirSync(dossier, { recursive: true });
    writeFileSync(sonde, "ok");
    rmSync(sonde, { force: true });
  } catch (e) {
    try {
      rmSync(sonde, { force: true });
    } catch {
      // Nothing was written there.
    }
    const message = messageDossier((e as NodeJS.ErrnoException).code, dossier, variable);
    if (message) throw new DossierDonneesError(message);
    throw e;
  }
  const fs = statfsSync(dossier);
  const libre = Number(fs.bavail) * Number(fs.bsize);
  if (libre < ESPACE_MIN_OCTETS) {
    throw new DossierDonneesError(
      `Le disque du dossier de données ${dossier} est presque plein (${Math.floor(libre / 1024 / 1024)} Mio libres, ` +
        `${ESPACE_MIN_OCTETS / 1024 / 1024} au moins) : libérez de la place, puis relancez Écrin.`,
    );
  }
}
