import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A login from a machine at `ip` (the socket's address: no proxy is trusted by default). */
const login = (user: string, password: string, ip = "10.0.0.1", headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { user, password },
    remoteAddress: ip,
    headers,
  });

describe("login", () => {
  it("opens a server-side session in an httpOnly cookie, credentials lower-cased", async () => {
    const res = await login("DIRECTION", "Direction");
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ login: "direction", role: 1 });
    const cookie = res.cookies.find((c) => c.name === "ecrin_session");
    expect(cookie?.httpOnly).toBe(true);
    const session = await t.app.inject({
      method: "GET",
      url: "/api/auth/session",
      headers: { cookie: `ecrin_session=${cookie?.value}` },
    });
    expect(session.json().user.login).toBe("direction");
  });

  it("refuses wrong credentials with the spec's message", async () => {
    for (const [u, p] of [
      ["direction", "mauvais"],
      ["inconnu", "inconnu"],
    ]) {
      const res = await login(u!, p!, "10.0.0.2");
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe("Nom d'utilisateur ou mot de passe invalide");
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("gives role 3 no session and the public site to go to", async () => {
    const res = await login("boutique", "boutique");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: "ROLE_REFUSE", redirect: t.settings.urlSitePublic });
    expect(res.cookies).toHaveLength(0);
  });

  it("logs each login with the user", async () => {
    await login("bureau", "bureau");
    const rows = await t.database.db.query.logConnexion.findMany();
    expect(rows.length).toBeGreaterThan(0);
  });

  it("slows down repeated failures, even for the right password afterwards", async () => {
    for (let i = 0; i < 5; i++) expect((await login("bureau", "faux", "10.0.0.9")).statusCode).toBe(401);
    const blocked = await login("bureau", "bureau", "10.0.0.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Trop de tentatives de connexion\. Réessayez dans \d+ secondes\./);
    // Another address is not blocked by someone else's guesses.
    expect((await login("bureau", "bureau", "10.0.0.10")).statusCode).toBe(200);
  });

  it("believes no X-Forwarded-For without TRUST_PROXY: a guesser cannot change address by a header", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login("direction", "faux", "10.0.1.1", { "x-forwarded-for": `192.0.2.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login("direction", "direction", "10.0.1.1", { "x-forwarded-for": "192.0.2.99" });
    expect(blocked.statusCode).toBe(429);
  });

  it("limits one address trying many logins", async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`inconnu${i}`, "faux", "10.0.2.1")).statusCode).toBe(401);
    expect((await login("bureau", "bureau", "10.0.2.1")).statusCode).toBe(429);
    expect((await login("bureau", "bureau", "10.0.2.2")).statusCode).toBe(200);
  });

  it("limits the failures of one login whatever the address, so many machines cannot guess quickly", async () => {
    // A throwaway account, so the other tests' logins are not held up.
    for (let i = 0; i < 20; i++) expect((await login("cible", "faux", `10.0.3.${i}`)).statusCode).toBe(401);
    const res = await login("cible", "faux", "10.0.3.200");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Trop de tentatives de connexion\. Réessayez dans \d+ secondes\./);
  });

  it("believes X-Forwarded-For behind a declared proxy (TRUST_PROXY)", async () => {
    let proxied: FastifyInstance | undefined;
    try {
      const config = { ...loadConfig({ TRUST_PROXY: "1" }), webDist: "/nonexistent" };
      proxied = (await buildApp({ db: t.database.db, settings: t.settings, config })).app;
      const via = (forwardedFor: string, password: string) =>
        proxied!.inject({
          method: "POST",
          url: "/api/auth/login",
          payload: { user: "bureau", password },
          remoteAddress: "127.0.0.1",
          headers: { "x-forwarded-for": forwardedFor },
        });
      for (let i = 0; i < 5; i++) expect((await via("198.51.100.1", "faux")).statusCode).toBe(401);
      expect((await via("198.51.100.1", "bureau")).statusCode).toBe(429);
      // The proxy's other clients are other addresses.
      expect((await via("198.51.100.2", "bureau")).statusCode).toBe(200);
    } finally {
      await proxied?.close();
    }
  });

  it("validates the body in French", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { user: "" } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBeTypeOf("string");
  });
});

describe("logout", () => {
  it("ends the session on the server", async () => {
    const res = await login("bureau", "bureau", "10.0.0.3");
    const cookie = `ecrin_session=${res.cookies[0]?.value}`;
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } })).statusCode,
    ).toBe(204);
    const after = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe("SESSION_REQUISE");
  });
});
