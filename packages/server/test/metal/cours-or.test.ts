import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { toIsoDate } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/** The gold price: a local fake source started here (no test needs the internet), the fallbacks, the hand-typed price. */

let t: TestApp;
let cookie: string;
let source: Server;
let reponse: { status: number; body: string } = { status: 200, body: "{}" };
let url = "";

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  source = createServer((_req, res) => {
    res.writeHead(reponse.status, { "content-type": "application/json" });
    res.end(reponse.body);
  });
  await new Promise<void>((ok) => source.listen(0, "127.0.0.1", ok));
  url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/xau`;
});
afterAll(async () => {
  await new Promise((ok) => source.close(ok));
  await t.close();
});

const call = (method: "GET" | "POST", path: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const etat = async () => (await call("GET", "/api/metal/cours-or")).json();

describe("gold price", () => {
  it("without a source or a history: rate 4 (98 000 €/kg fine -> 98 €/g), then N/A", async () => {
    expect((await call("POST", "/api/metal/cours-or/actualiser")).json()).toMatchObject({
      ok: false,
      message: "Aucune source de cours configurée (réglages coursOrUrl et coursOrFormat).",
    });
    expect((await etat()).retenu).toMatchObject({ prixGramme: "98.0000", origine: "cours4" });
    await t.database.db.execute(sql`update cours set valeur = 0 where id_cours = 4`);
    expect((await etat()).retenu).toMatchObject({ prixGramme: null, source: "N/A" });
    await t.database.db.execute(sql`update cours set valeur = 98000 where id_cours = 4`);
  });

  it("fetches an ounce price and divides it by the troy ounce (31.1034768 g)", async () => {
    t.settings.coursOrUrl = url;
    t.settings.coursOrFormat = "data.xau_eur;once";
    reponse = { status: 200, body: JSON.stringify({ data: { xau_eur: 2500 } }) };
    const res = await call("POST", "/api/metal/cours-or/actualiser");
    expect(res.json()).toEqual({ ok: true, prixGramme: "80.3769", source: new URL(url).host });
    const e = await etat();
    expect(e.retenu).toMatchObject({
      prixGramme: "80.3769",
      jour: toIsoDate(new Date()),
      origine: "historique",
    });
    expect(e.historique).toHaveLength(1);
  });

  it("keeps one price per day: a second fetch replaces it", async () => {
    reponse = { status: 200, body: JSON.stringify({ data: { xau_eur: "3110.34768" } }) };
    await call("POST", "/api/metal/cours-or/actualiser");
    const e = await etat();
    expect(e.historique).toHaveLength(1);
    expect(e.retenu.prixGramme).toBe("100.0000");
  });

  it("falls back to the last known price when the source fails or answers nonsense", async () => {
    reponse = { status: 500, body: "oops" };
    const r1 = (await call("POST", "/api/metal/cours-or/actualiser")).json();
    expect(r1).toMatchObject({
      ok: false,
      message: "La source du cours de l'or n'a pas répondu correctement.",
    });
    expect(r1.retenu.prixGramme).toBe("100.0000");
    reponse = { status: 200, body: JSON.stringify({ data: { xau_eur: -3 } }) };
    expect((await call("POST", "/api/metal/cours-or/actualiser")).json().ok).toBe(false);
    expect((await etat()).retenu.prixGramme).toBe("100.0000");
  });

  it("takes a price typed by hand for a day, and refuses a bad one", async () => {
    const res = await call("POST", "/api/metal/cours-or", { jour: "2020-01-02", prixGramme: "45,5" });
    expect(res.statusCode).toBe(201);
    expect(res.json().historique.at(-1)).toEqual({
      jour: "2020-01-02",
      prixGramme: "45.5000",
      source: "Saisie manuelle",
    });
    const bad = await call("POST", "/api/metal/cours-or", { jour: "2020-01-02", prixGramme: "-1" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Prix invalide");
  });
});
