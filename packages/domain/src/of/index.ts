export * from "./numero.ts";
export * from "./statut.ts";
