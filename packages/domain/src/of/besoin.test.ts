import { describe, expect, it } from "vitest";
import { STATUT } from "../noyau-of/index.ts";
import {
  besoinDetailQuerySchema,
  besoinsQuerySchema,
  cleBesoin,
  defaultPeriodeBesoin,
  isOfEnBesoin,
  MSG_BESOIN_CLE_INVALIDE,
  parseCleBesoin,
  resolvePeriodeBesoin,
  totalBesoin,
} from "./besoin.ts";

describe("the needs period", () => {
  it("runs from today to today + 14 days by default (spec 03 section 9)", () => {
    expect(defaultPeriodeBesoin("2025-12-24")).toEqual({ debut: "2025-12-24", fin: "2026-01-07" });
    expect(resolvePeriodeBesoin({ fin: "2025-12-31" }, "2025-12-24")).toEqual({
      debut: "2025-12-24",
      fin: "2025-12-31",
    });
  });

  it("refuses an inverted period and reads a blank client as none", () => {
    const r = besoinsQuerySchema.safeParse({ debut: "2025-05-10", fin: "2025-05-01" });
    expect(r.error?.issues[0]?.message).toBe("La date de début doit précéder la date de fin.");
    expect(besoinsQuerySchema.parse({ client: "" })).toEqual({});
  });
});

describe("the key of a need row", () => {
  it("is the stone and its quality, 0 standing for none", () => {
    expect(cleBesoin(12, 3)).toBe("12-3");
    expect(cleBesoin(12, null)).toBe("12-0");
    expect(parseCleBesoin("12-3")).toEqual({ idPierre: 12, idQual: 3 });
    expect(parseCleBesoin("12-0")).toEqual({ idPierre: 12, idQual: null });
  });

  it.each(["", "12", "12-", "-3", "0-1", "a-b", "12-3-4", "012-3"])("refuses %j", (cle) => {
    expect(parseCleBesoin(cle)).toBeNull();
    expect(besoinDetailQuerySchema.safeParse({ cle }).error?.issues[0]?.message).toBe(
      MSG_BESOIN_CLE_INVALIDE,
    );
  });
});

describe("which OFs still need their stones", () => {
  it.each([
    [STATUT.cree, true],
    [STATUT.enFabrication, true],
    [STATUT.fabrique, false],
    [STATUT.pretAFacturer, false],
    [STATUT.enStock, false],
  ])("status %i: %s", (statut, besoin) => {
    expect(isOfEnBesoin(statut)).toBe(besoin);
  });
});

describe("the totals of a need", () => {
  it("adds the stones and the carats of its OFs exactly", () => {
    expect(
      totalBesoin([
        { quantite: 12, poids: "0.120" },
        { quantite: 1, poids: "0.5" },
        { quantite: 3, poids: "0.1" },
      ]),
    ).toEqual({ quantite: 16, poidsTotal: "0.720" });
    expect(totalBesoin([])).toEqual({ quantite: 0, poidsTotal: "0.000" });
  });
});

describe("needs: the case table (issue 31)", () => {
  it("a today that is no date is a programming error, said with the value", () => {
    expect(() => defaultPeriodeBesoin("2025-02-30")).toThrow('Invalid ISO date: "2025-02-30"');
  });

  it("stone and quality ids of up to 9 digits", () => {
    expect(parseCleBesoin("123456789-987654321")).toEqual({ idPierre: 123456789, idQual: 987654321 });
    expect(parseCleBesoin("123-45")).toEqual({ idPierre: 123, idQual: 45 });
    expect(parseCleBesoin("1234567890-1")).toBeNull();
    expect(parseCleBesoin("1-1234567890")).toBeNull();
    expect(parseCleBesoin("1-1a")).toBeNull();
  });

  it("the detail takes a valid key; a null client or date is none", () => {
    expect(besoinDetailQuerySchema.parse({ cle: "12-3", client: null, debut: null })).toEqual({
      cle: "12-3",
    });
    expect(besoinDetailQuerySchema.parse({ cle: "12-0", client: "4" })).toEqual({ cle: "12-0", client: 4 });
  });
});
