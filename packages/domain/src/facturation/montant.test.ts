import { describe, expect, it } from "vitest";
import { montantPositif } from "./montant.ts";

const MSGS = { required: "Montant obligatoire.", invalid: "Montant invalide." };

describe("an amount typed by a person: strictly positive, two decimals at most, NUMERIC(12,2)", () => {
  it.each([
    ["1 234,56", "1234.56"],
    ["1234.56", "1234.56"],
    ["12,3", "12.30"],
    [" 7 ", "7.00"],
    [12.3, "12.30"], // a number as the browser may send it
    ["0,01", "0.01"], // the smallest amount: one cent
    ["12,34", "12.34"], // two decimals are kept
    ["9 999 999 999,99", "9999999999.99"], // ten integer digits, the column's most
  ])("reads %j as %j", (saisie, attendu) => {
    expect(montantPositif(MSGS).parse(saisie)).toBe(attendu);
  });

  it.each([
    ["", "Montant obligatoire."],
    ["   ", "Montant obligatoire."], // blank once trimmed
    ["0", "Montant invalide."],
    ["0,00", "Montant invalide."],
    ["-12", "Montant invalide."],
    ["12,345", "Montant invalide."], // a third decimal is refused, not rounded
    ["10000000000", "Montant invalide."], // eleven integer digits: 10^10 is the ceiling
    ["10 000 000 000,00", "Montant invalide."],
    ["douze", "Montant invalide."],
  ])("refuses %j: %s", (saisie, message) => {
    expect(
      montantPositif(MSGS)
        .safeParse(saisie)
        .error?.issues.map((i) => [i.code, i.message]),
    ).toEqual([["custom", message]]);
  });

  it.each([[null], [undefined], [true]])("refuses %j, neither text nor number: required", (saisie) => {
    expect(
      montantPositif(MSGS)
        .safeParse(saisie)
        .error?.issues.map((i) => i.message),
    ).toEqual(["Montant obligatoire."]);
  });
});
