import { describe, expect, it } from "vitest";
import { codeBarreDataUrl } from "../../src/noyau-of/index.ts";
import { fichesDocument } from "../../src/of/print-pdf.ts";
import { renderPdf } from "../../src/pdf/index.ts";
import { decoder, pagesPng } from "../helpers/zbar.ts";

describe("the bag sheet's barcode scans back (issue 28.1)", () => {
  it("rendered at 300 dpi, zbarimg reads the exact OF number", async () => {
    const doc = fichesDocument([
      {
        numSachet: 104321,
        idp: 1,
        statut: "En fabrication",
        client: "BIJOUTERIE DU CENTRE AVEC UN NOM TRÈS LONG QUI DÉBORDE DE SA COLONNE",
        refClt: "CDE-2026-000123456789",
        ref: "BG1001",
        description: "Solitaire or jaune diamant rond brillant serti quatre griffes",
        stade: "Fini",
        metal: "OR JAUNE 750",
        transport: "Tournée",
        dim: "52",
        poids: "3.250",
        dateCrea: "2026-11-02",
        dateLivr: "2026-11-20",
        dateLImp: 1,
        notes: null,
        information: null,
        notesConfie: null,
        poidsConfie: null,
        photoOf: null,
        imageProduit: null,
        codeBarre: await codeBarreDataUrl(104321),
        photo: null,
        pierres: [],
      },
    ]);
    const [png] = pagesPng(await renderPdf(doc), 300);
    expect(decoder(png!)).toEqual(["CODE-128:104321"]);
  });
});
