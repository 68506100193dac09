import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

async function unOf(where: ReturnType<typeof sql>) {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`select num_sachet as n from "of" o where ${where} order by num_sachet limit 1`,
  );
  const n = rows.rows[0]?.n;
  if (n === undefined) throw new Error("demo set has no such OF");
  return n;
}

describe("GET /api/of: the /of/edit list", () => {
  it("pages on the server, newest first, with labels and the price at the stade", async () => {
    const res = await call("GET", "/api/of?page=0&pageSize=5&dir=desc");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(5);
    expect(body.total).toBeGreaterThan(100);
    const nums = body.rows.map((r: { numSachet: number }) => r.numSachet);
    expect(nums).toEqual([...nums].sort((a, b) => b - a));
    expect(body.rows[0]).toMatchObject({
      client: expect.any(String),
      stade: expect.any(String),
      transport: expect.any(String),
      metal: expect.any(String),
      descStatut: expect.any(String),
    });
    const prix = body.rows.filter((r: { prix: string | null }) => r.prix !== null);
    expect(prix.length).toBeGreaterThan(0);
    expect(prix[0].prix).toMatch(/^\d+\.\d{2}$/);
    const page2 = (await call("GET", "/api/of?page=1&pageSize=5&dir=desc")).json();
    expect(page2.rows[0].numSachet).toBeLessThan(nums[4]);
  });

  it("sorts by status and filters by status", async () => {
    const res = (await call("GET", "/api/of?pageSize=50&sort=statut&dir=asc")).json();
    const statuts = res.rows.map((r: { statut: number }) => r.statut);
    expect(statuts).toEqual([...statuts].sort((a, b) => a - b));
    const s575 = (await call("GET", "/api/of?pageSize=20&statut=575")).json();
    expect(s575.rows.every((r: { statut: number }) => r.statut === 575)).toBe(true);
    expect((await call("GET", "/api/of?sort=prix")).statusCode).toBe(400);
  });

  it("searches by number prefix, by ref prefix and by client name", async () => {
    const n = await unOf(sql`true`);
    const byNum = (await call("GET", `/api/of?q=${n}`)).json();
    expect(byNum.rows.map((r: { numSachet: number }) => r.numSachet)).toContain(n);
    const first = (await call("GET", `/api/of/${n}`)).json();
    const ref = String(first.ref).slice(0, 3).toLowerCase();
    const byRef = (await call("GET", `/api/of?q=${encodeURIComponent(ref)}&pageSize=20`)).json();
    expect(byRef.total).toBeGreaterThan(0);
    const client = String(first.client).slice(1, 5);
    const byClient = (await call("GET", `/api/of?q=${encodeURIComponent(client)}&pageSize=20`)).json();
    expect(byClient.rows.some((r: { client: string }) => r.client.includes(client))).toBe(true);
    expect((await call("GET", "/api/of?q=0123")).json().total).toBe(0);
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/of" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/of/100001" })).statusCode).toBe(401);
  });
});

describe("GET /api/of/:n", () => {
  it("gives the whole OF, or 'OF non trouvé'", async () => {
    const n = await unOf(sql`statut = 200`);
    const res = await call("GET", `/api/of/${n}`);
    expect(res.json()).toMatchObject({ numSachet: n, statut: 200, dateLImp: expect.any(Boolean) });
    const missing = await call("GET", "/api/of/999999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("OF non trouvé");
  });
});

describe("PUT /api/of/:n/edition", () => {
  it("saves the edit panel's fields", async () => {
    const n = await unOf(sql`statut = 200`);
    const res = await call("PUT", `/api/of/${n}/edition`, {
      dateLivr: "2031-05-16",
      dateLImp: true,
      idStade: 3,
      typTransp: 2,
      typeMetal: 1,
      dim: "54",
      refClt: "CLT-42",
      notes: "Polir",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ dateLivr: "2031-05-16", dateLImp: true, idStade: 3, dim: "54" });
  });

  it("requires stade, transport and metal, and refuses an unknown one", async () => {
    const n = await unOf(sql`statut = 200`);
    const res = await call("PUT", `/api/of/${n}/edition`, { idStade: "", typTransp: 1, typeMetal: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.idStade).toBe("Le stade est obligatoire.");
    const unknown = await call("PUT", `/api/of/${n}/edition`, { idStade: 999, typTransp: 1, typeMetal: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.idStade).toBe("Valeur inconnue : rechargez la page.");
  });
});

describe("DELETE /api/of/:n", () => {
  it("deletes a created OF without lines, and the audit trail keeps it", async () => {
    const n = await unOf(sql`statut = 50 and not exists (select 1 from ouvrier where n_sachet = o.num_sachet)
      and not exists (select 1 from serti where of_serto = o.num_sachet)
      and not exists (select 1 from op_stock where "of" = o.num_sachet)
      and not exists (select 1 from "of" r where r.of_reservation = o.num_sachet)`);
    const res = await call("DELETE", `/api/of/${n}`);
    expect(res.statusCode).toBe(204);
    expect((await call("GET", `/api/of/${n}`)).statusCode).toBe(404);
    const trail = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.tableName, "of"), eq(audit.rowId, String(n)), eq(audit.operation, "DELETE")));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.before).toMatchObject({ num_sachet: n });
    expect(trail[0]?.idUser).not.toBeNull();
  });

  it("refuses an OF with workshop lines, and another status, with clear French messages", async () => {
    const enCours = await unOf(
      sql`statut = 200 and exists (select 1 from ouvrier where n_sachet = o.num_sachet)`,
    );
    const statut = await call("DELETE", `/api/of/${enCours}`);
    expect(statut.statusCode).toBe(409);
    expect(statut.json().message).toBe(
      "Suppression impossible : seul un OF au statut Créé (50) peut être supprimé.",
    );
    await t.database.db.update(of).set({ statut: 50 }).where(eq(of.numSachet, enCours));
    const lignes = await call("DELETE", `/api/of/${enCours}`);
    expect(lignes.statusCode).toBe(409);
    expect(lignes.json().message).toBe(
      "Suppression impossible : l'OF a déjà des lignes d'atelier, de serti ou de pierres.",
    );
    expect((await call("GET", `/api/of/${enCours}`)).statusCode).toBe(200);
  });
});
