import { describe, expect, it } from "vitest";
import {
  COULEURS_CINQ,
  COULEURS_METAL,
  caFiltreSchema,
  couleurMetal,
  DETAIL_CA_SORTS,
  defaultCaFiltre,
  defaultPeriodeCa,
  detailCaQuerySchema,
  FACON_SORTS,
  faconQuerySchema,
  resolveCaFiltre,
  TOP_VENTE_SORTS,
  topVenteQuerySchema,
} from "./ca.ts";

/** The choices of spec 03 section 5 left out: TOUT (2) for devis, tournée, impératif and façon. */
const TOUT = { devis: 2, tournee: 2, imperatif: 2, facon: 2 } as const;

describe("the sales filter's default period (spec 03 section 9: the current year)", () => {
  it.each([
    ["2026-11-28", "2026-01-01", "2026-12-31"],
    ["2026-01-01", "2026-01-01", "2026-12-31"],
    ["2025-12-31", "2025-01-01", "2025-12-31"],
    ["2024-02-29", "2024-01-01", "2024-12-31"],
  ])("today %s -> %s .. %s", (today, debut, fin) => {
    expect(defaultPeriodeCa(today)).toEqual({ debut, fin });
  });

  it("refuses an invalid today with its value in the message", () => {
    expect(() => defaultPeriodeCa("2026-02-30")).toThrow('Invalid ISO date: "2026-02-30"');
    expect(() => defaultPeriodeCa("")).toThrow('Invalid ISO date: ""');
  });

  it("fills only the missing dates and keeps the other filters", () => {
    expect(resolveCaFiltre({ ...TOUT, ref: undefined, client: 12 }, "2026-11-28")).toEqual({
      ...TOUT,
      client: 12,
      debut: "2026-01-01",
      fin: "2026-12-31",
    });
    expect(resolveCaFiltre({ ...TOUT, ref: undefined, debut: "2026-03-01" }, "2026-11-28")).toEqual({
      ...TOUT,
      debut: "2026-03-01",
      fin: "2026-12-31",
    });
    expect(resolveCaFiltre({ ...TOUT, ref: undefined, fin: "2026-06-30" }, "2026-11-28")).toEqual({
      ...TOUT,
      debut: "2026-01-01",
      fin: "2026-06-30",
    });
  });

  it("opens the screen on the current year, every choice on TOUT", () => {
    expect(defaultCaFiltre("2026-11-28")).toEqual({ ...TOUT, debut: "2026-01-01", fin: "2026-12-31" });
  });
});

describe("caFiltreSchema (spec 03 section 7: the filters of analyse_ca.php)", () => {
  it("reads every filter of the sales analysis", () => {
    expect(
      caFiltreSchema.parse({
        debut: "2026-01-01",
        fin: "2026-06-30",
        client: "12",
        devis: "1",
        tournee: "0",
        imperatif: "2",
        facon: "1",
        typeCommande: "3",
        stade: "4",
        metal: "5",
        type: "6",
        ref: "BA",
        facture: "7",
      }),
    ).toEqual({
      debut: "2026-01-01",
      fin: "2026-06-30",
      client: 12,
      devis: 1,
      tournee: 0,
      imperatif: 2,
      facon: 1,
      typeCommande: 3,
      stade: 4,
      metal: 5,
      type: 6,
      ref: "BA",
      facture: 7,
    });
  });

  it("drops the OF filters the sales analysis has not (statut, OF number)", () => {
    expect(caFiltreSchema.parse({ statut: "3", of: "9" })).toEqual(TOUT);
  });

  it("refuses a start after the end", () => {
    const r = caFiltreSchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" });
    expect(r.error?.issues.map((i) => i.message)).toEqual(["La date de début doit précéder la date de fin."]);
  });
});

