import { describe, expect, it } from "vitest";
import { designationGoldForm, goldFormSchema } from "./gold-form.ts";

const ok = {
  date: "2026-02-03",
  fournisseurId: "3",
  metalId: "1",
  poids: "100",
  titre: "750",
  prixGramme: "80,5",
  numDocument: "F-12",
};
const msg = (body: Record<string, unknown>, champ: string) => {
  const r = goldFormSchema.safeParse(body);
  return r.success ? undefined : r.error.issues.find((i) => i.path.join(".") === champ)?.message;
};

describe("/gold-form", () => {
  it("reads a purchase", () => {
    expect(goldFormSchema.parse(ok)).toMatchObject({
      poids: "100.000",
      titre: 750,
      prixGramme: "80.5000",
      confie: false,
    });
  });
  it.each([
    ["1", "999"],
    ["1", "585"],
    ["2", "800"],
    ["3", "950"],
  ])("metal %s at titre %s is admitted", (metalId, titre) => {
    expect(goldFormSchema.safeParse({ ...ok, metalId, titre }).success).toBe(true);
  });
  it("a consignment needs no price", () => {
    expect(goldFormSchema.parse({ ...ok, prixGramme: "", confie: true }).prixGramme).toBeNull();
  });
  it.each([
    [{ prixGramme: "" }, "prixGramme", "Prix au gramme requis (ou cocher Confié)"],
    [{ prixGramme: "-2" }, "prixGramme", "Prix invalide"],
    [{ poids: "0" }, "poids", "Poids invalide"],
    [{ titre: "1001" }, "titre", "Titre invalide"],
    [{ titre: "800" }, "titre", "Titre invalide"],
    [{ metalId: "2", titre: "750" }, "titre", "Titre invalide"],
    [{ metalId: "3", titre: "925" }, "titre", "Titre invalide"],
    [{ fournisseurId: "" }, "fournisseurId", "Fournisseur requis"],
    [{ date: "" }, "date", "Date requise"],
  ])("%o -> %s: %s", (patch, champ, message) => expect(msg({ ...ok, ...patch }, champ)).toBe(message));
  it("names the ledger row", () => {
    expect(designationGoldForm({ confie: false, titre: 750, numDocument: "F-12" })).toBe(
      "Achat or 750/1000 - doc F-12",
    );
    expect(designationGoldForm({ confie: true, titre: 999, numDocument: "" })).toBe("Or confié 999/1000");
  });
});

describe("/gold-form: the case table", () => {
  it("reads the whole purchase: trimmed date and document, weight in 3 decimals, price in 4", () => {
    expect(
      goldFormSchema.parse({ ...ok, date: " 2026-02-03 ", numDocument: " F-12 ", poids: "0,5" }),
    ).toEqual({
      date: "2026-02-03",
      fournisseurId: 3,
      metalId: 1,
      poids: "0.500",
      titre: 750,
      confie: false,
      prixGramme: "80.5000",
      numDocument: "F-12",
    });
  });

  it("a consignment ignores the price typed", () => {
    expect(goldFormSchema.parse({ ...ok, prixGramme: "abc", confie: true }).prixGramme).toBeNull();
  });

  it.each([
    [{ poids: "123456789" }, "123456789.000"], // 9 digits
    [{ poids: "0.001" }, "0.001"],
  ])("accepts %j: %s", (patch, poids) => {
    expect(goldFormSchema.parse({ ...ok, ...patch }).poids).toBe(poids);
  });

  it.each([
    [{ poids: "1234567890" }, "poids", "Poids invalide"], // 10 digits
    [{ poids: ".5" }, "poids", "Poids invalide"],
    [{ poids: "5." }, "poids", "Poids invalide"],
    [{ poids: "x5" }, "poids", "Poids invalide"],
    [{ poids: "5x" }, "poids", "Poids invalide"],
    [{ poids: "abc" }, "poids", "Poids invalide"],
    [{ poids: undefined }, "poids", "Poids invalide"],
    [{ prixGramme: "0" }, "prixGramme", "Prix invalide"],
    [{ prixGramme: "1234567890" }, "prixGramme", "Prix invalide"],
    [{ prixGramme: "8x" }, "prixGramme", "Prix invalide"],
    [{ titre: "750.5" }, "titre", "Titre invalide"],
    [{ titre: "abc" }, "titre", "Titre invalide"],
    [{ date: 20260203 }, "date", "Date requise"],
    [{ date: "2026-02-30" }, "date", "Date requise"],
    [{ metalId: "" }, "metalId", "Métal requis"],
    [
      { numDocument: "d".repeat(51) },
      "numDocument",
      "Trop grand : chaîne de caractères doit avoir <=50 caractères",
    ],
  ])("%o -> %s: %s", (patch, champ, message) => {
    const r = goldFormSchema.safeParse({ ...ok, ...patch });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([[champ, message]]);
  });

  it("says the titre 0 is invalid (below 1, and admitted for no metal)", () => {
    const r = goldFormSchema.safeParse({ ...ok, titre: "0" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["titre", "Titre invalide"],
      ["titre", "Titre invalide"],
    ]);
  });

  it("checks the titre of a consignment too", () => {
    const r = goldFormSchema.safeParse({ ...ok, confie: true, prixGramme: "", titre: "800" });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["titre", "Titre invalide"]]);
  });
});

describe("/gold-form: the cases added after the mutation run", () => {
  it("reads a missing document number as none", () => {
    const { numDocument: _, ...sansDocument } = ok;
    expect(goldFormSchema.parse(sansDocument).numDocument).toBe("");
  });

  it.each([
    [{ titre: "800" }, "titre"],
    [{ prixGramme: "" }, "prixGramme"],
    [{ prixGramme: "-2" }, "prixGramme"],
  ])("%o: a custom issue on %s", (patch, champ) => {
    const r = goldFormSchema.safeParse({ ...ok, ...patch });
    expect(r.error?.issues.map((i) => [i.path.join("."), i.code])).toEqual([[champ, "custom"]]);
  });
});

// Left: `decimalPositif` emptied makes the schema throw at import (a collection failure, counted a survivor).
// Equivalent: the date's fallback "" for a non-text value replaced by another text (refused as well); the
// weight's `abort: true` made false (zod runs no later transform of a field once its check failed).
