export * from "./numero.ts";
