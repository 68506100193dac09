import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "../../src/db/lock.ts";

const dir = mkdtempSync(join(tmpdir(), "ecrin-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("PGlite data folder lock", () => {
  it("refuses a second opener while the first holds it, with a clear message", async () => {
    const release = lockDataDir(dir);
    // Simulate another live process holding the lock: our parent (the test runner) is alive.
    release();
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dir, "ecrin.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/déjà ouverte par un autre processus/);
  });

  it("takes over a stale lock left by a dead process", async () => {
    const { writeFileSync } = await import("node:fs");
    writeFileSync(join(dir, "ecrin.lock"), "999999999");
    const release = lockDataDir(dir);
    release();
  });
});
