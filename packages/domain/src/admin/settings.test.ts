import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, settingsFrom } from "./settings.ts";

describe("settings", () => {
  it("defaults to the old system's special ids", () => {
    const s = settingsFrom([]);
    expect(s.clientStock).toBe(249);
    expect(s.clientCanalAlternatif).toBe(502);
    expect(s.nomLigneCanalAlternatif).toBe("EXTENSIA");
    expect(s.produitStock).toBe(619);
    expect(s.typeMetalStock).toBe(1001);
    expect(s.fournisseurMetalSpecial).toBe(12);
    expect(s.metalFournisseurSpecial).toBe(3);
    expect(s.typeFournisseurOr).toBe(998);
  });
  it("takes stored overrides, ignores unknown keys and non-integer ids", () => {
    const s = settingsFrom([
      { cle: "clientStock", valeur: "300" },
      { cle: "inconnu", valeur: "1" },
      { cle: "produitStock", valeur: "abc" },
      { cle: "urlSitePublic", valeur: "https://bijoux.example/" },
    ]);
    expect(s.clientStock).toBe(300);
    expect(s.produitStock).toBe(DEFAULT_SETTINGS.produitStock);
    expect(s.urlSitePublic).toBe("https://bijoux.example/");
    expect(s).not.toHaveProperty("inconnu");
  });
});
