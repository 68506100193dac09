import type { FastifyPluginAsync } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

// A probe under the analysis prefix: proves the prefix guard on whatever later issues add there.
const probe: FastifyPluginAsync = async (app) => {
  app.get("/api/analyse/sonde", async () => ({ ok: true }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [probe] });
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, "1");

describe("the server's own route table", () => {
  it("has routes, and only login is public", () => {
    expect(t.routes.length).toBeGreaterThan(5);
    expect(t.routes.filter((r) => r.access === "public").map((r) => r.url)).toEqual(["/api/auth/login"]);
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
