export * from "./pierre.ts";
