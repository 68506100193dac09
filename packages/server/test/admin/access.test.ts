import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// A probe under the analysis prefix: proves the prefix guard on whatever later issues add there.
const probe: FastifyPluginAsync = async (app) => {
  app.get("/api/analyse/sonde", async () => ({ ok: true }));
};

// A built web app of one page, to prove that no API spelling is ever answered with it.
const webDist = mkdtempSync(join(tmpdir(), "ecrin-web-"));
writeFileSync(join(webDist, "index.html"), "<!doctype html><title>PAGE-WEB</title>");

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [probe], config: { webDist } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

/**
 * One request written on the socket as an attacker would: the request target exactly as given
 * (an HTTP client would normalise it), no body.
 */
function raw(method: string, target: string, cookie?: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n` +
          `Content-Length: 0\r\n${cookie ? `Cookie: ${cookie}\r\n` : ""}\r\n`,
      );
    });
    let data = "";
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("error", reject);
    socket.on("end", () => {
      const [head = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(head.split(" ")[1]), body });
    });
  });
}

/** The ways of writing one path that a router or a naive prefix test may read differently. */
function spellings(path: string): Record<string, string> {
  return {
    encoded: path.replace("/api/", "/%61pi/"),
    "encoded slash": path.replace("/api/", "/api%2F"),
    "upper case": path.replace("/api/", "/API/"),
    "double slash": `/${path}`,
    "inner double slash": path.replace("/api/", "/api//"),
    "dot segment": path.replace("/api/", "/api/./"),
    "dot-dot segment": `/web/..${path}`,
    "absolute form": `http://127.0.0.1:${port}${path}`,
  };
}

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe("the server's own route table", () => {
  it("has routes, and only login, the health probe (no data) and the platform's webhook are public", () => {
    expect(t.routes.length).toBeGreaterThan(5);
    // The e-invoicing platform calls its webhook without a session: its shared secret authenticates
    // it (test/plateforme/suivi.test.ts), and it answers no data.
    expect(t.routes.filter((r) => r.access === "public").map((r) => r.url)).toEqual([
      "/api/auth/login",
      "/api/health",
      "/api/plateforme/webhook",
    ]);
  });

  it("answers 401 without a session on every other route", async () => {
    for (const r of t.routes.filter((x) => x.access !== "public")) {
      const res = await t.app.inject({ method: r.method as "GET", url: concrete(r.url), payload: {} });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
    }
  });

  it("answers 403 to role 6 on every analysis route, and lets role 1 through", async () => {
    const analyses = t.routes.filter((r) => r.access === "direction");
    expect(analyses.length).toBeGreaterThan(0);
    const bureau = await t.cookieOf("bureau");
    const direction = await t.cookieOf("direction");
    for (const r of analyses) {
      const res = await t.app.inject({
        method: r.method as "GET",
        url: concrete(r.url),
        headers: { cookie: bureau },
      });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(403);
      const ok = await t.app.inject({
        method: r.method as "GET",
        url: concrete(r.url),
        headers: { cookie: direction },
      });
      expect(ok.statusCode, `${r.method} ${r.url}`).not.toBe(403);
    }
  });

  it("answers 401 without a session to every spelling of every route, never data or the web page", async () => {
    let count = 0;
    for (const r of t.routes.filter((x) => x.access !== "public")) {
      for (const [how, target] of Object.entries(spellings(concrete(r.url)))) {
        const res = await raw(r.method, target);
        expect(res.status, `${how}: ${r.method} ${target}`).toBe(401);
        expect(res.body).not.toContain("PAGE-WEB");
        count++;
      }
    }
    expect(count).toBeGreaterThan(500);
  });

  it("answers 403 to role 6 on every spelling of every analysis route", async () => {
    const bureau = await t.cookieOf("bureau");
    for (const r of t.routes.filter((x) => x.access === "direction")) {
      for (const [how, target] of Object.entries(spellings(concrete(r.url)))) {
        const res = await raw(r.method, target, bureau);
        // A role-1 route outside /api/analyse (users, system page): a spelling the router does not
        // match is an unknown path (404); either way role 6 never reaches it.
        const refused = r.url.startsWith("/api/analyse") ? [403] : [403, 404];
        expect(refused, `${how}: ${r.method} ${target}`).toContain(res.status);
      }
    }
  });

  it("answers an unknown spelling with a session by 404, never the web page; other paths are the web app", async () => {
    const bureau = await t.cookieOf("bureau");
    for (const target of Object.values(spellings("/api/compta/export/fec?debut=2020-01-01&fin=2030-12-31"))) {
      const res = await raw("GET", target, bureau);
      expect([200, 404], target).toContain(res.status);
      expect(res.body, target).not.toContain("PAGE-WEB");
    }
    expect((await raw("GET", "/API/of", bureau)).status).toBe(404);
    const page = await raw("GET", "/of/edit");
    expect(page.status).toBe(200);
    expect(page.body).toContain("PAGE-WEB");
  });

  it("refuses unknown /api paths without a session too", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/inexistant" });
    expect(res.statusCode).toBe(401);
    const withSession = await t.app.inject({
      method: "GET",
      url: "/api/inexistant",
      headers: { cookie: await t.cookieOf("bureau") },
    });
    expect(withSession.statusCode).toBe(404);
  });

  it("rejects a forged cookie", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/cours",
      headers: { cookie: "ecrin_session=forged" },
    });
    expect(res.statusCode).toBe(401);
  });
});
