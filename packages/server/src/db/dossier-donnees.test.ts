import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DossierDonneesError, messageDossier, verifierDossierDonnees } from "./dossier-donnees.ts";

const tmp = mkdtempSync(join(tmpdir(), "ecrin-dossier-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("messageDossier: the system's error on the data folder, in French", () => {
  it.each([
    [
      "EROFS",
      "Le dossier de données /srv/data est sur un disque en lecture seule : Écrin doit pouvoir y écrire. " +
        "Remontez ce disque en écriture, ou choisissez un autre dossier avec DATA_DIR.",
    ],
    [
      "EACCES",
      "Le dossier de données /srv/data n'est pas accessible en écriture à l'utilisateur qui lance Écrin. " +
        "Donnez-lui ce droit (chown ou chmod), ou choisissez un autre dossier avec DATA_DIR.",
    ],
    [
      "ENOSPC",
      "Le disque du dossier de données /srv/data est plein : libérez de la place, puis relancez Écrin.",
    ],
    ["ENOTDIR", "/srv/data n'est pas un dossier : indiquez un dossier avec DATA_DIR."],
    ["ECONNRESET", null],
  ])("%s", (code, attendu) => {
    expect(messageDossier(code, "/srv/data")).toBe(attendu);
  });
});

describe("verifierDossierDonnees", () => {
  it("creates and writes the folder, leaving nothing behind", () => {
    verifierDossierDonnees(join(tmp, "neuf"));
  });

  it("refuses a file given as the folder with a French message", () => {
    const fichier = join(tmp, "un-fichier");
    writeFileSync(fichier, "x");
    expect(() => verifierDossierDonnees(join(fichier, "data"))).toThrow(DossierDonneesError);
    expect(() => verifierDossierDonnees(join(fichier, "data"))).toThrow(
      `${join(fichier, "data")} n'est pas un dossier : indiquez un dossier avec DATA_DIR.`,
    );
  });
});
