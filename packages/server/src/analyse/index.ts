/** What the rest of the server uses from analyse: its routes, and its main query for the bench. */
export { analyseRoutes } from "./analyse.routes.ts";
export { totauxFournisseursQuery } from "./fournisseur.queries.ts";
