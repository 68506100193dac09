import type { Settings } from "@ecrin/domain";
import type { Content } from "pdfmake/interfaces";

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

/** Letterhead block (top left of invoices, credit notes and bills). */
export function enteteVendeur(s: Settings): Content {
  const v = identiteVendeur(s);
  return {
    stack: [{ text: v.nom, fontSize: 16, bold: true }, ...v.lignes.map((text) => ({ text, fontSize: 9 }))],
  };
}

/** The legal footer line: legal form, capital, SIREN/SIRET, RCS, VAT number. */
export function piedVendeur(s: Settings): Content {
  return { text: identiteVendeur(s).legal, fontSize: 7, alignment: "center", margin: [30, 10, 30, 0] };
}
