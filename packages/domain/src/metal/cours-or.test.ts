import { describe, expect, it } from "vitest";
import {
  coursOrSaisieSchema,
  coursRetenu,
  lireFormatSource,
  lirePrixSource,
  prixParGramme,
  valeurFin,
} from "./cours-or.ts";

// The gold price's case table (issue 15); the first cases are in suivi.test.ts.

describe("lireFormatSource: '<path>;<unit>'", () => {
  it.each([
    ["price;gramme", { chemin: "price", unite: "gramme" }],
    [" rates.XAU.eur ; kg ", { chemin: "rates.XAU.eur", unite: "kg" }],
    [";once", null], // no path
    ["price", null], // no unit
    ["price;", null],
    ["price;Once", null],
  ])("%j -> %j", (format, attendu) => {
    expect(lireFormatSource(format)).toEqual(attendu);
  });
});

describe("prixParGramme: the source's unit to € per gram, 4 decimals", () => {
  it.each([
    ["98.5", "gramme", "98.5000"],
    ["98000", "kg", "98.0000"],
    ["3110.34768", "once", "100.0000"], // 3110.34768 / 31.1034768
  ] as const)("%s per %s -> %s", (prix, unite, attendu) => {
    expect(prixParGramme(prix, unite)).toBe(attendu);
  });
});

describe("lirePrixSource: the number at the path, positive, at most 12 digits and 10 decimals", () => {
  const gramme = { chemin: "data.price", unite: "gramme" } as const;
  it.each([
    [{ data: { price: 5 } }, "5.0000"],
    [{ data: { price: " 98.25 " } }, "98.2500"], // text, trimmed
    [{ data: { price: "123456789012" } }, "123456789012.0000"], // 12 digits
    [{ data: { price: "1.0123456789" } }, "1.0123"], // 10 decimals, rounded half up to 4
    [{ data: { price: "1234567890123" } }, null], // 13 digits
    [{ data: { price: "1.01234567891" } }, null], // 11 decimals
    [{ data: { price: ".5" } }, null],
    [{ data: { price: "5." } }, null],
    [{ data: { price: "x5" } }, null],
    [{ data: { price: "5x" } }, null],
    [{ data: { price: "0" } }, null], // not positive
    [{ data: { price: "0.0" } }, null],
    [{ data: { price: -5 } }, null],
    [{ data: { price: true } }, null],
    [{ data: null }, null],
    [{ data: "98" }, null], // the path goes through a text
    [null, null],
  ])("%j -> %s", (reponse, attendu) => {
    expect(lirePrixSource(reponse, gramme)).toBe(attendu);
  });
});

describe("coursRetenu: the last known price, then rate 4, then N/A", () => {
  it("takes the last known price as it is", () => {
    expect(coursRetenu({ jour: "2026-01-02", prixGramme: "80.0000", source: "manuel" }, "98000")).toEqual({
      jour: "2026-01-02",
      prixGramme: "80.0000",
      source: "manuel",
      origine: "historique",
    });
  });
  it.each([
    ["98000", { prixGramme: "98.0000", source: "Cours 4", jour: null, origine: "cours4" }], // 98000 / 1000
    ["0", { prixGramme: null, source: "N/A", jour: null, origine: "aucun" }],
    [null, { prixGramme: null, source: "N/A", jour: null, origine: "aucun" }],
  ])("without a known price, rate 4 %j -> %j", (cours4, attendu) => {
    expect(coursRetenu(null, cours4)).toEqual(attendu);
  });
});

describe("coursOrSaisieSchema: the price typed on /cours", () => {
  it("reads a day and a positive price", () => {
    expect(coursOrSaisieSchema.parse({ jour: "2026-01-02", prixGramme: "98.5", source: " manuel " })).toEqual(
      {
        jour: "2026-01-02",
        prixGramme: "98.5",
        source: "manuel",
      },
    );
  });
  it.each([
    [{ jour: "2026-01-02", prixGramme: "0" }, "prixGramme", "Prix invalide"],
    [{ jour: "2026-01-02", prixGramme: "" }, "prixGramme", "Prix invalide"],
    [{ jour: "2026-01-02", prixGramme: "abc" }, "prixGramme", "Prix invalide"],
    [{ jour: "2026-02-30", prixGramme: "98" }, "jour", "Date requise"],
    [
      { jour: "2026-01-02", prixGramme: "98", source: "x".repeat(201) },
      "source",
      "Trop grand : chaîne de caractères doit avoir <=200 caractères",
    ],
  ])("refuses %j on %s: %s", (saisie, champ, message) => {
    const r = coursOrSaisieSchema.safeParse(saisie);
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([[champ, message]]);
  });
});

describe("valeurFin: fine grams at a price per gram, 2 decimals", () => {
  it.each([
    ["7.500", "98.0000", "735.00"], // 7.5 x 98
    ["0.333", "80.3769", "26.77"], // 26.7655077 half up
    ["7.500", null, null],
  ])("%s g at %s -> %s", (grammes, prix, attendu) => {
    expect(valeurFin(grammes, prix)).toBe(attendu);
  });
});

// Equivalent mutant: lirePrixSource's fallback text "" for a value neither number nor text replaced by another
// text (the number pattern refuses both).
