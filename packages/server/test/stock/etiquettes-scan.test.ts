import { DEFAULT_SETTINGS } from "@ecrin/domain";
import { describe, expect, it } from "vitest";
import { renderPdf, texteAjuste } from "../../src/pdf/index.ts";
import { etiquettesA4, etiquettesThermiques } from "../../src/stock/impressions.ts";
import type { LigneStockSql } from "../../src/stock/liste.queries.ts";
import { decoder, pagesPng, zonesCalmes } from "../helpers/zbar.ts";

/** A stock line whose texts are as long as they come: the label's 15 characters, a long reference. */
const ligne = (of: number, extra: Partial<LigneStockSql> = {}): LigneStockSql => ({
  of,
  image: null,
  metal: "OR JAUNE 750",
  type: "Bague",
  stade: "Fini",
  idStade: 1,
  ref: "BAGUE-SOLITAIRE-2024-XL",
  description: "Solitaire",
  descriptionSite: null,
  etiquette: "WWWWWWWWWWWWWWW",
  poids: "13.250",
  doigt: "52",
  prixR: "500",
  prixFact: "5999.40",
  idClient: 249,
  lieu: "Stock",
  dateEntree: "2026-01-02",
  idPlateau: null,
  plateau: null,
  ofReservation: null,
  reservation: null,
  nomLigne: "MAISON DE HAUTE JOAILLERIE PARISIENNE",
  idp: 1,
  ...extra,
});
const settings = { ...DEFAULT_SETTINGS, vendeurRaisonSociale: "GRANDE MAISON DE JOAILLERIE FRANÇAISE" };

describe("stock labels scan back (issue 28.1)", () => {
  it("thermal 43 x 8 mm at the printer's 203 dpi: each label decodes its exact OF number, quiet zones white", async () => {
    const ofs = [102788, 7, 1234567];
    const pdf = await renderPdf(
      await etiquettesThermiques(
        ofs.map((n) => ligne(n)),
        settings,
      ),
    );
    const pages = pagesPng(pdf, 203);
    expect(pages).toHaveLength(3);
    for (const [i, png] of pages.entries()) {
      expect(decoder(png)).toEqual([`CODE-128:${ofs[i]}`]);
      // Bars from 0.5 mm to 4.7 mm (8 dots a mm); ten modules of two dots: 20 px each side.
      const z = await zonesCalmes(png, { y0: 6, y1: 34 });
      expect(z.gauche).toBeGreaterThanOrEqual(20);
      expect(z.droite).toBeGreaterThanOrEqual(8); // the label's 1 mm margin beyond the image's own zone
    }
  });

  it("the A4 sheet of labels at 300 dpi: every label decodes", async () => {
    const ofs = [102788, 102789, 102790, 102791, 55];
    const pdf = await renderPdf(
      await etiquettesA4(
        ofs.map((n) => ligne(n)),
        settings,
      ),
    );
    const [png] = pagesPng(pdf, 300);
    expect(decoder(png!).sort()).toEqual(ofs.map((n) => `CODE-128:${n}`).sort());
  });

  it("a line too long for its column is cut by the font's widths, with an ellipsis", async () => {
    expect(await texteAjuste("JONC OR", 5, 60, true)).toBe("JONC OR");
    const cut = await texteAjuste("GRANDE MAISON DE JOAILLERIE FRANÇAISE", 4, 50);
    expect(cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThan(37);
  });
});
