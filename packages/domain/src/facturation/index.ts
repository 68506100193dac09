export * from "./totaux.ts";
