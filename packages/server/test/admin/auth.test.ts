import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/admin/index.ts";
import { reserverTentative, tentativeReussie } from "../../src/admin/tentatives.service.ts";
import { buildApp } from "../../src/app.ts";
import { loadConfig } from "../../src/config.ts";
import { utilisateur } from "../../src/db/schema/index.ts";
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
    const rows = (
      await t.database.db.execute(
        sql`select u.login, l.ip from log_connexion l join utilisateur u using (id_user) order by l.id`,
      )
    ).rows;
    // The two logins that opened a session so far, both from 10.0.0.1: direction (first test), bureau
    // (just now). The wrong credentials and role 3 (boutique) opened none, so they log nothing.
    expect(rows).toEqual([
      { login: "direction", ip: "10.0.0.1" },
      { login: "bureau", ip: "10.0.0.1" },
    ]);
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

  it("slows one address trying many logins on those it failed on, never its other users", async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`inconnu${i}`, "faux", "10.0.2.1")).statusCode).toBe(401);
    // Every user behind that address (an office behind one router) still logs in.
    expect((await login("bureau", "bureau", "10.0.2.1")).statusCode).toBe(200);
    // 20 failures of the address: 30 s from the last one (seconds may have passed since, on a loaded machine).
    const retente = await login("inconnu3", "faux", "10.0.2.1");
    expect(retente.statusCode).toBe(429);
    expect(retente.json().message).toMatch(
      /^Trop de tentatives de connexion\. Réessayez dans ([1-9]|[12]\d|30) secondes\.$/,
    );
    expect((await login("inconnu3", "faux", "10.0.2.2")).statusCode).toBe(401);
  });

  it("slows one login guessed from many addresses, yet lets its owner in from an address that has not failed", async () => {
    await t.database.db
      .insert(utilisateur)
      .values({ login: "proprio", role: 6, passwordHash: await hashPassword("proprio") });
    for (let i = 0; i < 25; i++) expect((await login("proprio", "faux", `10.0.3.${i}`)).statusCode).toBe(401);
    // Each guessing machine waits: 25 failures of the login, 30 s doubled 5 times, 15 minutes at most.
    const res = await login("proprio", "proprio", "10.0.3.7");
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: "TROP_TENTATIVES" });
    expect(res.json().attenteSecondes).toBeGreaterThan(800);
    // The owner, from his own machine, is not locked out; one more wrong try elsewhere changes nothing.
    expect((await login("proprio", "proprio", "10.0.3.200")).statusCode).toBe(200);
    expect((await login("proprio", "faux", "10.0.3.201")).statusCode).toBe(401);
    expect((await login("proprio", "proprio", "10.0.3.202")).statusCode).toBe(200);
  });

  it("counts simultaneous guesses one by one: of 30 sent at once, 5 are checked", async () => {
    const reponses = await Promise.all(
      Array.from({ length: 30 }, () => login("bureau", "devine", "10.0.4.1")),
    );
    const statuts = reponses.map((r) => r.statusCode).sort();
    expect(statuts.filter((s) => s === 401)).toHaveLength(5);
    expect(statuts.filter((s) => s === 429)).toHaveLength(25);
  });

  it("shows role 1 the failures per login and their last addresses on the system page", async () => {
    for (let i = 0; i < 6; i++) await login("cible", "faux", `10.0.5.${i % 2}`);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/systeme",
      headers: { cookie: await t.cookieOf("direction") },
    });
    expect(res.statusCode).toBe(200);
    const { connexions, controles } = res.json();
    const cible = connexions.find((c: { login: string }) => c.login === "cible");
    expect(cible).toMatchObject({ login: "cible", echecs: 6, ralenti: false });
    expect([...cible.adresses].sort()).toEqual(["10.0.5.0", "10.0.5.1"]);
    expect(connexions.find((c: { login: string }) => c.login === "proprio")).toMatchObject({
      echecs: 26,
      adresses: expect.arrayContaining(["10.0.3.201", "10.0.3.24"]),
      ralenti: true,
    });
    expect(controles).toContainEqual(
      expect.objectContaining({ nom: "Tentatives de connexion", niveau: "attention" }),
    );
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

describe("the throttle's delays, on the database's counters", () => {
  const MSG = "Attendez {s} s.";
  const a = (secondes: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, secondes));
  /** The attempt at `quand`: null when its password may be checked, else the refusal's message. */
  const essai = (login: string, quand: Date, adresse = "10.0.9.1") =>
    reserverTentative(t.database.db, login, adresse, MSG, quand).then(
      () => null,
      (e: Error) => e.message,
    );

  it("doubles the wait from the 5th failure of a pair: 30 s, then 60 s, and forgets after an hour", async () => {
    for (let i = 0; i < 5; i++) expect(await essai("horloge", a(i))).toBeNull();
    expect(await essai("horloge", a(5))).toBe("Attendez 29 s.");
    expect(await essai("horloge", a(33))).toBe("Attendez 1 s.");
    // A refused attempt is not a failure: the wait does not grow while one waits.
    expect(await essai("horloge", a(34))).toBeNull();
    expect(await essai("horloge", a(35))).toBe("Attendez 59 s.");
    expect(await essai("horloge", a(94))).toBeNull();
    expect(await essai("horloge", a(95))).toBe("Attendez 119 s.");
    // An hour after the last failure, the counter starts again.
    expect(await essai("horloge", a(94 + 3601))).toBeNull();
    expect(await essai("horloge", a(94 + 3602))).toBeNull();
  });

  it("clears the pair on a success", async () => {
    for (let i = 0; i < 5; i++) expect(await essai("reussite", a(i))).toBeNull();
    expect(await essai("reussite", a(6))).toBe("Attendez 28 s.");
    await tentativeReussie(t.database.db, "reussite", "10.0.9.1");
    expect(await essai("reussite", a(7))).toBeNull();
  });
});
