import { describe, expect, it } from "vitest";
import { pagesImpression } from "./impressions.ts";
import { DEFAULT_SETTINGS } from "./settings.ts";

describe("Impression menu", () => {
  it("offers the built-in page when a URL is not set, the police register included", () => {
    const pages = pagesImpression({
      ...DEFAULT_SETTINGS,
      urlImpressionLignes: "https://print.example/lignes",
    });
    expect(pages).toEqual([
      { label: "Livre de référence", url: null, interne: "livre-reference" },
      { label: "Lignes", url: "https://print.example/lignes", interne: null },
      { label: "Baguier (tailles de doigt)", url: null, interne: "baguier" },
      { label: "Registre de police", url: null, interne: "registre" },
    ]);
  });

  it("shows the police register when its external page is set", () => {
    const pages = pagesImpression({
      ...DEFAULT_SETTINGS,
      urlImpressionRegistrePolice: "https://x.example/rp",
    });
    expect(pages.at(-1)).toEqual({ label: "Registre de police", url: "https://x.example/rp", interne: null });
  });

  it("offers the four built-in pages when no URL is set (the defaults)", () => {
    expect(pagesImpression(DEFAULT_SETTINGS)).toEqual([
      { label: "Livre de référence", url: null, interne: "livre-reference" },
      { label: "Lignes", url: null, interne: "lignes" },
      { label: "Baguier (tailles de doigt)", url: null, interne: "baguier" },
      { label: "Registre de police", url: null, interne: "registre" },
    ]);
  });

  it("opens each external page that is set", () => {
    const pages = pagesImpression({
      ...DEFAULT_SETTINGS,
      urlImpressionLivreReference: "https://x.example/livre",
      urlImpressionLignes: "https://x.example/lignes",
      urlImpressionBaguier: "https://x.example/baguier",
      urlImpressionRegistrePolice: "https://x.example/rp",
    });
    expect(pages).toEqual([
      { label: "Livre de référence", url: "https://x.example/livre", interne: null },
      { label: "Lignes", url: "https://x.example/lignes", interne: null },
      { label: "Baguier (tailles de doigt)", url: "https://x.example/baguier", interne: null },
      { label: "Registre de police", url: "https://x.example/rp", interne: null },
    ]);
  });
});