describe("the list schemas of the sales screens", () => {
  const LISTE = { page: 0, pageSize: 10, dir: "asc", ...TOUT };

  it("Top Vente: sorted by revenue by default, on four columns", () => {
    expect(TOP_VENTE_SORTS).toEqual(["caHt", "qte", "ref", "prixRevient"]);
    expect(topVenteQuerySchema.parse({})).toEqual({ ...LISTE, sort: "caHt" });
    for (const sort of ["caHt", "qte", "ref", "prixRevient"])
      expect(topVenteQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(topVenteQuerySchema.safeParse({ sort: "client" }).error?.issues[0]?.message).toBe("Tri invalide.");
    expect(topVenteQuerySchema.parse({ client: "12", ref: "BA" })).toMatchObject({ client: 12, ref: "BA" });
    expect(topVenteQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });

  it("the detail popup: by invoice date by default, with the slice or row it was opened from", () => {
    expect(DETAIL_CA_SORTS).toEqual(["dateFact", "caHt", "numSachet", "client"]);
    expect(detailCaQuerySchema.parse({})).toEqual({ ...LISTE, sort: "dateFact" });
    for (const sort of ["dateFact", "caHt", "numSachet", "client"])
      expect(detailCaQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(
      detailCaQuerySchema.parse({
        client: "12",
        idp: "619",
        typeProd: "3",
        metalSlice: "1",
        tarif: "2",
        tranche: "0 à 500",
      }),
    ).toEqual({
      ...LISTE,
      sort: "dateFact",
      client: 12,
      idp: 619,
      typeProd: 3,
      metalSlice: 1,
      tarif: 2,
      tranche: "0 à 500",
    });
    expect(detailCaQuerySchema.safeParse({ tranche: "x".repeat(40) }).success).toBe(true);
    expect(detailCaQuerySchema.safeParse({ tranche: "x".repeat(41) }).success).toBe(false);
    expect(detailCaQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });

  it("/facon: by invoice date by default, on four columns", () => {
    expect(FACON_SORTS).toEqual(["dateFact", "client", "idFact", "poids"]);
    expect(faconQuerySchema.parse({})).toEqual({ ...LISTE, sort: "dateFact" });
    for (const sort of ["dateFact", "client", "idFact", "poids"])
      expect(faconQuerySchema.parse({ sort }).sort).toBe(sort);
    expect(faconQuerySchema.parse({ facon: "0", client: "12" })).toMatchObject({ facon: 0, client: 12 });
    expect(faconQuerySchema.safeParse({ debut: "2026-05-01", fin: "2026-04-01" }).success).toBe(false);
  });
});

describe("the chart colours (spec 03 section 9)", () => {
  it("fixes one colour per metal", () => {
    expect(COULEURS_METAL).toEqual({
      rose: "#e8a598",
      gris: "#b8c4cc",
      jaune: "#e6b422",
      argent: "#9ea7ad",
      platine: "#6e7f8d",
      autre: "#8d6e63",
      bronze: "#a0522d",
    });
  });

  it.each([
    ["OR ROSE 750", "#e8a598"],
    ["or rouge 750", "#e8a598"],
    ["OR GRIS 750", "#b8c4cc"],
    ["Or Blanc 585", "#b8c4cc"],
    ["OR JAUNE 750", "#e6b422"],
    ["ARGENT 925", "#9ea7ad"],
    ["PLATINE 950", "#6e7f8d"],
    ["BRONZE", "#a0522d"],
    ["LAITON", "#8d6e63"],
    ["", "#8d6e63"],
    // The first word found wins, in the order rose, gris, jaune, argent, platine, bronze.
    ["OR ROSE ET GRIS", "#e8a598"],
    ["OR GRIS ET JAUNE", "#b8c4cc"],
    ["JAUNE ARGENT", "#e6b422"],
    ["ARGENT PLATINE", "#9ea7ad"],
    ["PLATINE BRONZE", "#6e7f8d"],
  ])("%j -> %s", (label, couleur) => {
    expect(couleurMetal(label)).toBe(couleur);
  });

  it("cycles the tariff and price doughnuts through five colours", () => {
    expect(COULEURS_CINQ).toEqual(["#1976d2", "#ef6c00", "#2e7d32", "#8e24aa", "#c62828"]);
  });
});
