import { describe, expect, it } from "vitest";
import {
  CRITERES_PRIX,
  DETAIL_PRIX_SORTS,
  detailPrixQuerySchema,
  estIncoherent,
  INCOHERENT_SORTS,
  incoherentsQuerySchema,
  LIBELLES_CRITERE_PRIX,
  prixFiltreSchema,
  REGLE_INCOHERENCE,
  rapportsIncoherents,
  SEUIL_ECARTS_TYPES,
  SYNTHESE_PRIX_SORTS,
  synthesePrixQuerySchema,
} from "./prix.ts";

describe("estIncoherent (beyond 2 population standard deviations)", () => {
  it.each([
    // rapport, moyenne, écart-type, incohérent
    ["3", "2", "0.5", false], // exactly 2σ away: not beyond
    ["3.01", "2", "0.5", true],
    ["0.99", "2", "0.5", true],
    ["1", "2", "0.5", false],
    ["5", "2", "0", false], // no spread: no incoherent line
  ])("rapport %s, moyenne %s, σ %s → %s", (r, m, s, attendu) => {
    expect(estIncoherent(r, m, s)).toBe(attendu);
  });
});

describe("rapportsIncoherents", () => {
  it("finds the outlier of a group computed by hand", () => {
    // Ratios 2, 2, 2, 2, 2, 2, 2, 2, 2, 12: mean 3, deviations 1 (x9) and 9, variance (9 + 81) / 10 = 9,
    // σ = 3; |12 - 3| = 9 > 6 → the last one; |2 - 3| = 1 ≤ 6.
    expect(rapportsIncoherents(["2", "2", "2", "2", "2", "2", "2", "2", "2", "12"])).toEqual([9]);
  });
  it("two values can never be beyond 2σ", () => {
    // Mean 2, σ 1: both lie exactly 1σ away.
    expect(rapportsIncoherents(["1", "3"])).toEqual([]);
    expect(rapportsIncoherents([])).toEqual([]);
  });
});

describe("prixFiltreSchema", () => {
  it("needs at least one grouping criterion", () => {
    const r = prixFiltreSchema.safeParse({ groupes: "" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(
      "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.",
    );
  });
  it("keeps the criteria in their fixed order and defaults to type and tarif", () => {
    expect(prixFiltreSchema.parse({ groupes: "tranche,type" }).groupes).toEqual(["type", "tranche"]);
    expect(prixFiltreSchema.parse({}).groupes).toEqual(["type", "tarif"]);
    expect(prixFiltreSchema.parse({ prixMin: "10,5" }).prixMin).toBe("10.5");
  });
});

describe("the grouping criteria and the rule shown on the screen (spec 03 section 2.4)", () => {
  it("names the three criteria in their fixed order", () => {
    expect(CRITERES_PRIX).toEqual(["type", "tarif", "tranche"]);
    expect(LIBELLES_CRITERE_PRIX).toEqual({
      type: "Type de produit",
      tarif: "Tarif produit",
      tranche: "Tranche de prix de revient",
    });
  });

  it("states the rule of the incoherent products", () => {
    expect(SEUIL_ECARTS_TYPES).toBe(2);
    expect(REGLE_INCOHERENCE).toBe(
      "Un produit est incohérent quand son rapport prix / prix de revient s'écarte de plus de 2 écarts-types (population) du rapport moyen de son groupe.",
    );
  });
});

describe("prixFiltreSchema: the criteria and the cost-price bounds", () => {
  const messages = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues.map((i) => [i.path.join("."), i.message]);

  it.each([
    ["type", ["type"]],
    ["tarif", ["tarif"]],
    ["tranche", ["tranche"]],
    ["type,", ["type"]], // an empty item is left out
    ["tarif,,type", ["type", "tarif"]],
    ["tranche,tarif,type", ["type", "tarif", "tranche"]],
  ])("groupes %j -> %j", (groupes, attendu) => {
    expect(prixFiltreSchema.parse({ groupes }).groupes).toEqual(attendu);
  });

  it("refuses a list with no criterion left with the spec's alert", () => {
    expect(messages(prixFiltreSchema.safeParse({ groupes: "," }))).toEqual([
      ["groupes", "Veuillez sélectionner au moins un critère de regroupement pour afficher les données."],
    ]);
  });

  it.each([
    ["10", "10"],
    ["10.5", "10.5"],
    ["10,55", "10.55"],
    [" 1250,5 ", "1250.5"],
    ["123456789", "123456789"],
    ["0", "0"],
  ])("reads the cost-price bound %j as %j", (saisi, attendu) => {
    expect(prixFiltreSchema.parse({ prixMin: saisi, prixMax: saisi })).toMatchObject({
      prixMin: attendu,
      prixMax: attendu,
    });
  });

  it.each(["1234567890", "10.555", "10.", ".5", "a10", "10a", "10;5", "1 000", "", "-5"])(
    "refuses the cost-price bound %j",
    (saisi) => {
      expect(messages(prixFiltreSchema.safeParse({ prixMin: saisi, prixMax: saisi }))).toEqual([
        ["prixMin", "Prix invalide"],
        ["prixMax", "Prix invalide"],
      ]);
    },
  );

  it("reads the period, the reference and the tariff, and refuses a start after the end", () => {
    expect(
      prixFiltreSchema.parse({
        debut: "2026-01-01",
        fin: "2026-06-30",
        ref: "BA",
        tarif: "3",
        groupes: "tarif",
      }),
    ).toEqual({ debut: "2026-01-01", fin: "2026-06-30", ref: "BA", tarif: 3, groupes: ["tarif"] });
    expect(messages(prixFiltreSchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }))).toEqual([
      ["fin", "La date de début doit précéder la date de fin."],
    ]);
  });
});

