import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let some: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const first = await t.database.db
    .select({ n: of.numSachet })
    .from(of)
    .orderBy(of.numSachet)
    .limit(1)
    .offset(500);
  some = first[0]!.n;
});
afterAll(() => t.close());

const search = (q: string, limit = 20) =>
  t.app.inject({ method: "GET", url: `/api/of/numeros?q=${q}&limit=${limit}`, headers: { cookie } });

describe("/api/of/numeros: the OF-number picker", () => {
  it("returns OFs whose number starts with the typed digits, in order, with ref and client", async () => {
    const prefix = String(some).slice(0, 4);
    const res = await search(prefix);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Array<{ numSachet: number; ref: string; client: string; statut: number }>;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(20);
    for (const r of rows) expect(String(r.numSachet).startsWith(prefix)).toBe(true);
    expect(rows.map((r) => r.numSachet)).toEqual([...rows.map((r) => r.numSachet)].sort((a, b) => a - b));
    expect(rows[0]?.client).toBeTruthy();
  });

  it("respects the limit and finds an exact number", async () => {
    expect((await search("1", 5)).json()).toHaveLength(5);
    const exact = (await search(String(some))).json() as Array<{ numSachet: number }>;
    expect(exact[0]?.numSachet).toBe(some);
  });

  it("refuses what is not an OF number", async () => {
    const res = await search("abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Numéro d'OF invalide.");
  });
});
