export * from "./pdf.ts";
