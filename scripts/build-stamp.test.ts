import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type BuildTarget, inputFiles, needsBuild, sourceHash, writeStamp } from "./build-stamp.ts";

let root: string | undefined;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), "stamp-"));
  for (const [file, text] of Object.entries(files)) write(file, text);
  return root;
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root!, file)), { recursive: true });
  writeFileSync(path.join(root!, file), text);
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

const WEB: BuildTarget = {
  name: "web",
  inputs: ["package-lock.json", "packages/domain", "packages/web"],
  stamp: "packages/web/dist/.stamp",
};

const SOURCES = {
  "package-lock.json": '{"lockfileVersion":3}',
  "packages/domain/src/prix.ts": "export const TVA = 20;\n",
  "packages/web/src/main.tsx": "render();\n",
  "packages/web/index.html": "<div id=root></div>",
};

/** A first build: the stamp written as `npm start` does after it. */
function built(r: string): void {
  const { hash } = needsBuild(r, WEB);
  mkdirSync(path.join(r, "packages/web/dist"), { recursive: true });
  writeStamp(r, WEB, hash);
}

describe("build stamp", () => {
  it("builds the first time (no stamp), then not while the sources stay the same", () => {
    const r = tree(SOURCES);
    expect(needsBuild(r, WEB).build).toBe(true);
    built(r);
    expect(needsBuild(r, WEB).build).toBe(false);
  });

  it("builds again when a source is edited, added, removed or renamed", () => {
    const r = tree(SOURCES);
    built(r);
    write("packages/domain/src/prix.ts", "export const TVA = 5.5;\n");
    expect(needsBuild(r, WEB).build).toBe(true);
    built(r);
    write("packages/web/src/ecran.tsx", "x\n");
    expect(needsBuild(r, WEB).build).toBe(true);
    built(r);
    unlinkSync(path.join(r, "packages/web/src/ecran.tsx"));
    expect(needsBuild(r, WEB).build).toBe(true);
    built(r);
    rmSync(path.join(r, "packages/web/src/main.tsx"));
    write("packages/web/src/index.tsx", "render();\n");
    expect(needsBuild(r, WEB).build).toBe(true);
  });

  it("builds again when the lock file changes (a package upgraded)", () => {
    const r = tree(SOURCES);
    built(r);
    write("package-lock.json", '{"lockfileVersion":3,"packages":{}}');
    expect(needsBuild(r, WEB).build).toBe(true);
  });

  it("builds again when the output folder was deleted, stamp with it", () => {
    const r = tree(SOURCES);
    built(r);
    rmSync(path.join(r, "packages/web/dist"), { recursive: true });
    expect(needsBuild(r, WEB).build).toBe(true);
  });

  it("ignores the build output, installed packages and files outside the inputs", () => {
    const r = tree(SOURCES);
    built(r);
    write("packages/web/dist/assets/index.js", "built\n");
    write("packages/web/node_modules/x/index.js", "installed\n");
    write("packages/server/src/main.ts", "server only\n");
    write("README.md", "docs\n");
    expect(needsBuild(r, WEB).build).toBe(false);
    expect(inputFiles(r, WEB.inputs)).toEqual([
      "package-lock.json",
      "packages/domain/src/prix.ts",
      "packages/web/index.html",
      "packages/web/src/main.tsx",
    ]);
  });

  it("hashes a moved content differently: the path is part of the hash", () => {
    const r = tree({ "packages/web/a.ts": "x" });
    const before = sourceHash(r, WEB.inputs);
    rmSync(path.join(r, "packages/web/a.ts"));
    write("packages/web/b.ts", "x");
    expect(sourceHash(r, WEB.inputs)).not.toBe(before);
  });
});
