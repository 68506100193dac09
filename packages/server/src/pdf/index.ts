export * from "./pdf.ts";
export * from "./vendeur.ts";
