import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two files at once in every project: vitest's default (one worker less than the cores) left one of
    // the machine's two cores idle while a file's in-process PGlite worked (session 38: the suite's time).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "domain",
          root: "packages/domain",
          include: ["src/**/*.test.ts"],
          environment: "node",
          // Pure functions, no mocks, stubs, timers or environment: the files share one worker's module cache
          // instead of each starting its own (on a loaded 2-core machine: 1,177 s isolated, 103 s shared).
          // Stryker's runs use packages/domain/vitest.config.ts, isolated as before.
          isolate: false,
        },
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
          // The first file that asks for the demo builds the run's demo template in its beforeAll (test/helpers/database.ts).
          hookTimeout: 180_000,
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
