import { describe, expect, it } from "vitest";
import {
  autoSelectionneAQuatre,
  MSG_RECHERCHE_PRODUIT_COURTE,
  prefixeRechercheProduit,
  produitAutoSelectionne,
  rechercheProduitActive,
  rechercheProduitQuerySchema,
  urlVignette,
} from "./produit-recherche.ts";

describe("product search (spec 01 section 5)", () => {
  it.each([
    ["", false],
    ["ba", false],
    ["  ba ", false],
    ["sa", false],
    ["bag", true],
    ["sav", true],
    ["SAV", true],
    [" sav ", true],
    ["BA1001", true],
  ])("%j starts a search: %s", (texte, attendu) => {
    expect(rechercheProduitActive(texte)).toBe(attendu);
  });

  it.each([
    ["BA10", "ba10"],
    ["BA1001-A", "ba10"],
    [" Sol ", "sol"],
  ])("%j matches the refs starting with %j, case-insensitive", (texte, attendu) => {
    expect(prefixeRechercheProduit(texte)).toBe(attendu);
  });

  it("selects the first match by itself at 4 characters only", () => {
    expect(autoSelectionneAQuatre("BA1")).toBe(false);
    expect(autoSelectionneAQuatre("BA10")).toBe(true);
    expect(autoSelectionneAQuatre(" BA10 ")).toBe(true); // the spaces around do not count
    expect(autoSelectionneAQuatre("BA100")).toBe(false);
    expect(produitAutoSelectionne("ba10", ["BA1001", "BA1002"])).toBe("BA1001");
    expect(produitAutoSelectionne("ba10", [])).toBeUndefined();
    expect(produitAutoSelectionne("ba1", ["BA1001"])).toBeUndefined();
  });

  it("refuses a search that is too short, with a French message", () => {
    expect(rechercheProduitQuerySchema.safeParse({ q: "ba" }).error?.issues[0]?.message).toBe(
      MSG_RECHERCHE_PRODUIT_COURTE,
    );
    expect(rechercheProduitQuerySchema.safeParse({ q: "sav" }).success).toBe(true);
  });

  it("builds the thumbnail address of the images area", () => {
    expect(urlVignette("ba 1001.jpg")).toBe("/api/images/thumb/ba%201001.jpg?size=100");
    expect(urlVignette("x.jpg", 60)).toBe("/api/images/thumb/x.jpg?size=60");
  });
});
