import { describe, expect, it } from "vitest";
import {
  type ColonneListe,
  type ColonnesListe,
  columnText,
  columnValue,
  csvColumn,
  isNumericColumn,
  listCsv,
} from "./colonnes.ts";
import { NBSP, NNBSP } from "./format.ts";

interface Ligne {
  numero: number;
  client: string;
  canal: string;
  nb: number;
  montant: string | null;
  poidsG: string;
  poidsMg: string;
  carats: string;
  taux: string | null;
  coef: string;
  brut: string;
  temps: string;
  date: string;
  centre: boolean;
}

const LIGNE: Ligne = {
  numero: 12345,
  client: "Bijouterie Éclat",
  canal: "standard",
  nb: 1234,
  montant: "1234.5",
  poidsG: "12.3456",
  poidsMg: "3500.000",
  carats: "0.12",
  taux: "1.587",
  coef: "2.5",
  brut: "1.0800",
  temps: "180.00",
  date: "2026-11-21",
  centre: true,
};

const COLONNES: ColonnesListe<Ligne> = [
  { key: "numero", label: "N°", kind: "text" },
  { key: "client", label: "Client", kind: "text" },
  { key: "canal", label: "Canal", kind: "text", labels: { standard: "Standard" } },
  { key: "nb", label: "Nb", kind: "integer" },
  { key: "montant", label: "Montant", kind: "money" },
  { key: "poidsG", label: "Poids", kind: "weight", unit: "g" },
  { key: "poidsMg", label: "Poids (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "carats", label: "Carats", kind: "weight", unit: "ct" },
  { key: "taux", label: "Perte (%)", kind: "percent", places: 2 },
  { key: "coef", label: "Coef", kind: "decimal", places: 2 },
  { key: "brut", label: "Valeur", kind: "decimal" },
  { key: "temps", label: "Temps", kind: "minutes" },
  { key: "date", label: "Date", kind: "date" },
  { key: "centre", label: "Centre", kind: "yesNo" },
];

const colonne = (key: keyof Ligne): ColonneListe<Ligne> => {
  const c = COLONNES.find((x) => x.key === key);
  if (!c) throw new Error(key);
  return c;
};

describe("one column spec for the screen and the CSV", () => {
  it.each([
    ["numero", "12345", "12345"],
    ["client", "Bijouterie Éclat", "Bijouterie Éclat"],
    ["canal", "Standard", "Standard"],
    ["nb", `1${NNBSP}234`, "1234"],
    ["montant", `1${NNBSP}234,50${NBSP}€`, "1234,50"],
    ["poidsG", `12,346${NBSP}g`, "12,346"],
    ["poidsMg", `3,500${NBSP}g`, "3,500"],
    ["carats", `0,120${NBSP}ct`, "0,120"],
    ["taux", `1,59${NBSP}%`, "1,59"],
    ["coef", "2,50", "2,50"],
    ["brut", "1,0800", "1,0800"],
    ["temps", `180${NBSP}min`, "180,00"],
    ["date", "21/11/2026", "21/11/2026"],
    ["centre", "Oui", "Oui"],
  ] as const)("%s: screen %j, CSV %j", (key, ecran, csv) => {
    const c = colonne(key);
    expect(columnText(c, columnValue(c, LIGNE))).toBe(ecran);
    expect(listCsv([c], [LIGNE])).toBe(`\ufeff${c.label}\r\n${csv}\r\n`);
  });

  it("writes in the CSV the number the screen shows, in the same unit, without grouping or unit sign", () => {
    for (const c of COLONNES.filter((x) => ["money", "weight", "percent", "decimal"].includes(x.kind))) {
      const ecran = columnText(c, columnValue(c, LIGNE));
      const csv = listCsv([c], [LIGNE]).split("\r\n")[1];
      expect(ecran.replace(/\u202f/g, "").replace(/\u00a0.*$/, "")).toBe(csv);
    }
  });

  it("heads the CSV with the labels, in the spec's order", () => {
    expect(listCsv(COLONNES, []).replace("\ufeff", "").trim()).toBe(COLONNES.map((c) => c.label).join(";"));
  });

  it("shows milligrams as grams, a code as its label, a flag as Oui or Non", () => {
    expect(columnValue(colonne("poidsMg"), { ...LIGNE, poidsMg: "1234.5" })).toBe("1.235");
    expect(columnValue(colonne("canal"), { ...LIGNE, canal: "autre" })).toBe("autre");
    expect(columnValue(colonne("centre"), { ...LIGNE, centre: false })).toBe("Non");
  });

  it("keeps blanks blank on both", () => {
    const vide = { ...LIGNE, montant: null, taux: null, poidsMg: "" };
    for (const key of ["montant", "taux", "poidsMg"] as const) {
      const c = colonne(key);
      expect(columnText(c, columnValue(c, vide))).toBe("");
      expect(listCsv([c], [vide])).toBe(`\ufeff${c.label}\r\n\r\n`);
    }
  });

  it("refuses a value that is not of its kind rather than showing it", () => {
    expect(() => columnText(colonne("montant"), "n/a")).toThrow(RangeError);
    expect(() => columnText(colonne("montant"), true)).toThrow(TypeError);
    expect(() => columnText(colonne("date"), 3)).toThrow(TypeError);
  });

  it("aligns the numbers: counts, amounts, weights, percents and times", () => {
    expect(COLONNES.filter(isNumericColumn).map((c) => c.key)).toEqual([
      "nb",
      "montant",
      "poidsG",
      "poidsMg",
      "carats",
      "taux",
      "coef",
      "brut",
      "temps",
    ]);
  });

  it("gives the CSV builder the label and the kind's decimals", () => {
    expect(csvColumn(colonne("montant"))).toMatchObject({ key: "montant", header: "Montant", places: 2 });
    expect(csvColumn(colonne("poidsMg"))).toMatchObject({ header: "Poids (g)", kind: "decimal", places: 3 });
    expect(csvColumn(colonne("date"))).toMatchObject({ kind: "date" });
  });
});
