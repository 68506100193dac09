/** What the rest of the server uses from metal: its routes, the day's gold price, and its bench entries. */
export { analyseMetalRoutes } from "./analyse.routes.ts";
export { comptesPoidsRoutes } from "./comptes.routes.ts";
export { coursOrRoutes } from "./cours-or.routes.ts";
export { actualiserCours, coursDuJour } from "./cours-or.service.ts";
export { fournisseursRoutes } from "./fournisseurs.routes.ts";
export { grandLivreRoutes } from "./grand-livre.routes.ts";
export { METAL_BENCH } from "./metal.bench.ts";
export { suiviMetalRoutes } from "./suivi.routes.ts";
