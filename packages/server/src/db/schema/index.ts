export * from "./admin.ts";
