import { describe, expect, it } from "vitest";
import * as registre from "./registre.ts";

/**
 * Issue 31: every French message constant of the area written out literally (generated once from the
 * values, checked against the spec's wording where it has them). A reworded or emptied message fails
 * here; a new message constant fails the last test until it is added to the table.
 */
const TABLE: [string, string, string][] = [
  ["MSG_PERIODE_REGISTRE", registre.MSG_PERIODE_REGISTRE, "La date de fin doit suivre la date de début."],
  [
    "msgRuptureNumero(7, 12)",
    registre.msgRuptureNumero(7, 12),
    "Numérotation interrompue : n° 7 attendu, n° 12 trouvé.",
  ],
  [
    'msgSceauFaux("2026-03-14")',
    registre.msgSceauFaux("2026-03-14"),
    "Le sceau du 2026-03-14 ne correspond plus aux entrées de ce jour : une entrée a été modifiée ou supprimée.",
  ],
  [
    'msgChaineRompue("2026-03-14")',
    registre.msgChaineRompue("2026-03-14"),
    "Le sceau du 2026-03-14 ne suit pas le sceau du jour précédent : la chaîne est rompue.",
  ],
  [
    'msgBornesFausses("2026-03-14")',
    registre.msgBornesFausses("2026-03-14"),
    "Les numéros scellés le 2026-03-14 ne correspondent plus aux entrées de ce jour.",
  ],
  [
    'msgJourNonScelle("2026-03-14")',
    registre.msgJourNonScelle("2026-03-14"),
    "Des entrées datées du 2026-03-14 figurent entre des jours scellés sans avoir été scellées.",
  ],
];

describe("registre: the messages, word for word", () => {
  it.each(TABLE)("%s", (_, valeur, texte) => {
    expect(valeur).toBe(texte);
  });

  it("the table holds every message constant of the area", () => {
    const exportes = new Set(
      [registre].flatMap((m) => Object.keys(m).filter((k) => /^(MSG_|msg[A-Z0-9])/.test(k))),
    );
    expect(TABLE.map(([nom]) => nom.replace(/\(.*$/, "")).sort()).toEqual([...exportes].sort());
  });
});
