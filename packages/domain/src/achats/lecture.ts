import { depuisCii, RACINE_CII } from "./cii.ts";
import { controlerFacture, type Violation } from "./controle.ts";
import type { FactureRecue } from "./facture-recue.ts";
import { msgSyntaxeInconnue } from "./messages.ts";
import { depuisUbl, RACINE_UBL } from "./ubl.ts";
import type { NoeudXml } from "./xml.ts";

/** A supplier's file above this size is kept but not read (issue 30 point 6: bounded). */
export const TAILLE_MAX_FICHIER_ACHAT = 10_000_000;

/** What reading a received file gives: the invoice when its XML could be mapped, and the failed rules. */
export interface Lecture {
  facture: FactureRecue | null;
  violations: Violation[];
}

/** The rule of a file that could not be read at all (size, XML, PDF, syntax). */
export const REGLE_LECTURE = "LECTURE";

export const lectureEchouee = (message: string): Lecture => ({
  facture: null,
  violations: [{ regle: REGLE_LECTURE, message }],
});

/** Maps a parsed XML tree by its root (CII or UBL) and checks it; `pdf` when it came out of a Factur-X PDF. */
export function lireArbre(racine: NoeudXml, pdf: boolean): Lecture {
  let facture: FactureRecue;
  if (racine.nom === RACINE_CII) facture = depuisCii(racine, pdf ? "Factur-X" : "CII");
  else if (racine.nom === RACINE_UBL) facture = depuisUbl(racine);
  else return lectureEchouee(msgSyntaxeInconnue(racine.nom));
  return { facture, violations: controlerFacture(facture) };
}
