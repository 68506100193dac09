/** What other parts of the web app use from the e-invoicing area: the system page's block. */
export { PlateformeSysteme } from "./PlateformeSysteme.tsx";
