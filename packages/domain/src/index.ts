export * from "./admin/index.ts";
export * from "./shared/index.ts";
