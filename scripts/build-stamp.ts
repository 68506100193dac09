import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * What `npm start` builds: each target, the sources its build reads (folders or files under the
 * repository's root) and the stamp its build leaves in its output folder. The stamp is the hash of
 * those sources at the last build; a target whose sources hash the same is not built again.
 */
export interface BuildTarget {
  name: string;
  inputs: string[];
  stamp: string;
}

const SHARED = ["package-lock.json", "package.json", "tsconfig.base.json", "packages/domain"];

export const BUILD_TARGETS: BuildTarget[] = [
  { name: "web", inputs: [...SHARED, "packages/web"], stamp: "packages/web/dist/.stamp" },
  {
    name: "server",
    inputs: [
      ...SHARED,
      "packages/server/src",
      "packages/server/scripts",
      "packages/server/package.json",
      "packages/server/tsconfig.json",
    ],
    stamp: "packages/server/dist/.stamp",
  },
];

/** Never sources: installed packages, build outputs, caches. */
const SKIPPED = new Set(["node_modules", "dist", ".tmp", ".cache", "test-results", "playwright-report"]);

function listFiles(root: string, rel: string, out: string[]): void {
  const full = path.join(root, rel);
  const entries = readdirSync(full, { withFileTypes: true });
  for (const e of entries) {
    if (SKIPPED.has(e.name)) continue;
    const child = path.posix.join(rel, e.name);
    if (e.isDirectory()) listFiles(root, child, out);
    else if (e.isFile()) out.push(child);
  }
}

/** The files a target's inputs hold, sorted, as paths relative to the root with `/`. */
export function inputFiles(root: string, inputs: string[]): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) listFiles(root, input, files);
    else files.push(input);
  }
  return [...new Set(files)].sort();
}

/** sha256 over each input file's path and bytes: a rename, an edit, an added or removed file change it. */
export function sourceHash(root: string, inputs: string[]): string {
  const hash = createHash("sha256");
  for (const file of inputFiles(root, inputs)) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The target needs a build when its stamp is missing or holds another hash than its sources'. */
export function needsBuild(root: string, target: BuildTarget): { build: boolean; hash: string } {
  const hash = sourceHash(root, target.inputs);
  const stampFile = path.join(root, target.stamp);
  const stamped = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : null;
  return { build: stamped !== hash, hash };
}

/** Written after a successful build only: a failed or interrupted one leaves no stamp, so it runs again. */
export function writeStamp(root: string, target: BuildTarget, hash: string): void {
  writeFileSync(path.join(root, target.stamp), `${hash}\n`);
}
