export { searchOfNumeros } from "./of.queries.ts";
export { lockOfForChange } from "./of-verrou.ts";
export { sortirDuStock } from "./tools.queries.ts";
