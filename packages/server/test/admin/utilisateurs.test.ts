import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("direction");
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH";
const call = (method: Method, url: string, payload?: Record<string, unknown>, as = cookie) =>
  t.app.inject({ method, url, headers: { cookie: as }, ...(payload === undefined ? {} : { payload }) });

async function loginAs(user: string, password: string) {
  const res = await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { user, password } });
  const c = res.cookies.find((x) => x.name === "ecrin_session");
  return { status: res.statusCode, cookie: `ecrin_session=${c?.value}` };
}

describe("/api/admin/utilisateurs", () => {
  it("is for role 1 only, decided by the server", async () => {
    const bureau = await t.cookieOf("bureau");
    expect((await call("GET", "/api/admin/utilisateurs", undefined, bureau)).statusCode).toBe(403);
    expect((await call("POST", "/api/admin/utilisateurs", {}, bureau)).statusCode).toBe(403);
    expect((await call("PATCH", "/api/admin/utilisateurs/1", { actif: false }, bureau)).statusCode).toBe(403);
  });

  it("lists users with their last login", async () => {
    const res = await call("GET", "/api/admin/utilisateurs?sort=login");
    expect(res.statusCode).toBe(200);
    const rows = res.json().rows as { login: string; derniereConnexion: string | null }[];
    expect(rows.map((r) => r.login)).toEqual(["boutique", "bureau", "direction"]);
    expect(rows.find((r) => r.login === "direction")?.derniereConnexion).toMatch(/^\d{4}-/);
    expect(rows.find((r) => r.login === "boutique")?.derniereConnexion).toBeNull();
  });

  it("adds a user who can log in, and refuses a short password or a taken login", async () => {
    const short = await call("POST", "/api/admin/utilisateurs", {
      login: "claire",
      nom: "Claire Martin",
      role: 6,
      numAgence: null,
      motDePasse: "court",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe("Le mot de passe doit comporter au moins 10 caractères.");
    const created = await call("POST", "/api/admin/utilisateurs", {
      login: "Claire",
      nom: "Claire Martin",
      role: 6,
      numAgence: null,
      motDePasse: "Bijoux-2026!",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ login: "claire", nom: "Claire Martin", role: 6, actif: true });
    const again = await call("POST", "/api/admin/utilisateurs", {
      login: "claire",
      nom: "Autre",
      role: 6,
      numAgence: null,
      motDePasse: "0123456789",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Cet identifiant est déjà utilisé.");
    expect((await loginAs("claire", "Bijoux-2026!")).status).toBe(200);
    // The creation is audited, with the director as the actor.
    const rows = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.tableName, "utilisateur"), eq(audit.rowId, String(created.json().idUser))));
    expect(rows[0]).toMatchObject({ operation: "INSERT", idUser: 1 });
  });

  it("deactivating a user ends their sessions at once", async () => {
    const created = await call("POST", "/api/admin/utilisateurs", {
      login: "paul",
      nom: "Paul",
      role: 6,
      numAgence: null,
      motDePasse: "paul-123456",
    });
    const id = created.json().idUser;
    const paul = await loginAs("paul", "paul-123456");
    expect((await call("GET", "/api/auth/session", undefined, paul.cookie)).json().user.login).toBe("paul");
    const off = await call("PATCH", `/api/admin/utilisateurs/${id}`, { actif: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().actif).toBe(false);
    expect((await call("GET", "/api/admin/cours", undefined, paul.cookie)).statusCode).toBe(401);
    expect((await loginAs("paul", "paul-123456")).status).toBe(401);
  });

  it("resets a password (old sessions end) and changes the role", async () => {
    const created = await call("POST", "/api/admin/utilisateurs", {
      login: "lea",
      nom: "Léa",
      role: 6,
      numAgence: null,
      motDePasse: "ancien-mot-de-passe",
    });
    const id = created.json().idUser;
    const before = await loginAs("lea", "ancien-mot-de-passe");
    const reset = await call("POST", `/api/admin/utilisateurs/${id}/mot-de-passe`, {
      motDePasse: "nouveau-mot-de-passe",
    });
    expect(reset.statusCode).toBe(204);
    expect((await call("GET", "/api/admin/cours", undefined, before.cookie)).statusCode).toBe(401);
    expect((await loginAs("lea", "ancien-mot-de-passe")).status).toBe(401);
    const after = await loginAs("lea", "nouveau-mot-de-passe");
    expect(after.status).toBe(200);
    const promoted = await call("PATCH", `/api/admin/utilisateurs/${id}`, { role: 1 });
    expect(promoted.json().role).toBe(1);
    expect((await call("GET", "/api/admin/utilisateurs", undefined, after.cookie)).statusCode).toBe(200);
    await call("PATCH", `/api/admin/utilisateurs/${id}`, { role: 6 });
  });

  it("refuses to deactivate oneself and to remove the last active role-1 user", async () => {
    const self = await call("PATCH", "/api/admin/utilisateurs/1", { actif: false });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("Vous ne pouvez pas désactiver votre propre compte.");
    const demote = await call("PATCH", "/api/admin/utilisateurs/1", { role: 6 });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(
      "Impossible : c'est le dernier utilisateur actif de rôle 1 (direction).",
    );
    const list = (await call("GET", "/api/admin/utilisateurs?q=direction")).json().rows;
    expect(list[0]).toMatchObject({ role: 1, actif: true });
  });

  it("searches a typed % or _ as a character, not a wildcard (issue 27.4: the one unescaped ilike)", async () => {
    const direction = (await call("GET", "/api/admin/utilisateurs?q=direction")).json().rows;
    expect(direction.map((r: { login: string }) => r.login)).toEqual(["direction"]);
    expect((await call("GET", "/api/admin/utilisateurs?q=dir%25tion")).json().rows).toEqual([]);
    expect((await call("GET", "/api/admin/utilisateurs?q=dir_ction")).json().rows).toEqual([]);
  });

  it("refuses an empty change with 400 in French, changing nothing (it was a 500)", async () => {
    const avant = await t.database.db.select().from(audit);
    for (const corps of [{}, { nom: undefined }]) {
      const res = await call("PATCH", "/api/admin/utilisateurs/1", corps);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        "Aucune modification à enregistrer : indiquez le nom, le rôle, l'agence ou l'état.",
      );
    }
    expect(await t.database.db.select().from(audit)).toHaveLength(avant.length);
  });

  it("lets each user change their own password, checking the current one", async () => {
    const bureau = await t.cookieOf("bureau");
    const wrong = await call(
      "POST",
      "/api/auth/mot-de-passe",
      { actuel: "x", nouveau: "0123456789" },
      bureau,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe("Le mot de passe actuel est incorrect.");
    const short = await call("POST", "/api/auth/mot-de-passe", { actuel: "bureau", nouveau: "123" }, bureau);
    expect(short.json().message).toBe("Le mot de passe doit comporter au moins 10 caractères.");
    const ok = await call(
      "POST",
      "/api/auth/mot-de-passe",
      { actuel: "bureau", nouveau: "Bureau-2026" },
      bureau,
    );
    expect(ok.statusCode).toBe(204);
    expect((await call("GET", "/api/auth/session", undefined, bureau)).json().user.login).toBe("bureau");
    expect((await loginAs("bureau", "bureau-2026")).status).toBe(200);
  });

  it("slows down guesses of the current password as a login is", async () => {
    const bureau = await t.cookieOf("bureau");
    const essai = (actuel: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/mot-de-passe",
        headers: { cookie: bureau },
        payload: { actuel, nouveau: "0123456789" },
        remoteAddress: "10.0.7.1",
      });
    for (let i = 0; i < 5; i++) expect((await essai("devine")).statusCode).toBe(400);
    const res = await essai("bureau-2026");
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(
      /^Trop d'essais du mot de passe actuel\. Réessayez dans ([1-9]|[12]\d|30) secondes\.$/,
    );
    // From an address that has not failed, the right current password is taken.
    const ailleurs = await t.app.inject({
      method: "POST",
      url: "/api/auth/mot-de-passe",
      headers: { cookie: bureau },
      payload: { actuel: "bureau-2026", nouveau: "Bureau-2027" },
      remoteAddress: "10.0.7.2",
    });
    expect(ailleurs.statusCode).toBe(204);
  });
});
