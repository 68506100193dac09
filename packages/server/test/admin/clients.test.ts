import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

describe("/api/admin/clients: the client tree and its address form", () => {
  it("creates a group and an agency under it, and says which clients are parents", async () => {
    const groupe = await call("POST", "/api/admin/clients", { nomAgence: "Groupe Martin", idParent: null });
    expect(groupe.statusCode).toBe(201);
    const agence = await call("POST", "/api/admin/clients", {
      nomAgence: "Bijouterie Martin Lyon",
      adresse: "12 rue de la République",
      cp: "69002",
      ville: "Lyon",
      idParent: groupe.json().id,
    });
    expect(agence.statusCode).toBe(201);
    const all = (await call("GET", "/api/admin/clients")).json() as Array<{ id: number; isParent: boolean }>;
    expect(all.find((c) => c.id === groupe.json().id)?.isParent).toBe(true);
    expect(all.find((c) => c.id === agence.json().id)?.isParent).toBe(false);
  });

  it("saves the address for real", async () => {
    const created = (await call("POST", "/api/admin/clients", { nomAgence: "Bijouterie Durand" })).json();
    const res = await call("PUT", `/api/admin/clients/${created.id}`, {
      nomAgence: "Bijouterie Durand & Fils",
      adresse: "3 place du Marché",
      cp: "33000",
      ville: "Bordeaux",
      idParent: null,
    });
    expect(res.statusCode).toBe(200);
    const again = (await call("GET", "/api/admin/clients"))
      .json()
      .find((c: { id: number }) => c.id === created.id);
    expect(again).toMatchObject({ nomAgence: "Bijouterie Durand & Fils", cp: "33000", ville: "Bordeaux" });
  });

  it("validates in French and saves nothing on bad input", async () => {
    const res = await call("POST", "/api/admin/clients", { nomAgence: "", cp: "ABC" });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      nomAgence: "Le nom est obligatoire.",
      cp: "Le code postal doit comporter 5 chiffres.",
    });
  });

  it("refuses an unknown parent and a cycle", async () => {
    const unknown = await call("POST", "/api/admin/clients", { nomAgence: "X", idParent: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe("Le client parent est introuvable.");
    const a = (await call("POST", "/api/admin/clients", { nomAgence: "A" })).json();
    const b = (await call("POST", "/api/admin/clients", { nomAgence: "B", idParent: a.id })).json();
    const cycle = await call("PUT", `/api/admin/clients/${a.id}`, { nomAgence: "A", idParent: b.id });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().message).toBe("Un client ne peut pas être rattaché à l'une de ses propres agences.");
  });

  it("answers 404 for an unknown client", async () => {
    const res = await call("PUT", "/api/admin/clients/999999", { nomAgence: "Y" });
    expect(res.statusCode).toBe(404);
  });
});
