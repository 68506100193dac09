import { describe, expect, it } from "vitest";
import { abreviationMetal, marqueEtiquette, prixEtiquette } from "./etiquette.ts";
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
