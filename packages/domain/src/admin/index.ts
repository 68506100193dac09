export * from "./auth.ts";
export * from "./client.ts";
export * from "./cours.ts";
export * from "./impressions.ts";
export * from "./messages.ts";
export * from "./roles.ts";
export * from "./settings.ts";
