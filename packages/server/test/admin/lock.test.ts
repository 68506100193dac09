import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, liveLockHolder, lockDataDir } from "../../src/db/lock.ts";

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

describe("a leftover lock is recognised (pid gone, or reused by another program)", () => {
  const lockFile = join(dir, "ecrin.lock");
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const c of children.splice(0)) c.kill("SIGKILL");
    rmSync(lockFile, { force: true });
    vi.restoreAllMocks();
  });
  const warnings = () => vi.spyOn(console, "warn").mockImplementation(() => {});
  /** A live process that is not Écrin, and whose pid the lock will name. */
  const sleeper = () => {
    const child = spawn("sleep", ["30"], { stdio: "ignore" });
    children.push(child);
    return child.pid!;
  };
  /** What lockDataDir writes for the running test process: pid, start time, boot, command line. */
  const ownLock = () => {
    const release = lockDataDir(dir);
    const info = JSON.parse(readFileSync(lockFile, "utf8"));
    release();
    return info;
  };

  it("writes who holds it: pid, start time and command line", () => {
    const release = lockDataDir(dir);
    const info = JSON.parse(readFileSync(lockFile, "utf8"));
    expect(info).toMatchObject({ application: "ecrin", pid: process.pid });
    expect(info.commande).toEqual(readFileSync("/proc/self/cmdline", "utf8").split("\0").slice(0, -1));
    expect(info.debut).toMatch(/^\d+$/);
    expect(liveLockHolder(dir)?.pid).toBe(process.pid);
    release();
    expect(liveLockHolder(dir)).toBeNull();
  });

  it("takes over the lock of a process that no longer exists, saying so in French", () => {
    const warn = warnings();
    writeFileSync(lockFile, JSON.stringify({ ...ownLock(), pid: 999_999_999 }));
    expect(liveLockHolder(dir)).toBeNull();
    lockDataDir(dir)();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Verrou périmé .* le processus 999999999 n'existe plus/),
    );
  });

  it("takes over a lock whose pid is alive but is another program (command line differs)", () => {
    const warn = warnings();
    const pid = sleeper();
    writeFileSync(lockFile, JSON.stringify({ ...ownLock(), pid, debut: null }));
    expect(liveLockHolder(dir)).toBeNull();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile, "utf8")).pid).toBe(process.pid);
    release();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining(`le pid ${pid} est maintenant celui d'un autre programme`),
    );
  });

  it("takes over a lock whose pid and command match but whose process started later (pid reused)", () => {
    const warn = warnings();
    const pid = sleeper();
    const commande = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").slice(0, -1);
    writeFileSync(lockFile, JSON.stringify({ ...ownLock(), pid, commande, debut: "1" }));
    lockDataDir(dir)();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("autre programme"));
  });

  it("takes over a bare-pid lock of the first versions when that pid is not a node process", () => {
    warnings();
    writeFileSync(lockFile, String(sleeper()));
    lockDataDir(dir)();
  });

  it("refuses a second opener while a live Écrin process holds it, in another process or this one", async () => {
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      const script =
        `import { lockDataDir } from ${JSON.stringify(join(import.meta.dirname, "../../src/db/lock.ts"))};` +
        `try { lockDataDir(${JSON.stringify(dir)}); console.log("pris"); }` +
        " catch (e) { console.log(e.name + ': ' + e.message); }";
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          process.execPath,
          ["--import", "tsx", "--input-type=module", "-e", script],
          { cwd: join(import.meta.dirname, "../..") },
          (err, stdout) => (err ? reject(err) : resolve(stdout)),
        ),
      );
      expect(out).toContain(`DataDirLockedError: La base embarquée ${dir} est déjà ouverte`);
      expect(out).toContain(`(pid ${process.pid})`);
    } finally {
      release();
    }
  });
});
