export * from "./champs.ts";
export * from "./csv.ts";
export * from "./dates.ts";
export * from "./decimal.ts";
export * from "./decimal-schema.ts";
export * from "./format.ts";
export * from "./idempotence.ts";
export * from "./list-query.ts";
