import { describe, expect, it } from "vitest";
import {
  decimalPositif,
  grammesEnMg,
  grammesVersMg,
  idOptionnel,
  mgVersGrammes,
  mgVersGrammesSaisie,
} from "./catalogue-fields.ts";

const POSITIF = "Saisissez un nombre positif ou nul.";

describe("a catalogue number as typed (decimalPositif)", () => {
  it.each([
    ["12,5", "12.5"],
    [" 12,30 ", "12.30"],
    [3, "3"],
    ["", "0"],
    ["   ", "0"],
    [undefined, "0"],
    ["123456789012.123456", "123456789012.123456"],
  ])("%j -> %s", (saisi, attendu) => {
    expect(decimalPositif().parse(saisi)).toBe(attendu);
  });

  it.each([["-1"], ["abc"], ["12abc"], ["1,5 g"], ["1.1234567"], ["1234567890123"], ["1."]])(
    "refuses %j",
    (saisi) => {
      const r = decimalPositif().safeParse(saisi);
      expect(r.error?.issues.map((i) => i.message)).toEqual([POSITIF]);
    },
  );

  it("says the message it is given", () => {
    expect(decimalPositif("Facon invalide.").safeParse("-2").error?.issues[0]?.message).toBe(
      "Facon invalide.",
    );
    expect(grammesVersMg("Poids invalide.").safeParse("x").error?.issues[0]?.message).toBe("Poids invalide.");
  });
});

describe("grams and milligrams", () => {
  // 1 g = 1000 mg, stored with 3 decimals: 3.45 x 1000 = 3450.000; 0.0005 x 1000 = 0.500.
  it.each([
    ["3.45", "3450.000"],
    ["0.0005", "0.500"],
    ["12", "12000.000"],
    ["0", "0.000"],
  ])("%s g -> %s mg", (g, mg) => {
    expect(grammesEnMg(g)).toBe(mg);
  });

  it.each([
    ["3,45", "3450.000"],
    ["0,0005", "0.500"],
    ["", "0.000"],
  ])("the form's %j g -> %s mg", (g, mg) => {
    expect(grammesVersMg().parse(g)).toBe(mg);
  });

  it("refuses a negative weight in grams", () => {
    expect(
      grammesVersMg()
        .safeParse("-0,5")
        .error?.issues.map((i) => i.message),
    ).toEqual([POSITIF]);
  });

  it.each([
    ["3450.000", "3,45"],
    ["0.500", "0,0005"],
    ["12000.000", "12"],
    ["0.000", "0"],
    ["", ""],
    [null, ""],
    [undefined, ""],
  ])("%j mg typed back as %j g", (mg, g) => {
    expect(mgVersGrammesSaisie(mg)).toBe(g);
  });

  // Shown with 3 decimals, half-up: 0.500 mg = 0.0005 g -> 0.001.
  it.each([
    ["3450.000", "3.450"],
    ["0.500", "0.001"],
    ["12000", "12.000"],
    ["", null],
    [null, null],
    [undefined, null],
  ])("%j mg shown as %j g", (mg, g) => {
    expect(mgVersGrammes(mg)).toBe(g);
  });
});

describe("a reference picked in a list (idOptionnel)", () => {
  it("is an id or none", () => {
    expect(idOptionnel.parse(undefined)).toBeNull();
    expect(idOptionnel.parse(null)).toBeNull();
    expect(idOptionnel.parse(4)).toBe(4);
    expect(idOptionnel.safeParse(0).success).toBe(false);
  });
});
