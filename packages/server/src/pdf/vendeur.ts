import type { Settings } from "@ecrin/domain";
import type { Content, StyleDictionary, TDocumentDefinitions } from "pdfmake/interfaces";
import { documentPdf } from "./document.ts";

/** The seller's identity as a French B2B document must print it (settings `vendeur*`). */
export function identiteVendeur(s: Settings): { nom: string; lignes: string[]; legal: string } {
  return {
    nom: s.vendeurRaisonSociale,
    lignes: [
      s.vendeurAdresse,
      `${s.vendeurCp} ${s.vendeurVille}`,
      [s.vendeurTelephone, s.vendeurEmail].filter(Boolean).join(" – "),
    ].filter((l) => l.trim() !== ""),
    legal:
      `${s.vendeurRaisonSociale}, ${s.vendeurFormeJuridique} au capital de ${s.vendeurCapital} – ` +
      `SIREN ${s.vendeurSiren} – SIRET ${s.vendeurSiret} – ${s.vendeurRcs} – N° TVA intracommunautaire ${s.vendeurTva}`,
  };
}

/**
 * The footer of invoices and credit notes: the legal line (legal form, capital, SIREN/SIRET, RCS, VAT
 * number), then the page.
 */
function piedVendeur(s: Settings): (page: number, pages: number) => Content {
  const legal = identiteVendeur(s).legal;
  // A new node for each page: pdfmake writes its layout into the nodes it is given.
  return (page, pages) => ({
    stack: [
      { text: legal, fontSize: 7, alignment: "center", margin: [30, 10, 30, 0] },
      { text: `Page ${page} / ${pages}`, alignment: "center", fontSize: 7 },
    ],
  });
}

/** The frame of a document the seller issues (invoice, credit note): its name as creator, its legal footer. */
export function documentVendeur(
  s: Settings,
  d: { titre: string; compress: boolean; styles?: StyleDictionary; contenu: Content[] },
): TDocumentDefinitions {
  return documentPdf({
    ...d,
    createur: identiteVendeur(s).nom,
    marges: [40, 40, 40, 60],
    pied: piedVendeur(s),
  });
}
