/**
 * `npm run mutation -- <file or folder of packages/domain/src>...` (issue 31): StrykerJS on the domain, ONE
 * source file at a time with one test process (the machine is shared), each file with its own incremental
 * result in `reports/mutation/` (kept locally, not committed: see README, testing), then one score table of
 * every file run. No argument: every domain source file, one after another (hours; prefer an area).
 * `--force`: test every mutant again. Needed after adding tests that kill module-level ("static") mutants,
 * such as a message constant: Stryker's incremental mode reuses a survivor of those when no new test is
 * measured covering it, which per-test coverage cannot measure for code run at import.
 * `--tests=<globs>`: run each mutant against these test files only (comma-separated, relative to
 * packages/domain, e.g. `--tests=src/of/*.test.ts,src/noyau-of/*.test.ts`) instead of the whole domain suite:
 * a file's own tests are its case table, so its score is then a lower bound of the whole suite's, in a
 * fraction of the time on a loaded machine. `--ignoreStatic`: skip module-level mutants (each costs a whole
 * test run). A target `file.ts:a-b` mutates lines a to b only (rerun of import-time survivors, with `--force`);
 * its result goes to its own file so that it does not replace the whole file's.
 * Not part of `npm test`: a tool, like the bench.
 */

import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const racine = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOMAINE = "packages/domain/src";
const DOSSIER_RESULTATS = "reports/mutation";

/** A domain source file Stryker mutates (tests and fixtures are not). */
export const estSourceMutable = (f: string) =>
  f.endsWith(".ts") && !f.endsWith(".test.ts") && !f.endsWith(".fixture.ts") && !f.endsWith(".d.ts");

function sources(cible: string): string[] {
  const [chemin = cible, lignes] = cible.split(":");
  const abs = path.resolve(racine, chemin);
  if (!existsSync(abs)) throw new Error(`${cible}: introuvable`);
  if (statSync(abs).isFile())
    return [`${path.relative(racine, abs)}${lignes === undefined ? "" : `:${lignes}`}`];
  return readdirSync(abs, { recursive: true, encoding: "utf8" })
    .map((f) => path.relative(racine, path.join(abs, f)))
    .filter(estSourceMutable)
    .sort();
}

/** Stryker's statuses, as its report schema names them. */
interface Mutant {
  status: string;
}
export interface Score {
  fichier: string;
  mutants: number;
  tues: number;
  survivants: number;
  nonCouverts: number;
  /** (killed + timeout) / (killed + timeout + survived + no coverage), Stryker's mutation score. */
  score: number | null;
  /** Stryker's exit code when it stopped without a report. */
  echec?: number;
}

/** The score of one file from its incremental report (the mutation-testing-report schema). */
export function scoreDuRapport(fichier: string, rapport: { files: Record<string, { mutants: Mutant[] }> }) {
  const mutants = rapport.files[fichier]?.mutants ?? [];
  const n = (s: string) => mutants.filter((m) => m.status === s).length;
  const tues = n("Killed") + n("Timeout");
  const survivants = n("Survived");
  const nonCouverts = n("NoCoverage");
  const valides = tues + survivants + nonCouverts;
  return {
    fichier,
    mutants: mutants.length,
    tues,
    survivants,
    nonCouverts,
    score: valides === 0 ? null : (100 * tues) / valides,
  } satisfies Score;
}

const resultat = (f: string) =>
  path.join(
    racine,
    DOSSIER_RESULTATS,
    `${f.replace(`${DOMAINE}/`, "").replaceAll("/", "__").replace(":", "@")}.json`,
  );

export interface Options {
  force: boolean;
  ignoreStatic: boolean;
  /** Test globs relative to packages/domain; empty: the whole domain suite. */
  tests: string[];
}

/** The command line: targets, then `--force`, `--ignoreStatic`, `--tests=a,b`. */
export function lireArguments(args: readonly string[]): { cibles: string[]; options: Options } {
  const tests = args
    .filter((a) => a.startsWith("--tests="))
    .flatMap((a) => a.slice("--tests=".length).split(","))
    .filter((t) => t !== "");
  const inconnu = args.find(
    (a) => a.startsWith("--") && a !== "--force" && a !== "--ignoreStatic" && !a.startsWith("--tests="),
  );
  if (inconnu !== undefined)
    throw new Error(`${inconnu}: option inconnue (--force, --ignoreStatic, --tests=<globs>)`);
  return {
    cibles: args.filter((a) => !a.startsWith("--")),
    options: { force: args.includes("--force"), ignoreStatic: args.includes("--ignoreStatic"), tests },
  };
}

function muter(cible: string, options: Options): Score {
  const [fichier = cible] = cible.split(":");
  const r = spawnSync(
    "npx",
    [
      "stryker",
      "run",
      "--mutate",
      cible,
      "--concurrency",
      "1",
      "--incremental",
      "--incrementalFile",
      path.relative(racine, resultat(cible)),
      ...(options.force ? ["--force"] : []),
      ...(options.ignoreStatic ? ["--ignoreStatic"] : []),
    ],
    {
      cwd: racine,
      stdio: "inherit",
      // Read by packages/domain/vitest.config.ts (Stryker's test runner inherits the environment).
      env: options.tests.length
        ? { ...process.env, ECRIN_MUTATION_TESTS: options.tests.join(",") }
        : process.env,
    },
  );
  // A file no test loads (types, re-exports: 0 mutants) makes Stryker stop ("No tests were executed"):
  // the run goes on with the next file and the table says so.
  if (r.status !== 0) return { ...scoreDuRapport(fichier, { files: {} }), echec: r.status ?? -1 };
  return scoreDuRapport(fichier, JSON.parse(readFileSync(resultat(cible), "utf8")));
}

export function tableau(scores: readonly Score[]): string {
  const lignes = scores.map(
    (s) =>
      `| ${s.fichier.replace(`${DOMAINE}/`, "")} | ${s.mutants} | ${s.tues} | ${s.survivants} | ${s.nonCouverts} | ${
        s.echec !== undefined
          ? `stryker stopped (code ${s.echec}): no test loads it?`
          : s.score === null
            ? "-"
            : `${s.score.toFixed(1)} %`
      } |`,
  );
  return [
    "| file | mutants | killed | survived | no coverage | score |",
    "|---|---|---|---|---|---|",
    ...lignes,
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { cibles, options } = lireArguments(process.argv.slice(2));
  const fichiers = [...new Set((cibles.length ? cibles : [DOMAINE]).flatMap(sources))];
  const scores = fichiers.map((f) => muter(f, options));
  console.log(`\n${tableau(scores)}`);
}
