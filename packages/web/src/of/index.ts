/**
 * What other areas use from the OF area: the OF dialog of /of/tracer (opened from the invoicing
 * screen), the line saying where an OF's bag is (the workshop's send forms), and the "Prêt à
 * facturer" command (/finaliser).
 */
export { EmplacementOfLigne } from "./EmplacementOfLigne.tsx";
export { usePretAFacturer } from "./pret-a-facturer-api.ts";
export { TraceOfDialog } from "./TraceOfDialog.tsx";
