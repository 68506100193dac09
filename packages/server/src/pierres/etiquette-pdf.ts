import { formatCarats, formatDate } from "@ecrin/domain";
import { documentPdf, PDF_CREATOR, renderPdf } from "../pdf/index.ts";

export interface LotEtiquette {
  idConf: number;
  noConfie: string;
  description: string;
  poids: string;
  pieces: number | null;
  fournisseur: string;
  dateReception: string;
  certificat: string | null;
}

/** 90 x 50 mm, in points: a stone packet's label. */
const TAILLE = { width: (90 / 25.4) * 72, height: (50 / 25.4) * 72 };

/**
 * The packet label of a received lot (issue 13): the Code128 of its Id Confie (a scanner types it back
 * into the Id Confie field of /pierre/sortie, then Enter), the N° Confie, the stone, carats and pieces,
 * the supplier.
 */
export function etiquetteLotPdf(lot: LotEtiquette, codeBarre: string, compress?: boolean): Promise<Buffer> {
  const quantite = `${formatCarats(lot.poids)}${lot.pieces === null ? "" : ` — ${lot.pieces} pierre${lot.pieces > 1 ? "s" : ""}`}`;
  const doc = documentPdf({
    titre: `Pierre ${lot.idConf}`,
    createur: PDF_CREATOR,
    marges: [8, 6, 8, 4],
    taillePolice: 7,
    compress,
    contenu: [
      {
        columns: [
          {
            stack: [
              { text: `Id Confie ${lot.idConf}`, fontSize: 11, bold: true },
              { text: `N° Confie ${lot.noConfie}`, fontSize: 8 },
            ],
          },
          { text: formatDate(lot.dateReception), alignment: "right" },
        ],
      },
      { image: codeBarre, width: 150, alignment: "center", margin: [0, 2, 0, 2] },
      { text: lot.description, bold: true },
      { text: quantite },
      { text: lot.fournisseur },
      ...(lot.certificat ? [{ text: lot.certificat, fontSize: 6 }] : []),
    ],
  });
  return renderPdf({ ...doc, pageSize: TAILLE, pageOrientation: "landscape" });
}
