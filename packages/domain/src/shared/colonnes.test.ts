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
import { dec } from "./decimal.ts";
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

/** The class and message of what `f` throws. */
const erreur = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof Error ? [e.constructor.name, e.message] : ["?", String(e)];
  }
  return null;
};

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
    expect(erreur(() => columnText(colonne("montant"), "n/a"))).toEqual([
      "RangeError",
      'Not a decimal: "n/a"',
    ]);
    expect(erreur(() => columnText(colonne("montant"), true))).toEqual(["TypeError", "Not a number: true"]);
    expect(erreur(() => columnText(colonne("montant"), {}))).toEqual([
      "TypeError",
      "Not a number: [object Object]",
    ]);
    const faux = { toFixed: () => "1", isFinite: () => true, toString: () => "faux" };
    expect(erreur(() => columnText(colonne("montant"), faux))).toEqual(["TypeError", "Not a number: faux"]);
    expect(erreur(() => columnText(colonne("date"), 3))).toEqual(["TypeError", "Not a date: 3"]);
  });

  it("shows a Decimal or a number as a string of the same value", () => {
    expect(columnText(colonne("montant"), dec("1234.5"))).toBe(`1${NNBSP}234,50${NBSP}€`);
    // Without places, the value's own decimals: 2.5 has 1, Decimal 1.080 has 2 (1.08), "12" none.
    expect(columnText(colonne("brut"), 2.5)).toBe("2,5");
    expect(columnText(colonne("brut"), dec("1.080"))).toBe("1,08");
    expect(columnText(colonne("brut"), "12")).toBe("12");
    expect(columnText(colonne("brut"), " 1.50 ")).toBe("1,50");
  });

  it("writes a count without decimals even when the database sends some", () => {
    const c: ColonneListe<{ nb: string }> = { key: "nb", label: "Nb", kind: "integer" };
    expect(columnText(c, "12.0")).toBe("12");
    expect(listCsv([c], [{ nb: "12.0" }])).toBe("\ufeffNb\r\n12\r\n");
  });

  it("writes a date and time to the minute on both", () => {
    const c: ColonneListe<{ le: string }> = { key: "le", label: "Le", kind: "datetime" };
    const ligne = { le: "2026-11-21 09:05:07" };
    expect(columnText(c, columnValue(c, ligne))).toBe("21/11/2026 09:05");
    expect(listCsv([c], [ligne])).toBe("\ufeffLe\r\n21/11/2026 09:05\r\n");
  });

  it("aligns the numbers: counts, amounts, weights, percents and times, each kind said", () => {
    const kinds = [
      "integer",
      "decimal",
      "money",
      "weight",
      "percent",
      "minutes",
      "text",
      "date",
      "datetime",
      "yesNo",
    ];
    expect(kinds.map((kind) => isNumericColumn({ kind } as ColonneListe))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);

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

/*
 * Equivalent mutants (Stryker): columnValue's `col.unit === "g"` made true (a carat column cannot be
 * stored in milligrams: the type gives `storedIn` to grams only).
 */
