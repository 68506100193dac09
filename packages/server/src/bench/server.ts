import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { hashToken, SESSION_COOKIE } from "../admin/auth.service.ts";
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

/**
 * Starts the real server (src/main.ts) in its own process, so that its memory is measured apart
 * from the load generator. `node --import tsx` keeps it one process (the tsx CLI would fork).
 */
export async function startServer(databaseUrl: string): Promise<BenchServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      ECRIN_DEMO: "0",
    },
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
  baseUrl: string,
  user: string,
  password: string,
): Promise<{ cookie: string; session: BenchSession }> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ user, password }),
  });
  if (!res.ok) throw new Error(`Connexion de ${user} refusée : ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { idUser: number } };
  const prefix = `${SESSION_COOKIE}=`;
  const token = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(prefix))
    ?.slice(prefix.length)
    .split(";")[0];
  if (!token) throw new Error("La connexion n'a pas posé de cookie de session.");
  return {
    cookie: `${prefix}${token}`,
    session: { tokenHash: hashToken(decodeURIComponent(token)), idUser: body.user.idUser },
  };
}
