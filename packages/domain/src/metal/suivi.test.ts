import { describe, expect, it } from "vitest";
import { coursRetenu, grammesFins, lireFormatSource, lirePrixSource, prixParGramme } from "./cours-or.ts";
import { poids752, soldeSuivi, totauxSuivi } from "./suivi.ts";

describe("Suivi Métal: weight x 0.92 / 0.753", () => {
  it.each([
    ["100", "122.178"],
    ["7.53", "9.200"],
  ])("%s g -> %s", (p, r) => expect(poids752(p)).toBe(r));
  it("balance = receptions x 0.92 / 0.753 - invoiced", () => {
    expect(soldeSuivi(["50", "50"], ["100"])).toBe("22.178");
  });
  it.each([
    // receptions, invoiced weights -> totals of invoices and receptions, balance
    [["50", "50"], ["100"], "100.000", "100.000", "22.178"],
    [[], [], "0.000", "0.000", "0.000"],
    [["7.53"], [], "0.000", "7.530", "9.200"],
    [[], ["12.5", "0.25"], "12.750", "0.000", "-12.750"],
  ])("totals of %j received and %j invoiced", (recu, facture, totalFactures, totalReceptions, solde) => {
    expect(totauxSuivi(recu, facture)).toEqual({ totalFactures, totalReceptions, solde });
  });
});

describe("gold price", () => {
  it("divides an ounce price by the troy ounce, 31.1034768 g (not 28.3495)", () => {
    expect(prixParGramme("2500", "once")).toBe("80.3769");
    expect(prixParGramme("98000", "kg")).toBe("98.0000");
  });
  it("reads the configured format and the JSON answer", () => {
    const f = lireFormatSource("data.price; once");
    expect(f).toEqual({ chemin: "data.price", unite: "once" });
    expect(lirePrixSource({ data: { price: 3110.34768 } }, f!)).toBe("100.0000");
    expect(lirePrixSource({ data: { price: "abc" } }, f!)).toBeNull();
    expect(lirePrixSource({}, f!)).toBeNull();
    expect(lireFormatSource("")).toBeNull();
    expect(lireFormatSource("price;livre")).toBeNull();
  });
  it("falls back to the last known price, then rate 4, then N/A", () => {
    expect(
      coursRetenu({ jour: "2026-01-02", prixGramme: "80.0000", source: "manuel" }, "98000"),
    ).toMatchObject({
      prixGramme: "80.0000",
      origine: "historique",
    });
    expect(coursRetenu(null, "98000")).toMatchObject({ prixGramme: "98.0000", origine: "cours4" });
    expect(coursRetenu(null, null)).toMatchObject({ prixGramme: null, source: "N/A" });
  });
  it.each([
    ["10", 999, "9.990"],
    ["10", 750, "7.500"],
    ["10", 375, "3.750"],
    ["10", 925, "9.250"],
    ["10", 950, "9.500"],
  ])("fine grams: %s g at %i -> %s", (p, t, f) => expect(grammesFins(p, t)).toBe(f));
});

describe("Analyse Métal rules", () => {
  it("fine gold = weight / 0.75; the vault keeps x 0.997", async () => {
    const { apresCoffre, carte, finEn750 } = await import("./analyse.ts");
    expect(finEn750("75")).toBe("100.000");
    expect(apresCoffre("1000")).toBe("997.000");
    expect(carte("stock_atelier", "1150", "-1200")).toMatchObject({ solde: "-50.000", positif: false });
    expect(carte("clal", "-344.73", "344.73")).toMatchObject({ solde: "0.000", positif: true });
  });
  it("the six opening balances of the old screen are the defaults", async () => {
    const { SOLDES_OUVERTURE } = await import("./analyse.ts");
    expect(SOLDES_OUVERTURE.map((s) => s.defaut)).toEqual([
      "1150",
      "-1166",
      "138.6",
      "450",
      "-344.73",
      "121.49",
    ]);
  });
});
