import { describe, expect, it } from "vitest";
import { codeBarreDataUrl } from "../../src/noyau-of/index.ts";
import { etiquetteLotPdf } from "../../src/pierres/etiquette-pdf.ts";
import { decoder, pagesPng } from "../helpers/zbar.ts";

describe("the stone packet's barcode scans back (issue 28.1)", () => {
  it("the 90 x 50 mm packet rendered at 300 dpi: zbarimg reads the exact Id Confie", async () => {
    const pdf = await etiquetteLotPdf(
      {
        idConf: 8812,
        noConfie: "CONF-2026-0042",
        description: "Diamant rond brillant 1,02 ct G VS1",
        poids: "1.020",
        pieces: 1,
        fournisseur: "Diamantaire d'Anvers",
        dateReception: "2026-11-02",
        certificat: "GIA 1234567890",
      },
      await codeBarreDataUrl(8812),
    );
    const [png] = pagesPng(pdf, 300);
    expect(decoder(png!)).toEqual(["CODE-128:8812"]);
  });
});
