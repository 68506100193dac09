import { describe, expect, it } from "vitest";
import {
  ETAT_PIERRE,
  etatPierresSchema,
  facturerPierresSchema,
  LABELS_LABO,
  LABELS_PROPRIETAIRE,
  MSG_ETAT_OBLIGATOIRE,
  MSG_LABEL_FACTURE_OBLIGATOIRE,
  MSG_SELECTION_PIERRES,
  PROPRIETAIRES,
  proprietaireLot,
  selectionPierresSchema,
  stockPierresQuerySchema,
  valeursMultiples,
} from "./stock.ts";

/** Issue 31: the case table of the stone stock's rules (spec 02 sections 2.9, 4.4 and 9; issue 13). */

const premier = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;
const MSG_IDS = "Id : des numéros séparés par des espaces ou des virgules.";
const MSG_COURS = "Le cours €/$ doit etre un nombre.";

describe("reference values", () => {
  it("the states invoicing sets, the LABO filter, the owners", () => {
    expect(ETAT_PIERRE).toEqual({ enStock: 1, facturee: 2 });
    expect(LABELS_LABO).toEqual({ "1": "LABO", "0": "Non LABO" });
    expect(PROPRIETAIRES).toEqual(["confie", "propre"]);
    expect(LABELS_PROPRIETAIRE).toEqual({ confie: "Fournisseur (confié)", propre: "Nous (facturée)" });
  });

  it.each([
    [1, "propre"],
    [0, "confie"],
    [2, "confie"],
  ])("a lot with facture %i belongs to %s", (facture, proprietaire) => {
    expect(proprietaireLot(facture)).toBe(proprietaire);
  });
});

describe("a multi-value field (spec 02 section 2.9)", () => {
  it.each([
    ["12 15,18", ["12", "15", "18"]],
    [" 12;;15\t, 18 ", ["12", "15", "18"]],
    ["FP-1", ["FP-1"]],
    ["", []],
    [" , ; ", []],
  ])("%j reads %j", (v, valeurs) => {
    expect(valeursMultiples(v)).toEqual(valeurs);
  });
});

describe("Stock Pierre filters", () => {
  it("sorts by reception date by default, page 0 of 10", () => {
    expect(stockPierresQuerySchema.parse({})).toEqual({
      page: 0,
      pageSize: 10,
      sort: "dateReception",
      dir: "asc",
    });
  });

  it("a blank or null filter is no filter", () => {
    const blancs = [
      "ids",
      "facture",
      "type",
      "forme",
      "fournisseur",
      "etat",
      "labo",
      "dateDebut",
      "dateFin",
      "historique",
      "proprietaire",
      "ageMin",
    ];
    for (const vide of ["", null]) {
      const q = stockPierresQuerySchema.parse(Object.fromEntries(blancs.map((k) => [k, vide])));
      for (const k of blancs) expect(q[k as keyof typeof q], `${k} = ${vide}`).toBeUndefined();
    }
  });

  it("reads every filter", () => {
    expect(
      stockPierresQuerySchema.parse({
        ids: "7",
        facture: "FP-1;FP-2",
        type: "3",
        forme: "4",
        fournisseur: "5",
        etat: "2",
        labo: "0",
        dateDebut: "2025-01-01",
        dateFin: "2025-12-31",
        historique: "1",
        proprietaire: "propre",
        ageMin: "0",
      }),
    ).toMatchObject({
      ids: [7],
      facture: ["FP-1", "FP-2"],
      type: 3,
      forme: 4,
      fournisseur: 5,
      etat: [2],
      labo: "0",
      dateDebut: "2025-01-01",
      dateFin: "2025-12-31",
      historique: "1",
      proprietaire: "propre",
      ageMin: 0,
    });
  });

  it.each([
    [{ ids: "12 abc" }, MSG_IDS],
    // 10 digits: more than an id holds.
    [{ ids: "1234567890" }, MSG_IDS],
    [{ ids: "-3" }, MSG_IDS],
    [{ etat: "1,x" }, "Etat invalide."],
    [{ dateDebut: "2025-02-30" }, "Date invalide."],
    [{ dateFin: "31/12/2025" }, "Date invalide."],
    [{ ageMin: "-1" }, "Âge : un nombre de jours."],
    [{ ageMin: "100001" }, "Âge : un nombre de jours."],
    [{ ageMin: "3,5" }, "Âge : un nombre de jours."],
  ])("%j is refused with '%s'", (q, message) => {
    expect(premier(stockPierresQuerySchema.safeParse(q))).toBe(message);
  });

  it("takes at most 500 ids, 100 000 days, 500 characters of invoices", () => {
    // 500 ids "1 2 … 500" pass, 501 do not.
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(" ");
    expect(stockPierresQuerySchema.parse({ ids: ids(500) }).ids).toHaveLength(500);
    expect(premier(stockPierresQuerySchema.safeParse({ ids: ids(501) }))).toBe(MSG_IDS);
    expect(stockPierresQuerySchema.parse({ ids: "999999999" }).ids).toEqual([999999999]);
    expect(stockPierresQuerySchema.parse({ ageMin: "100000" }).ageMin).toBe(100000);
    expect(stockPierresQuerySchema.parse({ facture: "F".repeat(500) }).facture).toEqual(["F".repeat(500)]);
    expect(stockPierresQuerySchema.safeParse({ facture: "F".repeat(501) }).success).toBe(false);
  });

  it("LABO / Non LABO and Historique take 0 or 1", () => {
    expect(stockPierresQuerySchema.parse({ labo: "1", historique: "0" })).toMatchObject({
      labo: "1",
      historique: "0",
    });
  });

  it.each([[{ labo: "2" }], [{ historique: "oui" }], [{ proprietaire: "client" }], [{ type: "0" }]])(
    "refuses %j",
    (q) => {
      expect(stockPierresQuerySchema.safeParse(q).success).toBe(false);
    },
  );
});

