import { describe, expect, it } from "vitest";
import * as dateLivraison from "./date-livraison.ts";
import * as statut from "./statut.ts";
import * as transitions from "./transitions.ts";

/**
 * Issue 31: every French message constant of the OF status kernel written out literally. A reworded or
 * emptied message fails here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  [
    "MSG_DATE_LIVRAISON_INVALIDE",
    dateLivraison.MSG_DATE_LIVRAISON_INVALIDE,
    "La date de livraison est invalide.",
  ],
  ["MSG_OF_NON_EDITABLE", statut.MSG_OF_NON_EDITABLE, "L'Of n'est plus éditable "],
  ["MSG_OF_NON_TROUVE", statut.MSG_OF_NON_TROUVE, "OF non trouvé"],
  [
    'msgTransitionInterdite(7, 12, 31, "annulationRetour")',
    transitions.msgTransitionInterdite(7, 12, 31, "annulationRetour"),
    "L'OF 7 ne peut pas passer du statut 12 au statut 31 (annulation d'un retour).",
  ],
];

describe("noyau-of: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the kernel", () => {
    const exportes = new Set(
      [dateLivraison, statut, transitions].flatMap((m) =>
        Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k)),
      ),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
