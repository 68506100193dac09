import { describe, expect, it } from "vitest";
import { COLONNES_REGISTRE } from "./colonnes.ts";
import { refusPartieSansAdresse } from "./partie.ts";
import { filtreRegistreSchema, LIBELLE_NATURE, LIBELLE_SENS, registreQuerySchema } from "./registre.ts";

const erreurs = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? [] : (r.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the police register's printed extract: a period of pages, optionally a direction or a nature", () => {
  it.each([
    ["one day", { du: "2026-03-14", au: "2026-03-14" }, []],
    [
      "a month of entries only, metal",
      { du: "2026-03-01", au: "2026-03-31", sens: "E", nature: "metal" },
      [],
    ],
    ["exits of jewellery", { du: "2026-03-01", au: "2026-03-31", sens: "S", nature: "bijou" }, []],
    ["stones", { du: "2026-03-01", au: "2026-03-31", nature: "pierres" }, []],
    [
      "the end before the start",
      { du: "2026-03-15", au: "2026-03-14" },
      [["au", "La date de fin doit suivre la date de début."]],
    ],
    ["a start that is no date", { du: "14/03/2026", au: "2026-03-14" }, [["du", "Date de début invalide."]]],
    ["an end that is no date", { du: "2026-03-14", au: "2026-02-30" }, [["au", "Date de fin invalide."]]],
    [
      "a direction neither E nor S",
      { du: "2026-03-14", au: "2026-03-14", sens: "X" },
      [["sens", expect.any(String)]],
    ],
    [
      "a nature the register does not keep",
      { du: "2026-03-14", au: "2026-03-14", nature: "argent" },
      [["nature", expect.any(String)]],
    ],
  ])("%s", (_cas, filtre, attendu) => {
    expect(erreurs(filtreRegistreSchema.safeParse(filtre))).toEqual(attendu);
  });

  it("reads the filter as given", () => {
    expect(filtreRegistreSchema.parse({ du: " 2026-03-01 ", au: "2026-03-31", sens: "S" })).toEqual({
      du: "2026-03-01",
      au: "2026-03-31",
      sens: "S",
    });
  });
});

describe("GET /api/registre: the same filter, paged, in number order", () => {
  it("defaults to the first page of 10, by number ascending", () => {
    expect(registreQuerySchema.parse({ du: "2026-03-01", au: "2026-03-31" })).toEqual({
      du: "2026-03-01",
      au: "2026-03-31",
      page: 0,
      pageSize: 10,
      sort: "num",
      dir: "asc",
    });
  });

  it("sorts by number only, and keeps the period in order", () => {
    expect(
      erreurs(registreQuerySchema.safeParse({ du: "2026-03-01", au: "2026-03-31", sort: "partie" })),
    ).toEqual([["sort", "Tri invalide."]]);
    expect(erreurs(registreQuerySchema.safeParse({ du: "2026-04-01", au: "2026-03-31" }))).toEqual([
      ["au", "La date de fin doit suivre la date de début."],
    ]);
    expect(
      registreQuerySchema.parse({
        du: "2026-03-01",
        au: "2026-03-31",
        nature: "pierres",
        sens: "E",
        dir: "desc",
      }),
    ).toMatchObject({ nature: "pierres", sens: "E", sort: "num", dir: "desc" });
  });
});

describe("the register's words", () => {
  it("labels a direction and a nature in French", () => {
    expect(LIBELLE_SENS).toEqual({ E: "Entrée", S: "Sortie" });
    expect(LIBELLE_NATURE).toEqual({ metal: "Métal", pierres: "Pierres", bijou: "Bijou" });
  });

  it("refuses a party without an address with its code and the supplier's name", () => {
    expect(refusPartieSansAdresse("Gemmes & Couleurs SARL")).toEqual({
      code: "PARTIE_SANS_ADRESSE",
      message:
        "Le fournisseur « Gemmes & Couleurs SARL » n'a pas d'adresse complète (adresse, code postal, ville) : le livre de police ne peut pas l'inscrire. Renseignez son adresse sur l'écran Fournisseurs, puis recommencez.",
    });
  });

  it("has the columns of the screen, the CSV and the printed extract, in order", () => {
    expect(COLONNES_REGISTRE.map((c) => [c.key, c.label, c.kind])).toEqual([
      ["num", "N°", "integer"],
      ["dateMouvement", "Date", "date"],
      ["sens", "Sens", "text"],
      ["nature", "Nature", "text"],
      ["description", "Description", "text"],
      ["partie", "Provenance / destination", "text"],
      ["pieces", "Pièces", "integer"],
      ["poids", "Poids", "decimal"],
      ["unite", "Unité", "text"],
      ["titre", "Titre (‰)", "integer"],
      ["prix", "Prix (€)", "money"],
      ["dateSortie", "Date de sortie", "date"],
      ["corrige", "Corrige le n°", "integer"],
      ["motif", "Motif", "text"],
      ["poidsFin", "Poids fin (g)", "decimal"],
      ["pieceOf", "OF", "integer"],
      ["entree", "Entrée n°", "integer"],
    ]);
  });
});
