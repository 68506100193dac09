import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dateOptionnelle, decimalSaisi, drapeau, idRequis, texteOptionnel } from "./edit-fields.ts";

/** Issue 31: the field builders of the OF edit panel and the Trace OF form, called with literal options. */

const refus = (r: { error?: { issues: { code: string; message: string }[] } }) =>
  r.error?.issues.map((i) => [i.code, i.message]);

describe("idRequis: a reference id chosen in a list", () => {
  it.each([
    [3, 3],
    ["3", 3],
  ])("reads %j as %j", (saisi, id) => {
    expect(idRequis("Le stade est obligatoire.").parse(saisi)).toBe(id);
  });

  it.each([[""], [null], [undefined], [0], ["x"]])("refuses %j with the field's message", (saisi) => {
    expect(
      idRequis("Le stade est obligatoire.")
        .safeParse(saisi)
        .error?.issues.map((i) => i.message),
    ).toEqual(["Le stade est obligatoire."]);
  });
});

describe("texteOptionnel: trimmed, blank stored as NULL", () => {
  it.each([
    ["  R12 ", "R12"],
    ["abcde", "abcde"],
    ["   ", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("reads %j as %j", (saisi, stocke) => {
    expect(texteOptionnel(5, "Taille : 5 caractères au plus.").parse(saisi)).toBe(stocke);
  });

  it("refuses a text longer than its column, counted after the trim", () => {
    expect(texteOptionnel(5, "Taille : 5 caractères au plus.").parse(" abcde ")).toBe("abcde");
    expect(refus(texteOptionnel(5, "Taille : 5 caractères au plus.").safeParse("abcdef"))).toEqual([
      ["too_big", "Taille : 5 caractères au plus."],
    ]);
  });
});

describe("decimalSaisi: a non-negative decimal as a canonical string", () => {
  const poids = () =>
    decimalSaisi({
      places: 3,
      invalid: "Poids invalide.",
      required: "Le poids est obligatoire.",
      blank: null,
    });
  const remise = () => decimalSaisi({ places: 2, invalid: "Remise invalide.", blank: "0", max: 3 });

  it.each([
    ["3,45", "3.45"],
    ["0,125", "0.125"],
    [12, "12"],
    // 9 integer digits by default.
    ["123456789", "123456789"],
  ])("reads the weight %j as %j", (saisi, stocke) => {
    expect(poids().parse(saisi)).toBe(stocke);
  });

  it.each([[""], [null], [undefined]])("requires a weight: %j", (saisi) => {
    expect(refus(poids().safeParse(saisi))).toEqual([["custom", "Le poids est obligatoire."]]);
  });

  it.each([["-1"], ["1,2345"], ["1234567890"], ["abc"]])("refuses the weight %j, once", (saisi) => {
    expect(refus(poids().pipe(z.string()).safeParse(saisi))).toEqual([["custom", "Poids invalide."]]);
  });

  it("gives the blank's default when the field is optional, and its own number of integer digits", () => {
    expect(remise().parse("")).toBe("0");
    expect(remise().parse(null)).toBe("0");
    expect(remise().parse("100")).toBe("100");
    expect(remise().parse("12,5")).toBe("12.5");
    expect(refus(remise().safeParse("1000"))).toEqual([["custom", "Remise invalide."]]);
    expect(refus(remise().safeParse("1,255"))).toEqual([["custom", "Remise invalide."]]);
  });
});

describe("drapeau and dateOptionnelle", () => {
  it("reads a 0/1 flag as a boolean, off when left out", () => {
    expect(drapeau.parse(undefined)).toBe(false);
    expect(drapeau.parse(true)).toBe(true);
  });

  it.each([
    ["2026-02-27", "2026-02-27"],
    [" 2026-02-27 ", "2026-02-27"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, null],
  ])("reads the date %j as %j", (saisi, stocke) => {
    expect(dateOptionnelle("Date de livraison invalide.").parse(saisi)).toBe(stocke);
  });

  it.each([["2026-02-30"], ["27/02/2026"]])("refuses the date %j", (saisi) => {
    expect(
      dateOptionnelle("Date de livraison invalide.")
        .safeParse(saisi)
        .error?.issues.map((i) => i.message),
    ).toEqual(["Date de livraison invalide."]);
  });
});
