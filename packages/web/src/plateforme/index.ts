/**
 * What other parts of the web app use from the e-invoicing area: the system page's block, and a
 * document's platform status as the lists show it (its chip and its filter), and the client screen's
 * notice when the buyer does not receive e-invoices yet.
 */

export { DestinataireNonJoignable } from "./DestinataireNonJoignable.tsx";
export { PlateformeSysteme } from "./PlateformeSysteme.tsx";
export { FiltreStatutPlateforme, StatutPlateformeChip } from "./StatutPlateforme.tsx";
