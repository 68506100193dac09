export { type CentrePrice, prixDesCentres } from "./produit-prix.service.ts";
export { avecRevalorisation } from "./revalorisation.ts";
