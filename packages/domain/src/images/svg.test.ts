import { describe, expect, it } from "vitest";
import {
  nomFichierSvg,
  placementSvg,
  SVG_CANVAS,
  SVG_HAUTEUR_MM_DEFAUT,
  SVG_POLICES,
  SVG_STROKE_WIDTH,
  svgExportSchema,
} from "./svg.ts";

describe("SVG export settings (spec 03 section 9)", () => {
  it("strokes 0.94475 wide on a 1000 x 1000 canvas, 0.8 mm high by default, one font", () => {
    expect(SVG_STROKE_WIDTH).toBe("0.94475");
    expect(SVG_CANVAS).toBe(1000);
    expect(SVG_HAUTEUR_MM_DEFAUT).toBe("0.8");
    expect(SVG_POLICES).toEqual(["DejaVu Sans"]);
  });
});

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

  it.each([
    ["", "La hauteur finale est obligatoire."],
    ["0", "La hauteur finale doit être un nombre de millimètres supérieur à 0."],
    ["-1", "La hauteur finale doit être un nombre de millimètres supérieur à 0."],
    ["abc", "La hauteur finale doit être un nombre de millimètres supérieur à 0."],
    ["1000.01", "La hauteur finale doit être un nombre de millimètres supérieur à 0."],
  ])("refuses the height %j: %s", (h, message) => {
    expect(svgExportSchema.safeParse({ texte: "A", hauteurMm: h }).error?.issues).toEqual([
      expect.objectContaining({ message, path: ["hauteurMm"] }),
    ]);
  });

  it("takes a height up to 1000 mm", () => {
    expect(svgExportSchema.parse({ texte: "A", hauteurMm: "1000" }).hauteurMm).toBe("1000");
  });

  it("refuses another font: 'Police inconnue.'", () => {
    expect(
      svgExportSchema.safeParse({ texte: "A", police: "Arial", hauteurMm: "0.8" }).error?.issues[0]?.message,
    ).toBe("Police inconnue.");
  });

  it("names the file after the text", () => {
    expect(nomFichierSvg("Amour")).toBe("Amour.svg");
    expect(nomFichierSvg("Léa & Tom")).toBe("Lea_Tom.svg");
    expect(nomFichierSvg("***")).toBe("texte.svg");
    expect(nomFichierSvg("  __Amour__  ")).toBe("Amour.svg");
    expect(nomFichierSvg("A".repeat(81))).toBe(`${"A".repeat(80)}.svg`); // 80 characters at most
  });

  it("fits the outline in the 1000 x 1000 canvas, centred", () => {
    // A 2000 x 500 outline at (100, -400): scale 0.5, 1000 x 250 centred vertically.
    expect(placementSvg({ x1: 100, y1: -400, x2: 2100, y2: 100 })).toEqual({ scale: 0.5, dx: -50, dy: 575 });
    // A 500 x 2000 outline at (0, 0): scale 0.5 (1000 / 2000), 250 x 1000 centred horizontally.
    expect(placementSvg({ x1: 0, y1: 0, x2: 500, y2: 2000 })).toEqual({ scale: 0.5, dx: 375, dy: 0 });
  });
});
