export { type LieuStock, lieuStock } from "./emplacement.queries.ts";
export { STOCK_BENCH } from "./stock.bench.ts";
export { stockRoutes } from "./stock.routes.ts";
export { reintegrer, sortirDuStock } from "./stock.service.ts";
