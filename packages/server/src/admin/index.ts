export * from "./client-arbre.ts";
