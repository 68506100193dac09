/** What the rest of the server uses from analyse: its routes, and its queries for the bench. */
export { ANALYSE_BENCH } from "./analyse.bench.ts";
export { analyseRoutes } from "./analyse.routes.ts";
export { totauxFournisseursQuery } from "./fournisseur.queries.ts";
