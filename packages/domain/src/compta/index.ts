export * from "./ascii.ts";
export * from "./ecriture.ts";
export * from "./fec.ts";
export * from "./liste.ts";
export * from "./quadra.ts";
export * from "./traite.ts";
export * from "./traite-schema.ts";
