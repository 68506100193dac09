/** What the rest of the server uses from the police register: its routes, its bench entries, its seals. */
export { REGISTRE_BENCH } from "./registre.bench.ts";
export { reprendreRegistre } from "./registre.queries.ts";
export { registreRoutes } from "./registre.routes.ts";
export { sceller, scellerJoursPasses } from "./sceau.ts";
export { cheminSceaux } from "./sceaux-fichier.ts";
export { verifierRegistre } from "./verification.ts";
