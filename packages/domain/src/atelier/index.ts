export * from "./lignes.ts";
export * from "./messages.ts";
