import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PDF_FONT, renderFacturX } from "../../src/pdf/index.ts";

/** The sample supplier files the fake platform offers (e2e/helpers/fake-plateforme/fournisseurs/). */
export const DOSSIER_ECHANTILLONS = join(
  import.meta.dirname,
  "../../../../e2e/helpers/fake-plateforme/fournisseurs",
);

export const echantillon = (nom: string): Buffer => readFileSync(join(DOSSIER_ECHANTILLONS, nom));

/** A refiner's Factur-X: a one-page PDF/A-3 with the CII `xml` embedded as factur-x.xml. */
export function facturXAffinerie(xml: string): Promise<Buffer> {
  return renderFacturX(
    {
      defaultStyle: { font: PDF_FONT },
      content: [
        { text: "Affinerie du Nord", fontSize: 16 },
        { text: "Facture AFN-2026-0457 du 20/11/2026" },
        { text: "Fil or jaune 750 diam. 1,2 mm : 100,000 g x 62,50 € = 6 250,00 € HT" },
        { text: "TVA 20 % : 1 250,00 € — Total TTC : 7 500,00 €" },
      ],
    },
    xml,
    new Date("2026-11-20T00:00:00Z"),
  );
}
