import { describe, expect, it } from "vitest";
import { coutFaconFonte, coutMainOeuvre, coutMetal, coutPierre, prixVentePierre } from "./couts.ts";

describe("cost primitives (spec 01 section 9, spec 03 section 9), exact and rounded up", () => {
  it.each([
    ["90", "0.95", "85.50"],
    ["37", "0.95", "35.15"],
    ["0", "0.95", "0.00"],
  ])("labour %s min x rate 2 %s = %s", (minutes, taux, attendu) => {
    expect(coutMainOeuvre(minutes, taux)).toBe(attendu);
  });

  it.each([
    ["3500", "72", "252.00"],
    ["1234", "72.5", "89.47"], // 89.465 rounded up
  ])("metal %s mg x rate 3 %s / 1000 = %s", (mg, cours, attendu) => {
    expect(coutMetal(mg, cours)).toBe(attendu);
  });

  it("façon sur fonte = mg / 1000 x rate 3 x 0.25", () => {
    expect(coutFaconFonte("2000", "72")).toBe("36.00");
    expect(coutFaconFonte("1001", "72")).toBe("18.02"); // 18.018
  });

  it.each([
    [{ euro: "450", dollar: "0", poids: "0.123" }, "55.35"],
    [{ euro: "0", dollar: "500", poids: "0.37" }, "171.30"], // 171.296...
    [{ euro: "0", dollar: "0", poids: "1" }, "0.00"],
    [{ euro: "12.3", dollar: "99", poids: "1" }, "12.30"], // euro wins, 12.3 stays 12.30
  ])("stone cost %o = %s", (p, attendu) => {
    expect(coutPierre(p, "1.08")).toBe(attendu);
  });

  it("refuses a zero rate on the dollar path", () => {
    expect(() => coutPierre({ euro: "0", dollar: "10", poids: "1" }, "0")).toThrow(RangeError);
  });

  it("stone price = cost x coeff, rounded up", () => {
    expect(prixVentePierre("55.35", "2.2")).toBe("121.77");
    expect(prixVentePierre("171.30", "1.15")).toBe("197.00"); // 196.995
  });
});

describe("parts of a mounting, from the product engine's worked examples (spec 01 section 9, spec 03 section 9)", () => {
  it.each([
    ["125 min x 0.95", "125.00", "0.9500", "118.75"],
    ["rounded up to the cent", "7", "0.9533", "6.68"],
    ["no labour", "0", "0.95", "0.00"],
  ])("labour, rate 2: %s", (_, minutes, taux, attendu) => {
    expect(coutMainOeuvre(minutes, taux)).toBe(attendu);
  });

  it.each([
    ["4000 mg at 72 €/g", "4000.000", "72.0000", "288.00"],
    ["1234 mg at 72.5 €/g = 89.465, rounded up", "1234", "72.5", "89.47"],
    ["1 mg", "1", "72", "0.08"],
  ])("metal, rate 3 / 1000: %s", (_, mg, cours, attendu) => {
    expect(coutMetal(mg, cours)).toBe(attendu);
  });

  it.each([
    ["4400 mg: 4.4 x 72 x 0.25", "4400", "72", "79.20"],
    ["1001 mg: 18.018, rounded up", "1001", "72", "18.02"],
  ])("façon sur fonte, Poids Façon / 1000 x rate 3 x 0.25: %s", (_, mg, cours, attendu) => {
    expect(coutFaconFonte(mg, cours)).toBe(attendu);
  });
});

describe("stone line (spec 01 section 9)", () => {
  it.each([
    ["euro x weight", { euro: "1450.0000", dollar: "1566", pdsR: "0.523" }, "758.35"],
    ["euro x weight, rounded up", { euro: "415.5", dollar: "0", pdsR: "0.031" }, "12.89"],
    ["dollar x weight / rate 1 when euro is 0", { euro: "0.0000", dollar: "520", pdsR: "0.084" }, "40.45"],
    ["dollar exact on the cent", { euro: "0", dollar: "108", pdsR: "1" }, "100.00"],
    ["no price at all", { euro: "0", dollar: "0", pdsR: "2.5" }, "0.00"],
  ])("cost: %s", (_, ligne, attendu) => {
    expect(coutPierre({ euro: ligne.euro, dollar: ligne.dollar, poids: ligne.pdsR }, "1.08")).toBe(attendu);
  });

  it("refuses a zero rate on the dollar path", () => {
    expect(() => coutPierre({ euro: "0", dollar: "10", poids: "1" }, "0")).toThrow(RangeError);
  });

  it.each([
    ["758.35", "1.6", "1213.36"],
    ["40.45", "1.8", "72.81"],
    ["12.89", "1.8", "23.21"], // 23.202 -> 23.21
    ["0.00", "2", "0.00"],
  ])("selling price = cost %s x coeff %s, rounded up", (revient, coeff, attendu) => {
    expect(prixVentePierre(revient, coeff)).toBe(attendu);
  });
});
