import { describe, expect, it } from "vitest";
import { MSG_DATE_LIVRAISON_INVALIDE } from "../noyau-of/index.ts";
import { formatMinutes } from "../shared/index.ts";
import {
  chargeDetailQuerySchema,
  chargeQuerySchema,
  formatHeures,
  HEURES_DECIMALES,
  heuresDeMinutes,
  JOURNEE_HEURES,
  MINUTES_PAR_HEURE,
  repartitionJournee,
} from "./charge.ts";

const NBSP = "\u00a0";

describe("hours of a workshop day (spec 02 section 9: 7-hour day, minutes / 60)", () => {
  it("the day lasts 7 hours", () => {
    expect(JOURNEE_HEURES).toBe(7);
  });

  it.each([
    ["0", "0.00"],
    ["330", "5.50"],
    ["420", "7.00"],
    ["10", "0.17"],
    ["20", "0.33"],
    ["0.30", "0.01"],
    ["45.50", "0.76"],
    ["1234.56", "20.58"],
  ])("%s min are %s h (exact decimals, half up)", (minutes, heures) => {
    expect(heuresDeMinutes(minutes)).toBe(heures);
  });
});

describe("the doughnut split: done versus 7 minus done, never negative", () => {
  it.each([
    ["330", { faites: "5.50", restantes: "1.50", depassement: false }],
    ["0", { faites: "0.00", restantes: "7.00", depassement: false }],
    ["420", { faites: "7.00", restantes: "0.00", depassement: false }],
    ["510", { faites: "8.50", restantes: "0.00", depassement: true }],
    // 100 min = 1.666.. h: shown 1.67, the rest 5.33, together exactly 7.
    ["100", { faites: "1.67", restantes: "5.33", depassement: false }],
  ])("%s min", (minutes, attendu) => {
    expect(repartitionJournee(minutes)).toEqual(attendu);
  });
});

describe("French display", () => {
  it.each([
    ["5.50", `5,5${NBSP}h`],
    ["7.00", `7${NBSP}h`],
    ["0.17", `0,17${NBSP}h`],
    ["0.00", `0${NBSP}h`],
    ["12.25", `12,25${NBSP}h`],
  ])("%s h shows %s", (h, texte) => {
    expect(formatHeures(h)).toBe(texte);
  });

  it.each([
    ["45.00", `45${NBSP}min`],
    ["12.50", `12,5${NBSP}min`],
    ["1200", `1\u202f200${NBSP}min`],
  ])("%s min shows %s", (m, texte) => {
    expect(formatMinutes(m)).toBe(texte);
  });
});

describe("the delivery date asked", () => {
  it("accepts a real date", () => {
    expect(chargeQuerySchema.parse({ date: "2025-03-14" })).toEqual({ date: "2025-03-14" });
  });

  it.each([["2025-02-30"], ["14/03/2025"], [""], [undefined]])("refuses %o", (date) => {
    const r = chargeQuerySchema.safeParse({ date });
    expect(r.error?.issues[0]?.message).toBe(MSG_DATE_LIVRAISON_INVALIDE);
  });

  it("the detail needs the jeweller and sorts by OF by default", () => {
    expect(chargeDetailQuerySchema.safeParse({ date: "2025-03-14" }).success).toBe(false);
    const q = chargeDetailQuerySchema.parse({ date: "2025-03-14", joaillier: "3" });
    expect(q).toMatchObject({ joaillier: 3, sort: "numSachet", dir: "asc", page: 0 });
  });
});

describe("the workshop day: the case table (issue 31)", () => {
  it("60 minutes an hour, hours to the hundredth", () => {
    expect(MINUTES_PAR_HEURE).toBe(60);
    expect(HEURES_DECIMALES).toBe(2);
  });

  it.each([
    // 419 / 60 = 6.983 -> 6.98; 7 − 6.98 = 0.02.
    ["419", { faites: "6.98", restantes: "0.02", depassement: false }],
    // 420.2 / 60 = 7.0033 -> 7.00: the rounded hours are compared, not a full day.
    ["420.2", { faites: "7.00", restantes: "0.00", depassement: false }],
    // 420.3 / 60 = 7.005 -> 7.01 (half up): beyond the day.
    ["420.3", { faites: "7.01", restantes: "0.00", depassement: true }],
  ])("%s min", (minutes, attendu) => {
    expect(repartitionJournee(minutes)).toEqual(attendu);
  });

  it.each([
    ["1.234", `1,23${NBSP}h`],
    ["8", `8${NBSP}h`],
    ["0.5", `0,5${NBSP}h`],
  ])("%s h shows %s", (h, texte) => {
    expect(formatHeures(h)).toBe(texte);
  });

  it("the detail: a real jeweller and a real date, any column sortable", () => {
    const messages = (q: object) => chargeDetailQuerySchema.safeParse(q).error?.issues.map((i) => i.message);
    expect(messages({ date: "2025-02-30", joaillier: "3" })).toEqual([MSG_DATE_LIVRAISON_INVALIDE]);
    expect(chargeDetailQuerySchema.safeParse({ date: "2025-03-14", joaillier: "0" }).success).toBe(false);
    for (const sort of ["poidsD", "poidsR", "temps", "plusMo", "ref"]) {
      expect(chargeDetailQuerySchema.parse({ date: "2025-03-14", joaillier: "3", sort }).sort).toBe(sort);
    }
  });
});
