export * from "./document.ts";
export * from "./pdf.ts";
export * from "./pdf-a3.ts";
export * from "./vendeur.ts";
