import { describe, expect, it } from "vitest";
import {
  grandLivreFiltreSchema,
  grandLivreQuerySchema,
  montantsManquants,
  mouvementClalSchema,
  mouvementClientSchema,
  mouvementFournisseurSchema,
  receptionMetalSchema,
  suiviMetalQuerySchema,
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
    [{ sortieOr750: "x5" }, "sortieOr750", "Doit être un nombre"],
    [{ perte: "5x" }, "perte", "Doit être un nombre"],
    [{ perte: "1234567890" }, "perte", "Doit être un nombre"],
    [{ designation: "  A  " }, "designation", "Désignation requise"],
    [{ designation: 12 }, "designation", "Désignation requise"],
    [{ date: 20260302 }, "date", "Date requise"],
    [{ date: "2026-02-30" }, "date", "Date requise"],
  ])("%o -> %s: %s", (patch, champ, message) => {
    expect(erreurs(mouvementFournisseurSchema.safeParse({ ...ok, ...patch }))[champ]).toBe(message);
  });
  it("trims the date and the designation; 2 characters are enough, 200 the most", () => {
    const lu = mouvementFournisseurSchema.parse({ ...ok, date: " 2026-03-02 ", designation: "  AB  " });
    expect([lu.date, lu.designation]).toEqual(["2026-03-02", "AB"]);
    expect(
      mouvementFournisseurSchema.parse({ ...ok, designation: "D".repeat(200) }).designation,
    ).toHaveLength(200);
    expect(mouvementFournisseurSchema.safeParse({ ...ok, designation: "D".repeat(201) }).success).toBe(false);
  });
  it("a plain 5 is an amount; the loss from 0 to 100", () => {
    expect(mouvementFournisseurSchema.parse({ ...ok, entreeOrFin: "5", perte: "0" })).toMatchObject({
      entreeOrFin: "5.00",
      perte: "0.00",
    });
    expect(
      mouvementFournisseurSchema.parse({ ...ok, entreeOrFin: "", sortieOr750: "5", perte: "100" }),
    ).toMatchObject({
      entreeOrFin: null,
      sortieOr750: "5.00",
      perte: "100.00",
    });
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
    [{ idClient: null }, "idClient", "Client requis"],
    [{ poids: "5x" }, "poids", "Poids invalide"],
    [{ poids: "x5" }, "poids", "Poids invalide"],
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
    ["mouvement", { entreeOrFin: "5" }, {}],
    ["clal", { sortieOr750: "5" }, {}],
    // A fine-gold exit alone is a CLAL row; a ledger row has no such field.
    [
      "mouvement",
      { sortieOrFin: "5" },
      {
        _: "Remplir au moins un des champs (Entrée / Sortie / Vieil Or)",
        entreeOrFin: "Remplir au moins un champ",
      },
    ],
    ["clal", { entreeOrFin: "x5" }, { _: "Renseigner au moins un champ" }],
    ["clal", { entreeOrFin: "5x" }, { _: "Renseigner au moins un champ" }],
  ] as const)("%s %o", (genre, saisie, attendu) => {
    expect(montantsManquants(genre, saisie)).toEqual(attendu);
  });
});

describe("the ledger's filters", () => {
  it("CLAL tab by default, ids typed as text, designation trimmed (blank: none)", () => {
    expect(grandLivreFiltreSchema.parse({})).toEqual({ onglet: "clal" });
    expect(
      grandLivreFiltreSchema.parse({
        designation: "  alliage ",
        onglet: "clients",
        fournisseur: "2",
        client: "3",
        metal: "1",
      }),
    ).toEqual({ onglet: "clients", fournisseur: 2, client: 3, metal: 1, designation: "alliage" });
    expect(grandLivreFiltreSchema.parse({ designation: "   " })).toEqual({ onglet: "clal" });
    expect(grandLivreFiltreSchema.parse({ designation: "D".repeat(200) }).designation).toHaveLength(200);
    expect(grandLivreFiltreSchema.safeParse({ designation: "D".repeat(201) }).success).toBe(false);
  });
  it("a page of 25 rows by default, 1 to 100, sorted by date", () => {
    expect(grandLivreQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 25,
      sort: "date",
      dir: "asc",
      onglet: "clal",
    });
    expect(grandLivreQuerySchema.parse({ pageSize: "100", designation: " or " })).toMatchObject({
      pageSize: 100,
      designation: "or",
    });
    expect(grandLivreQuerySchema.parse({ pageSize: "1" }).pageSize).toBe(1);
    expect(grandLivreQuerySchema.safeParse({ pageSize: "101" }).success).toBe(false);
    expect(grandLivreQuerySchema.safeParse({ pageSize: "0" }).success).toBe(false);
    expect(grandLivreQuerySchema.safeParse({ sort: "montant" }).success).toBe(false);
  });
  it("Suivi Métal: client, period and the page of each table (first by default)", () => {
    expect(suiviMetalQuerySchema.parse({ client: "3", debut: "2026-01-01" })).toEqual({
      client: 3,
      debut: "2026-01-01",
      pageFactures: 0,
      pageReceptions: 0,
    });
    expect(suiviMetalQuerySchema.parse({ pageFactures: "2", pageReceptions: "1" })).toEqual({
      pageFactures: 2,
      pageReceptions: 1,
    });
    expect(suiviMetalQuerySchema.safeParse({ pageFactures: "-1" }).success).toBe(false);
    expect(suiviMetalQuerySchema.safeParse({ pageReceptions: "1.5" }).success).toBe(false);
  });
});
