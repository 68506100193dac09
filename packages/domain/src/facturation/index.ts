export * from "./avoir.ts";
export * from "./livraison.ts";
export * from "./livraison-schema.ts";
export * from "./mentions.ts";
export * from "./totaux.ts";
