import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (user: string, password: string, ip = "10.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { user, password },
    headers: { "x-forwarded-for": ip },
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