describe("the three tables' list schemas", () => {
  const LISTE = { page: 0, pageSize: 10, dir: "asc", groupes: ["type", "tarif"] };

  it("Synthèse des Prix: by count by default", () => {
    const tris = ["nombre", "prixMoyen", "revientMoyen", "moyenneRapport", "ecartTypeRapport"];
    expect(SYNTHESE_PRIX_SORTS).toEqual(tris);
    expect(synthesePrixQuerySchema.parse({})).toEqual({ ...LISTE, sort: "nombre" });
    for (const sort of tris) expect(synthesePrixQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(synthesePrixQuerySchema.parse({ groupes: "tranche", prixMin: "5" })).toMatchObject({
      groupes: ["tranche"],
      prixMin: "5",
    });
    expect(synthesePrixQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });

  it("Détail pour la Sélection: by ratio by default, with the group it was opened from", () => {
    const tris = ["dateFact", "of", "ref", "totht", "prixR", "rapport"];
    expect(DETAIL_PRIX_SORTS).toEqual(tris);
    expect(detailPrixQuerySchema.parse({})).toEqual({ ...LISTE, sort: "rapport" });
    for (const sort of tris) expect(detailPrixQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(
      detailPrixQuerySchema.parse({ typeProduitId: "3", tarifProduitId: "0", tranche: "0 à 500", ref: "BA" }),
    ).toEqual({
      ...LISTE,
      sort: "rapport",
      typeProduitId: 3,
      tarifProduitId: 0,
      tranche: "0 à 500",
      ref: "BA",
    });
    expect(detailPrixQuerySchema.safeParse({ typeProduitId: "-1" }).success).toBe(false);
    expect(detailPrixQuerySchema.safeParse({ tarifProduitId: "1.5" }).success).toBe(false);
    expect(detailPrixQuerySchema.safeParse({ tranche: "x".repeat(40) }).success).toBe(true);
    expect(detailPrixQuerySchema.safeParse({ tranche: "x".repeat(41) }).success).toBe(false);
    expect(detailPrixQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });

  it("Produits Individuels Incohérents: by distance to the mean by default", () => {
    const tris = ["rapport", "ecart", "dateFact", "of", "ref"];
    expect(INCOHERENT_SORTS).toEqual(tris);
    expect(incoherentsQuerySchema.parse({})).toEqual({ ...LISTE, sort: "ecart" });
    for (const sort of tris) expect(incoherentsQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(incoherentsQuerySchema.parse({ groupes: "type" }).groupes).toEqual(["type"]);
    expect(incoherentsQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });
});
