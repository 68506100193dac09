import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// A route that fails unexpectedly, to see what the log keeps of a 5xx.
const panne: FastifyPluginAsync = async (app) => {
  app.get("/api/sonde/panne", async () => {
    throw new Error("panne simulée");
  });
};

let t: TestApp;
let bureau: string;
beforeAll(async () => {
  t = await createTestApp();
  bureau = await t.cookieOf("bureau");
});
afterAll(() => t.close());

describe("browser protections", () => {
  it("sends a strict Content-Security-Policy, no sniffing, no framing, a referrer policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: bureau } });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["referrer-policy"]).toBe("same-origin");
  });

  it("forbids caching of API answers, refusals included", async () => {
    const ok = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie: bureau } });
    expect(ok.headers["cache-control"]).toBe("no-store");
    const refused = await t.app.inject({ method: "GET", url: "/api/auth/session" });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a cross-site form post with 403, even a body-less command with a valid session", async () => {
    const before = await t.database.db.query.session.findMany();
    const fromElsewhere = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: bureau, origin: "https://attaquant.example", "sec-fetch-site": "cross-site" },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().message).toBe("Requête refusée : elle ne vient pas de l'application Écrin.");
    const originOnly = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: bureau, origin: "https://attaquant.example" },
    });
    expect(originOnly.statusCode).toBe(403);
    const siteOnly = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { cookie: bureau, "sec-fetch-site": "same-site" },
    });
    expect(siteOnly.statusCode).toBe(403);
    // The session is still open: nothing was done.
    expect(await t.database.db.query.session.findMany()).toHaveLength(before.length);
    const still = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: bureau },
    });
    expect(still.statusCode).toBe(200);
  });

  it("refuses a form-encoded or text body on a write, and lets the application's own JSON through", async () => {
    for (const type of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "content-type": type },
        payload: "user=direction&password=direction",
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().message).toBe("Requête refusée : le contenu doit être envoyé en JSON.");
    }
    const sameOrigin = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: {
        host: "ecrin.local:3000",
        origin: "http://ecrin.local:3000",
        "sec-fetch-site": "same-origin",
      },
      payload: { user: "direction", password: "direction" },
    });
    expect(sameOrigin.statusCode).toBe(200);
  });
});

describe("the server log", () => {
  let logged: string[];
  let app: FastifyInstance;
  beforeAll(async () => {
    logged = [];
    const config = { ...loadConfig({}), webDist: "/nonexistent" };
    ({ app } = await buildApp(
      { db: t.database.db, settings: t.settings, config },
      { extraRoutes: [panne], logStream: { write: (line) => void logged.push(line) } },
    ));
  });
  afterAll(() => app.close());

  it("writes a 5xx as one JSON line with the route and the stack, and answers in French", async () => {
    const res = await app.inject({ method: "GET", url: "/api/sonde/panne", headers: { cookie: bureau } });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe("Erreur interne : l'opération n'a pas été enregistrée.");
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0]!);
    expect(line.route).toBe("/api/sonde/panne");
    expect(line.method).toBe("GET");
    expect(line.err.stack).toContain("panne simulée");
  });

  it("keeps refusals out of the log", async () => {
    logged.length = 0;
    await app.inject({ method: "GET", url: "/api/auth/session" });
    await app.inject({ method: "POST", url: "/api/auth/login", payload: { user: "" } });
    await app.inject({ method: "GET", url: "/api/inexistant", headers: { cookie: bureau } });
    expect(logged).toEqual([]);
  });
});
