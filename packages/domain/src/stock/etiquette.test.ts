import { describe, expect, it } from "vitest";
import {
  abreviationMetal,
  ETIQUETTE_COEFF_PRIX,
  ETIQUETTE_MAX_CARACTERES,
  ETIQUETTE_MM,
  ETIQUETTE_SEUIL_PRIX,
  marqueEtiquette,
  prixEtiquette,
} from "./etiquette.ts";
import { etiquetteSchema } from "./mouvements.ts";

describe("label metal abbreviations (spec 02 section 9)", () => {
  it.each([
    ["OR BLANC 750", "OR B 750"],
    ["OR ROSE 750", "OR R 750"],
    ["OR JAUNE 375", "OR J 375"],
    ["ARGENT 925", "ARG 925"],
    ["BRONZE", "BRONZ"],
    ["PLATINE 950", "PLATINE 950"],
    [null, ""],
  ])("%s -> %s", (metal, abr) => expect(abreviationMetal(metal)).toBe(abr));
});

describe("label price rule (spec 02 section 9)", () => {
  it.each([
    ["1234.40", ["1234", "3085"]],
    ["1234.50", ["1235", "3088"]],
    ["5999.49", ["5999", "14998"]],
    ["5999.50", ["6000 € HT"]],
    ["12500.00", ["12500 € HT"]],
    [null, []],
  ])("%s -> %j", (prix, lignes) => expect(prixEtiquette(prix)).toEqual(lignes));
});

describe("label text and brand", () => {
  it("refuses a label over 15 characters with the alert", () => {
    expect(etiquetteSchema.safeParse("123456789012345").success).toBe(true);
    expect(etiquetteSchema.safeParse("1234567890123456").error?.issues[0]?.message).toBe(
      "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
    );
  });
  it("tags the EXTENSIA line, else the house", () => {
    expect(marqueEtiquette("extensia", "EXTENSIA", "Écrin")).toBe("EXTENSIA");
    expect(marqueEtiquette("CLASSIQUE", "EXTENSIA", "Écrin")).toBe("Écrin");
  });
});

describe("labels: the case table (issue 31)", () => {
  it("the spec's sizes and price rule", () => {
    expect(ETIQUETTE_MAX_CARACTERES).toBe(15);
    expect(ETIQUETTE_MM).toEqual({ largeur: 43, hauteur: 8 });
    expect(ETIQUETTE_SEUIL_PRIX).toBe(6000);
    expect(ETIQUETTE_COEFF_PRIX).toBe("2.5");
  });

  it.each([
    // Trimmed and upper-cased before the prefix is read.
    [" or blanc 750 ", "OR B 750"],
    ["Or Rose", "OR R"],
    // A prefix is a whole word: ARGENTINE is no ARGENT.
    ["ARGENTINE", "ARGENTINE"],
    ["OR JAUNEX", "OR JAUNEX"],
    [undefined, ""],
    ["", ""],
  ])("%j -> %j", (metal, abr) => {
    expect(abreviationMetal(metal)).toBe(abr);
  });

  it.each([
    ["", []],
    [undefined, []],
    // 0.4 rounds to 0, 0 × 2.5 = 0.
    ["0.40", ["0", "0"]],
    // 5999.5 rounds to 6000: the threshold itself is "€ HT".
    ["6000", ["6000 € HT"]],
    // 1 × 2.5 = 2.5 -> 3 half up.
    ["1", ["1", "3"]],
  ])("price %j -> %j", (prix, lignes) => {
    expect(prixEtiquette(prix)).toEqual(lignes);
  });

  it("the brand tag: the alternate line as it is written, trimmed and case-blind", () => {
    expect(marqueEtiquette(" Extensia ", "Extensia", "Écrin")).toBe("Extensia");
    expect(marqueEtiquette("EXTENSIA", "Extensia", "Écrin")).toBe("Extensia");
    expect(marqueEtiquette(null, "EXTENSIA", "Écrin")).toBe("Écrin");
    expect(marqueEtiquette(undefined, "EXTENSIA", "Écrin")).toBe("Écrin");
  });

  it("a blank alternate-line setting never names a piece without a line (the invoice channel's rule)", () => {
    expect(marqueEtiquette(null, "", "Écrin")).toBe("Écrin");
    expect(marqueEtiquette("", "", "Écrin")).toBe("Écrin");
    expect(marqueEtiquette("  ", " ", "Écrin")).toBe("Écrin");
    expect(marqueEtiquette(" extensia", "EXTENSIA ", "Écrin")).toBe("EXTENSIA ");
  });
});
