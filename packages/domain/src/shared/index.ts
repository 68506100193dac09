export * from "./decimal-schema.ts";
