import { describe, expect, it } from "vitest";
import {
  etatPerte,
  GENRES_COMPTE,
  LIBELLES_GENRE_COMPTE,
  perteAutoriseeSchema,
  releveQuerySchema,
  SENS_COMPTE,
  SENS_SOLDE,
  TITRES_PAR_METAL,
  titreAdmis,
  valeurMetal,
} from "./comptes.ts";
import { grammesFins } from "./cours-or.ts";

describe("titres per metal (issue 15)", () => {
  it("lists 999, 916, 750, 585, 375 for gold; 925, 800 for silver; 950 for platinum", () => {
    expect(TITRES_PAR_METAL).toEqual({ 1: [999, 916, 750, 585, 375], 2: [925, 800], 3: [950] });
  });
  it.each([
    [1, 999, true],
    [1, 916, true],
    [1, 750, true],
    [1, 585, true],
    [1, 375, true],
    [1, 925, false],
    [2, 925, true],
    [2, 800, true],
    [2, 750, false],
    [3, 950, true],
    [3, 999, false],
    [4, 950, true],
    [4, 0, false],
    [4, 1001, false],
  ])("metal %i, titre %i -> %s", (metal, titre, admis) => expect(titreAdmis(metal, titre)).toBe(admis));
  it.each([
    ["10", 750, "7.500"],
    ["10", 375, "3.750"],
    ["10", 916, "9.160"],
    ["10", 585, "5.850"],
    ["100", 925, "92.500"],
    ["100", 800, "80.000"],
    ["20", 950, "19.000"],
    ["1", 999, "0.999"],
  ])("%s g at %i -> %s g fine", (poids, titre, fin) => expect(grammesFins(poids, titre)).toBe(fin));
});

describe("value", () => {
  it("values gold at the day's price, never silver or platinum", () => {
    expect(valeurMetal(1, "100.00", "98.0000")).toBe("9800.00");
    expect(valeurMetal(1, "-344.73", "98.0000")).toBe("-33783.54");
    expect(valeurMetal(1, "100.00", null)).toBeNull();
    expect(valeurMetal(2, "100.00", "98.0000")).toBeNull();
    expect(valeurMetal(3, "19.00", "98.0000")).toBeNull();
  });
});

describe("loss against its allowance", () => {
  it.each([
    ["3.00", "3.00", "dans"],
    ["3.01", "3.00", "depasse"],
    ["2.50", "3", "dans"],
    [null, "3.00", "inconnu"],
    ["4.00", null, "inconnu"],
  ] as const)("loss %s, allowed %s -> %s", (perte, autorise, etat) =>
    expect(etatPerte(perte, autorise)).toBe(etat),
  );
  it.each([
    ["2,5", "2.50"],
    ["100", "100.00"],
  ])("reads the allowance %s as %s", (saisie, lu) =>
    expect(perteAutoriseeSchema.parse({ pourcentage: saisie }).pourcentage).toBe(lu),
  );
  it.each([
    ["abc", "Doit être un nombre"],
    ["-1", "Doit être un nombre"],
    ["100,5", "<= 100"],
  ])("refuses %s: %s", (saisie, message) => {
    const r = perteAutoriseeSchema.safeParse({ pourcentage: saisie });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe(message);
  });
});

describe("statement query", () => {
  it("reads an account and a period", () => {
    expect(
      releveQuerySchema.parse({
        genre: "client",
        id: "501",
        metal: "1",
        debut: "2026-01-01",
        fin: "2026-01-31",
      }),
    ).toEqual({ genre: "client", id: 501, metal: 1, debut: "2026-01-01", fin: "2026-01-31" });
  });
  it("refuses a start after the end", () => {
    expect(
      releveQuerySchema.safeParse({ genre: "clal", debut: "2026-02-01", fin: "2026-01-31" }).success,
    ).toBe(false);
  });
});

describe("the accounts' case table (issue 15)", () => {
  it.each([
    [4, 1, true], // the lowest titre
    [4, 1000, true], // pure metal
    [4, 750.5, false], // not an integer
    [1, 750.5, false],
  ])("metal %i, titre %s -> %s", (metal, titre, admis) => expect(titreAdmis(metal, titre)).toBe(admis));

  it("writes out the accounts, their labels, their sign and what a positive balance means", () => {
    expect(GENRES_COMPTE).toEqual(["clal", "fournisseur", "client", "joaillier"]);
    expect(LIBELLES_GENRE_COMPTE).toEqual({
      clal: "Affineur",
      fournisseur: "Fournisseur",
      client: "Client",
      joaillier: "Joaillier",
    });
    expect(SENS_COMPTE).toEqual({ clal: 1, fournisseur: -1, client: -1, joaillier: 1 });
    expect(SENS_SOLDE).toEqual({
      clal: "Solde positif : notre métal fin détenu par l'affineur.",
      fournisseur: "Solde positif : métal fin du fournisseur détenu par nous (dû au fournisseur).",
      client: "Solde positif : métal fin du client détenu par nous (dû au client).",
      joaillier: "Solde positif : notre métal fin confié au joaillier.",
    });
  });

  it.each([
    ["5", "5.00"],
    ["2.25", "2.25"],
    ["0", "0.00"],
  ])("reads the allowance %s as %s", (saisie, lu) =>
    expect(perteAutoriseeSchema.parse({ pourcentage: saisie }).pourcentage).toBe(lu),
  );

  it.each([
    ["1000", "Doit être un nombre"], // 4 digits
    ["2.255", "Doit être un nombre"], // 3 decimals
    [".5", "Doit être un nombre"],
    ["2.", "Doit être un nombre"],
    ["x2.5", "Doit être un nombre"],
    ["2.5x", "Doit être un nombre"],
    ["100.01", "<= 100"],
  ])("refuses the allowance %s: %s", (saisie, message) => {
    const r = perteAutoriseeSchema.safeParse({ pourcentage: saisie });
    expect(r.error?.issues.map((i) => i.message)).toEqual([message]);
  });

  it.each([
    [{ genre: "banque" }, "genre", "Compte inconnu"],
    [{ genre: "client", id: "0" }, "id", "Compte inconnu"],
  ])("refuses the statement query %j on %s: %s", (q, champ, message) => {
    const r = releveQuerySchema.safeParse(q);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[champ, message]]);
  });
});
