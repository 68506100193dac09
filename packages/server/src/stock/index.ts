export { type LieuStock, lieuStock } from "./emplacement.queries.ts";
export { reintegrer, sortirDuStock } from "./stock.service.ts";
