/** What the rest of the server uses from of: its routes, queries and entries for the bench. */

export { BESOIN_BENCH } from "./besoin.bench.ts";
export { besoinRoutes } from "./besoin.routes.ts";
export { OF_CREATION_BENCH } from "./creation.bench.ts";
export { ofCreationRoutes } from "./creation.routes.ts";
export { EDIT_OF_BENCH } from "./edit.bench.ts";
export { editOfRoutes } from "./edit.routes.ts";
export { FILTER_BENCH } from "./filter.bench.ts";
export { filterRoutes } from "./filter.routes.ts";
export { ofNumerosQuery } from "./of.queries.ts";
export { ofRoutes } from "./of.routes.ts";
export { PLANNING_BENCH } from "./planning.bench.ts";
export { planningRoutes } from "./planning.routes.ts";
export { pretAFacturerRoutes } from "./pret-a-facturer.routes.ts";
export { ofPrintRoutes } from "./print.routes.ts";
export { ofToolsRoutes } from "./tools.routes.ts";
export { traceOfRoutes } from "./trace.routes.ts";
