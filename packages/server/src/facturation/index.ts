/**
 * What the rest of the server uses from facturation: its routes, the invoices and credit notes as PDF,
 * and the invoice channels (the tables, series and client of each), read by compta and the OF filter.
 */

export { avoirRoutes } from "./avoir.routes.ts";
export { avoirsPdf } from "./avoir-pdf.ts";
export { CANAUX_FACTURE, type CanalFacturation, colonneSql, tableSql } from "./canaux.ts";
/** The Factur-X checks (XSD, EN 16931, BR-FR) of any CII XML: ours in the tests, a supplier's at reception. */
export { CiiIllisible, lireCii } from "./cii-lecture.ts";
export { FACTURATION_BENCH } from "./facturation.bench.ts";
export { facturesPdf } from "./facture-pdf.ts";
export { livraisonRoutes } from "./livraison.routes.ts";
/** The next number of a series (used by the legacy import's test: numbering continues after the import). */
export { prochainNumero } from "./numerotation.ts";
export {
  erreursXsd,
  verifierBrFr,
  verifierEn16931,
  verifierFacturX,
  XSD_EN16931,
} from "./verification-cii.ts";
