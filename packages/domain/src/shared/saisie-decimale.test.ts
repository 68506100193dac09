import { describe, expect, it } from "vitest";
import { decimalSaisie, lireSaisieDecimale } from "./saisie-decimale.ts";

describe("lireSaisieDecimale", () => {
  it.each([
    ["12,3", "12.3"],
    ["12.3", "12.3"],
    [" 4,50 ", "4.50"],
    ["-0,5", "-0.5"],
    ["7", "7"],
    [12.5, "12.5"],
    [0, "0"],
    ["", ""],
    ["   ", ""],
    [null, ""],
    [undefined, ""],
    // Only the decimal mark is read: whatever else is wrong is the schema's to refuse.
    ["1,2,3", "1.2,3"],
    ["1 234,5", "1 234.5"],
    ["abc", "abc"],
  ])("%j -> %j", (saisi, attendu) => {
    expect(lireSaisieDecimale(saisi)).toBe(attendu);
  });
});

describe("decimalSaisie", () => {
  it.each([
    ["12.50", "12,5"],
    ["90.00", "90"],
    ["1.0800", "1,08"],
    ["0.300", "0,3"],
    ["0.000", "0"],
    ["100", "100"],
    ["-2.50", "-2,5"],
    [null, ""],
    [undefined, ""],
  ])("%j -> %j", (stocke, attendu) => {
    expect(decimalSaisie(stocke)).toBe(attendu);
  });

  it.each([
    ["23.00", "23,00"],
    ["0.300", "0,300"],
    ["4500.5", "4500,5"],
    ["100", "100"],
    [null, ""],
  ])("%j with its trailing zeros -> %j", (stocke, attendu) => {
    expect(decimalSaisie(stocke, { zerosFinaux: true })).toBe(attendu);
  });

  it.each(["12.50", "0.300", "1.0800", "100", "-2.50"])("%s typed back reads the same number", (stocke) => {
    expect(Number(lireSaisieDecimale(decimalSaisie(stocke)))).toBe(Number(stocke));
  });
});
