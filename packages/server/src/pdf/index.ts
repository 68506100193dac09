export * from "./document.ts";
export * from "./pdf.ts";
export * from "./vendeur.ts";
