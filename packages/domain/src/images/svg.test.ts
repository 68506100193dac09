import { describe, expect, it } from "vitest";
import { nomFichierSvg, placementSvg, svgExportSchema } from "./svg.ts";

describe("SVG export input", () => {
  it("refuses an empty text in French and defaults to the one font", () => {
    expect(svgExportSchema.safeParse({ texte: "  ", hauteurMm: "0.8" }).error?.issues[0]?.message).toBe(
      "Le texte est obligatoire.",
    );
    expect(svgExportSchema.parse({ texte: "Amour", hauteurMm: "0,8" })).toEqual({
      texte: "Amour",
      police: "DejaVu Sans",
      hauteurMm: "0.8",
    });
  });

  it.each(["0", "-1", "abc", "1001"])("refuses the height %s", (h) => {
    expect(svgExportSchema.safeParse({ texte: "A", hauteurMm: h }).success).toBe(false);
  });

  it("names the file after the text", () => {
    expect(nomFichierSvg("Amour")).toBe("Amour.svg");
    expect(nomFichierSvg("Léa & Tom")).toBe("Lea_Tom.svg");
    expect(nomFichierSvg("***")).toBe("texte.svg");
  });

  it("fits the outline in the 1000 x 1000 canvas, centred", () => {
    // A 2000 x 500 outline at (100, -400): scale 0.5, 1000 x 250 centred vertically.
    expect(placementSvg({ x1: 100, y1: -400, x2: 2100, y2: 100 })).toEqual({ scale: 0.5, dx: -50, dy: 575 });
  });
});
