import { describe, expect, it } from "vitest";
import {
  ajouterMois,
  decouperTraite,
  ECHEANCE_TRAITE_JOURS,
  echeanceAffichee,
  echeanceParDefaut,
  NB_DECOUPE_DEFAUT,
  NUM_EFFET_DEFAUT,
  numeroEffetEcheance,
  prochainNumEffet,
} from "./traite.ts";

describe("bill defaults (spec 02 section 9)", () => {
  it("due 30 days after creation, effect number 1500, one cut", () => {
    expect([ECHEANCE_TRAITE_JOURS, NUM_EFFET_DEFAUT, NB_DECOUPE_DEFAUT]).toEqual([30, 1500, 1]);
    expect(echeanceParDefaut("2026-01-15")).toBe("2026-02-14");
    expect(echeanceParDefaut("2026-12-10")).toBe("2027-01-09");
  });

  it("offers the number after the last stored one, 1500 when none", () => {
    expect(prochainNumEffet(null)).toBe(1500);
    expect(prochainNumEffet(1512)).toBe(1513);
  });
});

describe("echeanceAffichee: the due date follows the creation date until typed", () => {
  it("is creation + 30 days, or the typed date, or nothing without a creation date", () => {
    expect(echeanceAffichee("2026-03-02", null)).toBe("2026-04-01");
    expect(echeanceAffichee("2026-03-02", "2026-05-15")).toBe("2026-05-15");
    expect(echeanceAffichee("", null)).toBe("");
  });
});

describe("ajouterMois", () => {
  it.each([
    ["2026-01-15", 1, "2026-02-15"],
    ["2026-01-31", 1, "2026-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-01-31", 2, "2026-03-31"],
    ["2026-11-30", 3, "2027-02-28"],
    ["2026-05-10", 0, "2026-05-10"],
    ["0999-12-15", 1, "1000-01-15"],
  ])("%s + %i month(s) = %s", (iso, n, attendu) => {
    expect(ajouterMois(iso, n)).toBe(attendu);
  });

  it("refuses a date that does not exist", () => {
    expect(() => ajouterMois("2026-02-30", 1)).toThrow(new RangeError('Invalid ISO date: "2026-02-30"'));
  });
});

describe("decouperTraite: instalments in exact cents, the remainder on the last", () => {
  it.each([
    ["100.00", 3, ["33.33", "33.33", "33.34"]],
    ["1000.00", 2, ["500.00", "500.00"]],
    ["0.05", 2, ["0.02", "0.03"]],
    ["1234.57", 4, ["308.64", "308.64", "308.64", "308.65"]],
    ["99.99", 1, ["99.99"]],
  ])("%s in %i = %o", (total, n, attendu) => {
    const parts = decouperTraite(total, n, "2026-03-31");
    expect(parts.map((p) => p.montant)).toEqual(attendu);
    expect(parts.map((p) => p.rang)).toEqual(attendu.map((_, i) => i + 1));
  });

  it("falls due monthly from the Echeance, on the month's last day when needed", () => {
    expect(decouperTraite("90", 3, "2026-01-31").map((p) => p.echeance)).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
    ]);
  });

  it("numbers the forms of a cut bill 1500-1, 1500-2 and a single one 1500", () => {
    expect(numeroEffetEcheance(1500, 2, 3)).toBe("1500-2");
    expect(numeroEffetEcheance(1500, 1, 1)).toBe("1500");
  });
});

describe("decouperTraite: a number of cuts is a whole number from 1", () => {
  it.each([0, -1, 1.5, Number.NaN])("refuses %s cuts", (n) => {
    expect(() => decouperTraite("100.00", n, "2026-03-31")).toThrow(new RangeError("nbDecoupe >= 1"));
  });
});
