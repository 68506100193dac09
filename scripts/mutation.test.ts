import { describe, expect, it } from "vitest";
import { lireArguments, scoreDuRapport, tableau } from "./mutation.ts";

describe("npm run mutation's command line", () => {
  it("reads the targets, --force, --ignoreStatic and the test globs", () => {
    expect(
      lireArguments([
        "packages/domain/src/of/print.ts",
        "--tests=src/of/*.test.ts,src/noyau-of/*.test.ts",
        "--force",
        "packages/domain/src/of/trace.ts:10-20",
        "--tests=src/shared/csv.test.ts",
        "--ignoreStatic",
      ]),
    ).toEqual({
      cibles: ["packages/domain/src/of/print.ts", "packages/domain/src/of/trace.ts:10-20"],
      options: {
        force: true,
        ignoreStatic: true,
        tests: ["src/of/*.test.ts", "src/noyau-of/*.test.ts", "src/shared/csv.test.ts"],
      },
    });
  });

  it("runs the whole domain suite when no test is named", () => {
    expect(lireArguments(["packages/domain/src/of"])).toEqual({
      cibles: ["packages/domain/src/of"],
      options: { force: false, ignoreStatic: false, tests: [] },
    });
  });

  it("refuses an option it does not know (a typo would otherwise run hours for nothing)", () => {
    expect(() => lireArguments(["--test=src/of/print.test.ts"])).toThrow(
      "--test=src/of/print.test.ts: option inconnue (--force, --ignoreStatic, --tests=<globs>)",
    );
  });
});

describe("a file's score", () => {
  it("counts killed and timed-out mutants over those that ran or were not covered", () => {
    const statuts = [
      "Killed",
      "Killed",
      "Killed",
      "Timeout",
      "Survived",
      "NoCoverage",
      "CompileError",
      "Ignored",
    ];
    const score = scoreDuRapport("packages/domain/src/of/print.ts", {
      files: { "packages/domain/src/of/print.ts": { mutants: statuts.map((status) => ({ status })) } },
    });
    // (3 killed + 1 timeout) / (4 + 1 survived + 1 not covered) = 4 / 6 = 66.67 %; errors and ignored not scored.
    expect(score).toEqual({
      fichier: "packages/domain/src/of/print.ts",
      mutants: 8,
      tues: 4,
      survivants: 1,
      nonCouverts: 1,
      score: (100 * 4) / 6,
    });
    expect(
      tableau([score, { ...score, fichier: "packages/domain/src/of/vide.ts", mutants: 0, score: null }]),
    ).toBe(
      [
        "| file | mutants | killed | survived | no coverage | score |",
        "|---|---|---|---|---|---|",
        "| of/print.ts | 8 | 4 | 1 | 1 | 66.7 % |",
        "| of/vide.ts | 0 | 4 | 1 | 1 | - |",
      ].join("\n"),
    );
  });

  it("says which file Stryker stopped on, and the run goes on", () => {
    const arret = { ...scoreDuRapport("packages/domain/src/shared/index.ts", { files: {} }), echec: 1 };
    expect(arret).toMatchObject({ mutants: 0, score: null, echec: 1 });
    expect(tableau([arret]).split("\n")[2]).toBe(
      "| shared/index.ts | 0 | 0 | 0 | 0 | stryker stopped (code 1): no test loads it? |",
    );
  });
});
