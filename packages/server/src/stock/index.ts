export { reintegrer, sortirDuStock } from "./stock.service.ts";
