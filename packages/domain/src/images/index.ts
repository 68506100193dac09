export * from "./affectation.ts";
export * from "./compression.ts";
export * from "./image.ts";
export * from "./messages.ts";
export * from "./nom.ts";
