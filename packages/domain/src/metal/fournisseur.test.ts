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
    [
      "a name of spaces",
      { ...base, raisonSoc: "   " },
      [["raisonSoc", "La raison sociale est obligatoire."]],
    ],
    [
      "a postcode of spaces",
      { ...base, cp: "   " },
      [
        ["cp", "Le code postal est obligatoire."],
        ["cp", "Le code postal doit comporter 5 chiffres en France."],
      ],
    ],
    ["a town of spaces", { ...base, ville: "  " }, [["ville", "La ville est obligatoire."]]],
    // The country left blank, or France in any case, is France: 5 digits.
    [
      "a blank country",
      { ...base, cp: "B-2018", pays: " " },
      [["cp", "Le code postal doit comporter 5 chiffres en France."]],
    ],
    [
      "the country in capitals",
      { ...base, cp: "B-2018", pays: "FRANCE" },
      [["cp", "Le code postal doit comporter 5 chiffres en France."]],
    ],
    [
      "a French postcode of 6 digits",
      { ...base, cp: "750091" },
      [["cp", "Le code postal doit comporter 5 chiffres en France."]],
    ],
    [
      "a French postcode with a space",
      { ...base, cp: "75 009" },
      [["cp", "Le code postal doit comporter 5 chiffres en France."]],
    ],
  ])("%s", (_, v, attendu) => {
    expect(erreur(v)).toEqual(attendu);
  });

  it("a wrong French postcode is the schema's own refusal (code custom)", () => {
    expect(fournisseurAdresseSchema.safeParse({ ...base, cp: "7509" }).error?.issues).toMatchObject([
      { code: "custom", path: ["cp"], message: "Le code postal doit comporter 5 chiffres en France." },
    ]);
  });

  it("trims the fields and fills the country", () => {
    expect(fournisseurAdresseSchema.parse({ ...base, ville: " Paris " })).toEqual({
      ...base,
      pays: "France",
    });
    expect(
      fournisseurAdresseSchema.parse({
        raisonSoc: " Gemmes & Couleurs SARL ",
        adresse: " 8 rue Cadet ",
        cp: " 75009 ",
        ville: "Paris",
        pays: " Belgique ",
      }),
    ).toEqual({ ...base, pays: "Belgique" });
  });

  it("says whether the register can name the supplier", () => {
    expect(adresseComplete({ adresse: "8 rue Cadet", cp: "75009", ville: "Paris" })).toBe(true);
    expect(adresseComplete({ adresse: "8 rue Cadet", cp: null, ville: "Paris" })).toBe(false);
    expect(adresseComplete({ adresse: " ", cp: "75009", ville: "Paris" })).toBe(false);
    expect(adresseComplete({ adresse: "8 rue Cadet", cp: "75009", ville: null })).toBe(false);
    expect(adresseComplete({ adresse: null, cp: null, ville: null })).toBe(false);
  });
});
