import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const serverDir = resolve(import.meta.dirname, "../..");
const dataDir = mkdtempSync(join(tmpdir(), "ecrin-proc-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startServer(
  port: number,
  dir = dataDir,
): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let out = "";
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: "",
      DATA_DIR: dir,
      PORT: String(port),
      ECRIN_DEMO: "0",
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  return { child, output: () => out, exited };
}

async function waitFor(cond: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error("timeout");
    await new Promise((r) => setTimeout(r, 100));
  }
}

// The embedded database only: PostgreSQL serves many processes by design.
describe.skipIf(Boolean(process.env.DATABASE_URL))("embedded database and the server process", () => {
  it("refuses a second process on the same folder, and closes cleanly on SIGTERM", async () => {
    const first = startServer(3391);
    // A first start of a new folder takes seconds, minutes on a loaded machine (a ceiling, not a check).
    await waitFor(() => first.output().includes("servi sur"), 240_000);
    expect(existsSync(join(dataDir, "ecrin.lock"))).toBe(true);

    const second = startServer(3392);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("déjà ouverte par un autre processus");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("arrêt propre");
    expect(existsSync(join(dataDir, "ecrin.lock"))).toBe(false);
  }, 300_000);
});

describe("a data folder the server cannot use", () => {
  it("stops at start with a French message naming the folder, not a stack trace", async () => {
    const fichier = join(dataDir, "pas-un-dossier");
    writeFileSync(fichier, "x");
    const server = startServer(3393, join(fichier, "data"));
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `${join(fichier, "data")} n'est pas un dossier : indiquez un dossier avec DATA_DIR.`,
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 90_000);
});
