/**
 * What other areas use from the OF area: the OF dialog of /of/tracer (opened from the invoicing
 * screen), the line saying where an OF's bag is (the workshop's send forms), the "Prêt à
 * facturer" command (/finaliser), and the reference-list filter select (the analyses).
 */

export { CHOIX_FILTRE, type ChampChoix } from "./choix-filtre.ts";
export { EmplacementOfLigne } from "./EmplacementOfLigne.tsx";
export { usePretAFacturer } from "./pret-a-facturer-api.ts";
export { RefFiltreSelect } from "./RefFiltreSelect.tsx";
export { TraceOfDialog } from "./TraceOfDialog.tsx";
