/** What the rest of the server uses from pierres: its routes and its bench entries. */
export { PIERRES_BENCH } from "./pierres.bench.ts";
export { pierresRoutes } from "./pierres.routes.ts";
