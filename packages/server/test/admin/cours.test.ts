import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

describe("/api/admin/cours", () => {
  it("lists the reference rates, paginated and sorted by the server", async () => {
    const res = await call("GET", "/api/admin/cours?page=0&pageSize=3&sort=idCours&dir=asc");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.rows).toHaveLength(3);
    expect(body.rows[0].idCours).toBe(1);
    expect(body.total).toBeGreaterThanOrEqual(8);
    const ids = (await call("GET", "/api/admin/cours?pageSize=100"))
      .json()
      .rows.map((r: { idCours: number }) => r.idCours);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 8, 10, 14, 15]));
  });

  it("creates with a French decimal, updates, deletes, exactly", async () => {
    const created = await call("POST", "/api/admin/cours", { description: "Cours test", valeur: "12,3" });
    expect(created.statusCode).toBe(201);
    const { idCours, valeur } = created.json();
    expect(Number(valeur)).toBe(12.3);
    expect(valeur).toMatch(/^12\.30*$/);
    const updated = await call("PUT", `/api/admin/cours/${idCours}`, {
      description: "Cours modifié",
      valeur: "0.1",
    });
    expect(updated.json()).toMatchObject({ idCours, description: "Cours modifié" });
    expect((await call("DELETE", `/api/admin/cours/${idCours}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/admin/cours/${idCours}`)).statusCode).toBe(404);
  });

  it("requires name and value, with French messages, and saves nothing", async () => {
    const before = (await call("GET", "/api/admin/cours")).json().total;
    const empty = await call("POST", "/api/admin/cours", { description: " ", valeur: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({
      description: "Le nom est obligatoire.",
      valeur: "La valeur est obligatoire.",
    });
    const nan = await call("POST", "/api/admin/cours", { description: "x", valeur: "abc" });
    expect(nan.json().fieldErrors.valeur).toBe("La valeur doit être un nombre.");
    expect((await call("GET", "/api/admin/cours")).json().total).toBe(before);
  });

  it("refuses to delete a rate the rules read", async () => {
    const res = await call("DELETE", "/api/admin/cours/2");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Ce cours est utilisé par les calculs : suppression impossible.");
  });

  it("exports the list as CSV with ';' and a byte-order mark", async () => {
    const res = await call("GET", "/api/admin/cours?format=csv&sort=idCours");
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.body.startsWith("\ufeffId;Nom;Valeur")).toBe(true);
  });

  it("refuses an unknown sort", async () => {
    const res = await call("GET", "/api/admin/cours?sort=password");
    expect(res.statusCode).toBe(400);
  });
});
