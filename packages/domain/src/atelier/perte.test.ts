import { describe, expect, it } from "vitest";
import { MSG_DATE_DEBUT_INVALIDE, MSG_PERIODE_INVERSEE } from "../shared/index.ts";
import {
  bilanPerte,
  defaultPeriodePerte,
  periodePerteSchema,
  perteGrammes,
  perteOfsQuerySchema,
  perteOuvriersQuerySchema,
  pourcentagePerte,
  resolvePeriodePerte,
} from "./perte.ts";

describe("loss in grams: weight sent minus weight returned, exact", () => {
  it.each([
    ["12.500", "12.125", "0.375"],
    ["0.1", "0.2", "-0.100"],
    ["10", "10", "0.000"],
    ["1000.003", "0", "1000.003"],
    ["0", "0", "0.000"],
  ])("%s − %s = %s", (d, r, perte) => {
    expect(perteGrammes(d, r)).toBe(perte);
  });
});

describe("loss as a percentage of the weight sent, 2 decimals half up", () => {
  it.each([
    ["12.500", "12.125", "3.00"],
    ["3", "2.99", "0.33"],
    // Halves round up (0.005 % -> 0.01 %); a third of a hundredth down, two thirds up.
    ["1", "0.99995", "0.01"],
    ["3", "2.9999", "0.00"],
    ["3", "2.9998", "0.01"],
    ["8", "7.9996", "0.01"],
    ["200", "199.99", "0.01"],
    ["10", "0", "100.00"],
    ["10", "10.5", "-5.00"],
    ["0.001", "0.001", "0.00"],
  ])("sent %s, returned %s: %s %%", (d, r, pct) => {
    expect(pourcentagePerte(d, r)).toBe(pct);
  });

  it("rounds a half exactly up (binary floats would not): 0.125 % -> 0.13 %", () => {
    // (8 − 7.99) × 100 / 8 = 0.125
    expect(pourcentagePerte("8", "7.99")).toBe("0.13");
  });

  it.each([["0"], ["0.000"]])("nothing sent (%s): no percentage, no division by zero", (d) => {
    expect(pourcentagePerte(d, "0")).toBeNull();
    expect(pourcentagePerte(d, "1.5")).toBeNull();
  });

  it("a total row carries both figures", () => {
    expect(bilanPerte({ idOuvrier: 1, poidsD: "20.000", poidsR: "19.500" })).toEqual({
      idOuvrier: 1,
      poidsD: "20.000",
      poidsR: "19.500",
      perte: "0.500",
      pourcentage: "2.50",
    });
    expect(bilanPerte({ poidsD: "0", poidsR: "0" })).toEqual({
      poidsD: "0",
      poidsR: "0",
      perte: "0.000",
      pourcentage: null,
    });
  });
});

describe("the period: first day of the current month to today by default", () => {
  it.each([
    ["2025-03-14", { debut: "2025-03-01", fin: "2025-03-14" }],
    ["2025-03-01", { debut: "2025-03-01", fin: "2025-03-01" }],
    ["2024-12-31", { debut: "2024-12-01", fin: "2024-12-31" }],
  ])("today %s", (today, periode) => {
    expect(defaultPeriodePerte(today)).toEqual(periode);
  });

  it("keeps the dates given", () => {
    expect(resolvePeriodePerte({ debut: "2025-01-10" }, "2025-03-14")).toEqual({
      debut: "2025-01-10",
      fin: "2025-03-14",
    });
    expect(resolvePeriodePerte({ fin: "2025-03-05" }, "2025-03-14")).toEqual({
      debut: "2025-03-01",
      fin: "2025-03-05",
    });
  });

  it("refuses an inverted or invalid period", () => {
    expect(
      periodePerteSchema.safeParse({ debut: "2025-03-10", fin: "2025-03-01" }).error?.issues[0],
    ).toMatchObject({ message: MSG_PERIODE_INVERSEE, path: ["fin"] });
    expect(perteOuvriersQuerySchema.safeParse({ debut: "2025-13-01" }).error?.issues[0]?.message).toBe(
      MSG_DATE_DEBUT_INVALIDE,
    );
    expect(perteOfsQuerySchema.safeParse({ debut: "2025-03-10", fin: "2025-03-01" }).success).toBe(false);
  });

  it("lists default to the worker's name and the latest returns", () => {
    expect(perteOuvriersQuerySchema.parse({})).toMatchObject({ sort: "label", dir: "asc" });
    expect(perteOfsQuerySchema.parse({ sort: "pourcentage", dir: "desc" })).toMatchObject({
      sort: "pourcentage",
      dir: "desc",
    });
  });
});
