export * from "./admin/index.ts";
export * from "./analyse/index.ts";
export * from "./of/index.ts";
export * from "./shared/index.ts";
