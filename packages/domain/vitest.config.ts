import { defineConfig } from "vitest/config";

/**
 * The domain's tests alone: what `npm run mutation` (StrykerJS) runs against each mutant. `--tests=<globs>`
 * of scripts/mutation.ts narrows them through ECRIN_MUTATION_TESTS (comma-separated, relative to this folder).
 */
const choisis = process.env.ECRIN_MUTATION_TESTS?.split(",").filter((g) => g !== "");

export default defineConfig({
  test: { name: "domain", include: choisis?.length ? choisis : ["src/**/*.test.ts"], environment: "node" },
});
