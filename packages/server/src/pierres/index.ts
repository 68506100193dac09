/** What the rest of the server uses from pierres: its routes, bench entries and stone-stock queries. */
export { pierresAlimenteesOf } from "./alimentation-of.queries.ts";
export { PIERRES_BENCH } from "./pierres.bench.ts";
export { pierresRoutes } from "./pierres.routes.ts";
export { STOCK_PIERRES_BENCH } from "./stock-pierres.bench.ts";
// For /of/besoin (pierreEnStock, enStockSql: a lot of the stone in stock with a remaining weight) and
// /valorisation (valorisationPierres: owned diamonds, owned others, entrusted apart).
export { enStockSql, pierreEnStock, valorisationPierres } from "./stock-pierres.queries.ts";
export { stockPierresRoutes } from "./stock-pierres.routes.ts";
