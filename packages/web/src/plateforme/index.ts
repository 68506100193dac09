/**
 * What other parts of the web app use from the e-invoicing area: the system page's block, and a
 * document's platform status as the lists show it (its chip and its filter).
 */
export { PlateformeSysteme } from "./PlateformeSysteme.tsx";
export { FiltreStatutPlateforme, StatutPlateformeChip } from "./StatutPlateforme.tsx";
