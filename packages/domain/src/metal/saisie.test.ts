import { describe, expect, it } from "vitest";
import {
  montantsManquants,
  mouvementClalSchema,
  mouvementClientSchema,
  mouvementFournisseurSchema,
  receptionMetalSchema,
} from "./saisie.ts";

const ok = {
  date: "2026-03-02",
  fournisseurId: "11",
  perte: "2,5",
  designation: "Achat alliage",
  metalId: 1,
  entreeOrFin: "12,345",
  sortieOr750: "",
};

const erreurs = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join(".") || "_", i.message]));

describe("supplier and customer ledger form (spec 03 section 5)", () => {
  it("accepts decimal commas, rounds to 2 decimals, blank amounts are null", () => {
    expect(mouvementFournisseurSchema.parse(ok)).toEqual({
      date: "2026-03-02",
      fournisseurId: 11,
      perte: "2.50",
      designation: "Achat alliage",
      metalId: 1,
      entreeOrFin: "12.35",
      sortieOr750: null,
    });
  });
  it.each([
    [{ date: "" }, "date", "Date requise"],
    [{ fournisseurId: "" }, "fournisseurId", "Fournisseur requis"],
    [{ perte: "" }, "perte", "% Perte requis"],
    [{ perte: "abc" }, "perte", "Doit être un nombre"],
    [{ perte: "-1" }, "perte", ">= 0"],
    [{ perte: "100,5" }, "perte", "<= 100"],
    [{ designation: "" }, "designation", "Désignation requise"],
    [{ designation: "A" }, "designation", "Désignation requise"],
    [{ entreeOrFin: "-2" }, "entreeOrFin", ">= 0"],
    [{ sortieOr750: "x" }, "sortieOr750", "Doit être un nombre"],
  ])("%o -> %s: %s", (patch, champ, message) => {
    expect(erreurs(mouvementFournisseurSchema.safeParse({ ...ok, ...patch }))[champ]).toBe(message);
  });
  it("needs one of entry or exit", () => {
    const e = erreurs(mouvementFournisseurSchema.safeParse({ ...ok, entreeOrFin: "", sortieOr750: "" }));
    expect(e._).toBe("Remplir au moins un des champs (Entrée / Sortie / Vieil Or)");
    expect(e.entreeOrFin).toBe("Remplir au moins un champ");
  });
  it("names the customer in '{label} requis'", () => {
    const { fournisseurId: _, ...sans } = ok;
    expect(erreurs(mouvementClientSchema.safeParse({ ...sans, clientId: "" })).clientId).toBe(
      "Client requis",
    );
  });
});

describe("CLAL form", () => {
  const clal = {
    date: "2026-03-02",
    designation: "Achat lingot",
    metalId: "1",
    entreeOrFin: "",
    sortieOr750: "100",
    sortieOrFin: "",
  };
  it("keeps Sortie Or Fin null when not typed (the server computes it)", () => {
    expect(mouvementClalSchema.parse(clal)).toMatchObject({
      metalId: 1,
      sortieOr750: "100.00",
      sortieOrFin: null,
    });
  });
  it.each([
    [{ date: "" }, "date", "Date requise"],
    [{ designation: "" }, "designation", "Désignation requise"],
    [{ metalId: "" }, "metalId", "Métal requis"],
    [{ sortieOr750: "-1" }, "sortieOr750", ">=0"],
    [{ sortieOr750: "", entreeOrFin: "0", sortieOrFin: "" }, "_", "Renseigner au moins un champ"],
  ])("%o -> %s: %s", (patch, champ, message) => {
    expect(erreurs(mouvementClalSchema.safeParse({ ...clal, ...patch }))[champ]).toBe(message);
  });
});

describe("Reception Or (Suivi Métal)", () => {
  it.each([
    [{ idClient: "" }, "idClient", "Client requis"],
    [{ poids: "abc" }, "poids", "Poids invalide"],
    [{ poids: "-1" }, "poids", "Poids invalide"],
    [{ poids: "-1,5" }, "poids", "Poids invalide"],
  ])("%o -> %s: %s", (patch, champ, message) => {
    expect(
      erreurs(receptionMetalSchema.safeParse({ date: "2026-01-05", idClient: "3", poids: "10", ...patch }))[
        champ
      ],
    ).toBe(message);
  });
  it("accepts any weight above -1 (spec 03 section 5): 0, a French decimal, a small correction", () => {
    const ok = (poids: string) =>
      receptionMetalSchema.parse({ date: "2026-01-05", idClient: 3, poids }).poids;
    expect(ok("12,5")).toBe("12.500");
    expect(ok("0")).toBe("0.000");
    expect(ok("-0,5")).toBe("-0.500");
    expect(ok("-0,999")).toBe("-0.999");
  });
});

describe("the 'at least one' messages, read from what is typed (shown with the other refusals)", () => {
  it.each([
    ["clal", { entreeOrFin: "", sortieOr750: "0", sortieOrFin: "" }, { _: "Renseigner au moins un champ" }],
    ["clal", { sortieOrFin: "0,5" }, {}],
    [
      "mouvement",
      { entreeOrFin: "", sortieOr750: "" },
      {
        _: "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)",
        entreeOrFin: "Remplir au moins un champ",
      },
    ],
    [
      "mouvement",
      { entreeOrFin: "-2", sortieOr750: "" },
      {
        _: "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)",
        entreeOrFin: "Remplir au moins un champ",
      },
    ],
    ["mouvement", { sortieOr750: "1,5" }, {}],
  ] as const)("%s %o", (genre, saisie, attendu) => {
    expect(montantsManquants(genre, saisie)).toEqual(attendu);
  });
});
