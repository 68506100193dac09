import { describe, expect, it } from "vitest";
import { adresseComplete, fournisseurAdresseSchema } from "./fournisseur.ts";

const base = { raisonSoc: "Gemmes & Couleurs SARL", adresse: "8 rue Cadet", cp: "75009", ville: "Paris" };
const erreur = (v: unknown) => {
  const r = fournisseurAdresseSchema.safeParse(v);
  return r.success ? null : r.error.issues.map((i) => [i.path.join("."), i.message]);
};

describe("a supplier's address (issue 25 point 3)", () => {
  it.each([
    ["a French address, country France by default", base, null],
    [
      "an address abroad with its own postcode",
      { ...base, cp: "B-2018", ville: "Anvers", pays: "Belgique" },
      null,
    ],
    ["no address", { ...base, adresse: "  " }, [["adresse", "L'adresse est obligatoire."]]],
    [
      "no postcode",
      { ...base, cp: "" },
      [
        ["cp", "Le code postal est obligatoire."],
        ["cp", "Le code postal doit comporter 5 chiffres en France."],
      ],
    ],
    [
      "a French postcode of 4 digits",
      { ...base, cp: "7509" },
      [["cp", "Le code postal doit comporter 5 chiffres en France."]],
    ],
    ["no town", { ...base, ville: "" }, [["ville", "La ville est obligatoire."]]],
    ["no name", { ...base, raisonSoc: "" }, [["raisonSoc", "La raison sociale est obligatoire."]]],
  ])("%s", (_, v, attendu) => {
    expect(erreur(v)).toEqual(attendu);
  });

  it("trims the fields and fills the country", () => {
    expect(fournisseurAdresseSchema.parse({ ...base, ville: " Paris " })).toEqual({
      ...base,
      pays: "France",
    });
  });

  it("says whether the register can name the supplier", () => {
    expect(adresseComplete({ adresse: "8 rue Cadet", cp: "75009", ville: "Paris" })).toBe(true);
    expect(adresseComplete({ adresse: "8 rue Cadet", cp: null, ville: "Paris" })).toBe(false);
    expect(adresseComplete({ adresse: " ", cp: "75009", ville: "Paris" })).toBe(false);
  });
});
