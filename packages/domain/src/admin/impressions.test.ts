import { describe, expect, it } from "vitest";
import { pagesImpression } from "./impressions.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";

describe("Impression menu", () => {
  it("lists the four print pages, unconfigured ones without a URL", () => {
    const pages = pagesImpression({
      ...DEFAULT_SETTINGS,
      urlImpressionLignes: "https://print.example/lignes",
    });
    expect(pages.map((p) => p.label)).toEqual([
      "Livre de référence",
      "Lignes",
      "Baguier (tailles de doigt)",
      "Registre de police",
    ]);
    expect(pages[1]?.url).toBe("https://print.example/lignes");
    expect(pages[0]?.url).toBeNull();
  });
});
