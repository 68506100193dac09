import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { hashToken, SESSION_COOKIE } from "../admin/index.ts";
import type { BenchClient } from "./client.ts";
import type { BenchSession } from "./registry.ts";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Peak resident memory of the server process so far (VmHWM), in kB; null off Linux. */
  peakMemoryKb(): number | null;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function readStatusKb(pid: number, field: string): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** The database the server under test serves: a PostgreSQL URL, or a PGlite folder. */
export type BenchTarget = { databaseUrl: string } | { dataDir: string };

/** Builds the server into dist/ as `npm start` does (under a second), so that the bench runs what users run. */
export function buildServer(): void {
  execFileSync(process.execPath, ["scripts/build.mjs"], {
    cwd: SERVER_DIR,
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/**
 * Starts the built server (dist/main.js, see buildServer) in its own process, so that its memory is
 * measured apart from the load generator.
 */
export async function startServer(
  target: BenchTarget,
  /** Node's options before dist/main.js (a probe loaded with --import) and extra environment. */
  extra: { nodeArgs?: string[]; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const database =
    "databaseUrl" in target ? { DATABASE_URL: target.databaseUrl } : { DATA_DIR: target.dataDir };
  const child = spawn(process.execPath, [...(extra.nodeArgs ?? []), "dist/main.js"], {
    cwd: SERVER_DIR,
    env: { ...env, ...database, ...extra.env, PORT: String(port), HOST: "127.0.0.1", ECRIN_DEMO: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited(child);
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté au démarrage :\n${output}`);
    try {
      await fetch(`${baseUrl}/api/auth/session`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`Le serveur ne répond pas après 60 s :\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return { baseUrl, pid: child.pid!, peakMemoryKb: () => readStatusKb(child.pid!, "VmHWM"), stop };
}

/** Logs in through the API like the web app does; returns the cookie header and the session's key. */
export async function login(
  client: BenchClient,
  user: string,
  password: string,
): Promise<{ cookie: string; session: BenchSession }> {
  const res = await client.send("POST", "/api/auth/login", { body: { user, password } });
  if (res.status !== 200)
    throw new Error(`Connexion de ${user} refusée : ${res.status} ${res.body.toString()}`);
  const body = JSON.parse(res.body.toString()) as { user: { idUser: number } };
  const prefix = `${SESSION_COOKIE}=`;
  const token = [res.headers["set-cookie"] ?? []]
    .flat()
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length)
    .split(";")[0];
  if (!token) throw new Error("La connexion n'a pas posé de cookie de session.");
  return {
    cookie: `${prefix}${token}`,
    session: { tokenHash: hashToken(decodeURIComponent(token)), idUser: body.user.idUser },
  };
}

/** A bare node:http server answering a small JSON to any request: what HTTP alone costs on this machine. */
const BARE_SERVER = `
const server = require("node:http").createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end('{"user":null}');
  });
});
server.listen(0, "127.0.0.1", () => console.log(server.address().port));
process.on("SIGTERM", () => process.exit(0));
`;

/** Starts the bare server in its own process, as the real one; resolves with its base URL and stop. */
export async function startBareServer(): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ["-e", BARE_SERVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`serveur nu arrêté (${code})`)));
    child.stdout?.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited(child);
    },
  };
}
