export * from "./boite-or.ts";
export * from "./charge.ts";
export * from "./finalisation.ts";
export * from "./lignes.ts";
export * from "./messages.ts";
export * from "./perte.ts";
export * from "./pesee.ts";
export * from "./productivite.ts";
