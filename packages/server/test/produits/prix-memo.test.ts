import type { PrixInputs } from "@ecrin/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { cleDePrix, prixMemo, prixMemorise } from "../../src/produits/prix-memo.ts";

/**
 * The price engine remembered by its inputs: the rates of migration 0002 (1.08 $/€, 0.95 €/min,
 * 72 €/g, coefficient 2.2) and a centre of 100 min, 3000 mg of metal, 2000 mg of façon sur fonte,
 * 40.00 of setting and 10.00 of sundries, without centre vide nor stones.
 */
const entrees = (plusMo: string, coefficient = "2.2000"): PrixInputs => ({
  cours: { euroDollar: "1.0800", mainOeuvre: "0.9500", metalGramme: "72.0000", coefficient },
  centre: { plusMo, plusFonte: "2000.000", plusPoids: "3000.000", plusSerti: "40.00", prixDivers: "10.00" },
  centreVide: null,
  pierres: [],
});

beforeEach(() => prixMemo.vider());

describe("prixMemorise", () => {
  it("keys a breakdown by every input of the engine", () => {
    expect(cleDePrix(entrees("100.00"))).toBe(
      "1.0800|0.9500|72.0000|2.2000|100.00|2000.000|3000.000|40.00|10.00|~",
    );
    const avecPierre: PrixInputs = {
      ...entrees("100.00"),
      centreVide: { facon: "60.00", faconFonte: "1000.000", poidsMetal: "2500.000", sertiMin: "20.00" },
      pierres: [{ qte: 4, pdsR: "0.200", euro: "1000.0000", dollar: "0", coeff: "1.5000", centre: 0 }],
    };
    expect(cleDePrix(avecPierre)).toBe(
      "1.0800|0.9500|72.0000|2.2000|100.00|2000.000|3000.000|40.00|10.00|60.00/1000.000/2500.000/20.00" +
        "|4/0.200/1000.0000/0/1.5000/0",
    );
  });

  it("computes once per distinct inputs, a frozen breakdown, and again when one input changes", () => {
    const a = prixMemorise(entrees("100.00"));
    // 100 x 0.95 = 95.00; 3 g x 72 = 216.00; 2 g x 72 x 0.25 = 36.00; + 40.00 + 10.00 = 397.00; x 2.2.
    expect(a.total3).toBe("873.40");
    expect(prixMemorise(entrees("100.00"))).toBe(a);
    expect(Object.isFrozen(a)).toBe(true);
    expect(Object.isFrozen(a.piece)).toBe(true);
    // Coefficient 2.5: 397.00 x 2.5 = 992.50.
    expect(prixMemorise(entrees("100.00", "2.5000")).total3).toBe("992.50");
    // 110 min: 104.50 + 216.00 + 36.00 + 40.00 + 10.00 = 406.50, x 2.2 = 894.30.
    expect(prixMemorise(entrees("110.00")).total3).toBe("894.30");
    expect(prixMemo.taille()).toBe(3);
  });

  it("keeps at most 5000 breakdowns, forgetting the least recently used", () => {
    const premier = prixMemorise(entrees("0.00"));
    const second = prixMemorise(entrees("1.00"));
    expect(prixMemorise(entrees("0.00"))).toBe(premier);
    // 0.00 read again is now the most recent: the 4999 next ones fill the memo, one more evicts 1.00.
    for (let mo = 2; mo <= 5000; mo++) prixMemorise(entrees(`${mo}.00`));
    expect(prixMemo.taille()).toBe(5000);
    expect(prixMemorise(entrees("0.00"))).toBe(premier);
    // 1.00 is computed again (an equal breakdown, a new object), evicting 2.00.
    const recalcule = prixMemorise(entrees("1.00"));
    expect(recalcule).not.toBe(second);
    expect(recalcule.total3).toBe(second.total3);
    expect(prixMemo.taille()).toBe(5000);
  });
});
