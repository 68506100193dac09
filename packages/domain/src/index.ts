// Shared first: its index sets zod's French messages before any schema is used.
import "./shared/index.ts";

export * from "./achats/index.ts";
export * from "./admin/index.ts";
export * from "./analyse/index.ts";
export * from "./atelier/index.ts";
export * from "./compta/index.ts";
export * from "./facturation/index.ts";
export * from "./images/index.ts";
export * from "./metal/index.ts";
export * from "./noyau-of/index.ts";
export * from "./of/index.ts";
export * from "./pierres/index.ts";
export * from "./plateforme/index.ts";
export * from "./produits/index.ts";
export * from "./registre/index.ts";
export * from "./shared/index.ts";
export * from "./stock/index.ts";
