/**
 * What the rest of the server uses from facturation: its routes, the invoices and credit notes as PDF,
 * and the invoice channels (the tables, series and client of each), read by compta and the OF filter.
 */

export { avoirRoutes } from "./avoir.routes.ts";
export { avoirsPdf } from "./avoir-pdf.ts";
export { CANAUX_FACTURE, type CanalFacturation, colonneSql, tableSql } from "./canaux.ts";
export { facturesPdf } from "./facture-pdf.ts";
export { livraisonRoutes } from "./livraison.routes.ts";
