/** What the rest of the server uses from atelier: its routes and its bench entries. */
export { boiteOrRoutes } from "./boite-or.routes.ts";
export { CHARGE_BENCH } from "./charge.bench.ts";
export { atelierChargeRoutes } from "./charge.routes.ts";
export { finalisationRoutes } from "./finalisation.routes.ts";
export { lignesOf } from "./lignes.queries.ts";
export { atelierLignesRoutes } from "./lignes.routes.ts";
export { perteRoutes } from "./perte.routes.ts";
export { peseeRoutes } from "./pesee.routes.ts";
export { atelierVueRoutes } from "./vue.routes.ts";
