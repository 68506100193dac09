import { defineConfig } from "vitest/config";

/** The domain's tests alone: what `npm run mutation` (StrykerJS) runs against each mutant. */
export default defineConfig({
  test: { name: "domain", include: ["src/**/*.test.ts"], environment: "node" },
});
