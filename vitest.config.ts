import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "domain", root: "packages/domain", include: ["src/**/*.test.ts"], environment: "node" },
      },
      { test: { name: "scripts", root: "scripts", include: ["*.test.ts"], environment: "node" } },
      {
        test: {
          name: "server",
          root: "packages/server",
          include: ["src/**/*.test.ts", "test/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          globalSetup: ["test/global-setup.ts"],
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "web",
          root: "packages/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test/setup.ts"],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
