/** What the rest of the server uses from compta: its routes and its bench entries. */
export { COMPTA_BENCH } from "./compta.bench.ts";
export { comptaRoutes } from "./compta.routes.ts";
export { traiteRoutes } from "./traite.routes.ts";