describe("Reintegrer, Sortir du Stock, Modifier Etat: the selected lots", () => {
  it("one lot at least, 1000 at most", () => {
    expect(selectionPierresSchema.parse({ ids: ["3", 4] })).toEqual({ ids: [3, 4] });
    expect(premier(selectionPierresSchema.safeParse({ ids: [] }))).toBe(MSG_SELECTION_PIERRES);
    const mille = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(selectionPierresSchema.parse({ ids: mille }).ids).toHaveLength(1000);
    expect(premier(selectionPierresSchema.safeParse({ ids: [...mille, 1001] }))).toBe(MSG_SELECTION_PIERRES);
  });

  it("Modifier Etat needs the state", () => {
    expect(etatPierresSchema.parse({ ids: [3], etat: "2" })).toEqual({ ids: [3], etat: 2 });
    expect(premier(etatPierresSchema.safeParse({ ids: [3] }))).toBe(MSG_ETAT_OBLIGATOIRE);
    expect(premier(etatPierresSchema.safeParse({ ids: [3], etat: "" }))).toBe(MSG_ETAT_OBLIGATOIRE);
  });
});

describe("Facturer: the exchange rate and the invoice label", () => {
  it("reads a French rate and trims the label; a blank rate is none", () => {
    expect(facturerPierresSchema.parse({ ids: [3], cours: "1,08", labelFact: "  FP-2025-7 " })).toEqual({
      ids: [3],
      cours: "1.08",
      labelFact: "FP-2025-7",
    });
    expect(facturerPierresSchema.parse({ ids: [3], cours: "", labelFact: "F" }).cours).toBeUndefined();
    expect(facturerPierresSchema.parse({ ids: [3], cours: null, labelFact: "F" }).cours).toBeUndefined();
    expect(facturerPierresSchema.parse({ ids: [3], cours: "0,5", labelFact: "F" }).cours).toBe("0.5");
  });

  it.each([["0"], ["0,00"], ["000"], ["-1,08"], ["abc"], ["   "]])("refuses the rate %j", (cours) => {
    expect(premier(facturerPierresSchema.safeParse({ ids: [3], cours, labelFact: "F" }))).toBe(MSG_COURS);
  });

  it("the label is required, 100 characters at most", () => {
    expect(premier(facturerPierresSchema.safeParse({ ids: [3] }))).toBe(MSG_LABEL_FACTURE_OBLIGATOIRE);
    expect(premier(facturerPierresSchema.safeParse({ ids: [3], labelFact: "   " }))).toBe(
      MSG_LABEL_FACTURE_OBLIGATOIRE,
    );
    expect(facturerPierresSchema.parse({ ids: [3], labelFact: "L".repeat(100) }).labelFact).toBe(
      "L".repeat(100),
    );
    expect(facturerPierresSchema.safeParse({ ids: [3], labelFact: "L".repeat(101) }).success).toBe(false);
  });
});
