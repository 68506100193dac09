import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const list = async (name: string) =>
  (await t.app.inject({ method: "GET", url: `/api/ref/${name}`, headers: { cookie } })).json() as Array<{
    id: number;
    label: string;
  }>;

describe("reference data loaded by migration", () => {
  it("has the statuses the rules use", async () => {
    expect((await list("t_statuts")).map((s) => s.id)).toEqual(
      expect.arrayContaining([50, 200, 500, 550, 575, 600, 650]),
    );
  });

  it("has stade 12 = SAV", async () => {
    expect((await list("stade")).find((s) => s.id === 12)?.label).toMatch(/SAV/);
  });

  it("has commission types 0, 1, 2 and type commande 1 COMMANDE", async () => {
    expect((await list("type_comission")).map((s) => s.id)).toEqual(expect.arrayContaining([0, 1, 2]));
    expect((await list("type_commande")).find((s) => s.id === 1)?.label).toBe("COMMANDE");
  });

  it("has the stock metal type of the settings", async () => {
    expect((await list("type_metal")).some((m) => m.id === t.settings.typeMetalStock)).toBe(true);
  });

  it("lists the Impression menu's pages from the settings", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/impressions", headers: { cookie } });
    // No URL set: the built-in pages stand in, the police register's screen included.
    expect(res.json()).toHaveLength(4);
    expect(res.json()[0]).toEqual({ label: "Livre de référence", url: null, interne: "livre-reference" });
    expect(res.json()[3]).toEqual({ label: "Registre de police", url: null, interne: "registre" });
  });

  it("refuses an unknown list", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ref/utilisateur", headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Liste inconnue.");
  });
});
