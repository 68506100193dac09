export * from "./fournisseur.ts";
export * from "./messages.ts";
