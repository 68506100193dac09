export { avoirsPdf } from "./avoir-pdf.ts";
export { facturesPdf } from "./facture-pdf.ts";
