import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit, of } from "../../src/db/schema/index.ts";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * /of/edit on an empty database and six OFs made by the factory (issue 27.5), numbered 1 to 6:
 * 1 (50), 2 (50), 3 (200) of "Bijouterie Hélène" on product SOL-42; 4 (575), 5 (50), 6 (200) of
 * "Maison Dupont" on product JONC-7. Both products are the factory's centre, whose price at the stade
 * "Pièce finie" (2) is, at the rates of migration 0002: labour 100 min x 0.95 = 95.00, metal 3 g x 72 =
 * 216.00, façon sur fonte 2 g x 72 x 0.25 = 36.00, setting 40.00, sundries 10.00: 397.00 x 2.2 = 873.40.
 */

let t: TestApp;
let f: Fabrique;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  const helene = await f.newClient({ nomAgence: "Bijouterie Hélène" });
  const dupont = await f.newClient({ nomAgence: "Maison Dupont" });
  const sol = await f.newProduit({ ref: "SOL-42", description: "Solitaire" });
  const jonc = await f.newProduit({ ref: "JONC-7", description: "Jonc" });
  for (const statut of [50, 50, 200]) await f.newOf({ statut, client: helene, produit: sol });
  for (const statut of [575, 50, 200]) await f.newOf({ statut, client: dupont, produit: jonc });
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  f.call(method, url, payload);
const nums = async (url: string) => {
  const body = (await call("GET", url)).json();
  return [body.total, body.rows.map((r: { numSachet: number }) => r.numSachet)];
};

describe("GET /api/of: the /of/edit list", () => {
  it("pages on the server, newest first, with labels and the price at the stade", async () => {
    const res = await call("GET", "/api/of?page=0&pageSize=5&dir=desc");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect([body.total, body.rows.map((r: { numSachet: number }) => r.numSachet)]).toEqual([
      6,
      [6, 5, 4, 3, 2],
    ]);
    expect(body.rows[0]).toEqual({
      numSachet: 6,
      image: null,
      client: "Maison Dupont",
      ref: "JONC-7",
      description: "Jonc",
      idStade: 2,
      stade: "Pièce finie",
      transport: "Tournée",
      metal: "OR JAUNE 750",
      dim: "52",
      statut: 200,
      descStatut: "En fabrication",
      prix: "873.40",
    });
    expect(await nums("/api/of?page=1&pageSize=5&dir=desc")).toEqual([6, [1]]);
  });

  it("sorts by status and filters by status", async () => {
    // 50: 1, 2, 5; 200: 3, 6; 575: 4 (a status's OFs by number).
    expect(await nums("/api/of?pageSize=50&sort=statut&dir=asc")).toEqual([6, [1, 2, 5, 3, 6, 4]]);
    // Backwards: 575: 4; 200: 6, 3; 50: 5, 2, 1. The second page of two: the 3rd and 4th of each order.
    expect(await nums("/api/of?pageSize=50&sort=statut&dir=desc")).toEqual([6, [4, 6, 3, 5, 2, 1]]);
    expect(await nums("/api/of?page=1&pageSize=2&sort=statut&dir=asc")).toEqual([6, [5, 3]]);
    expect(await nums("/api/of?page=1&pageSize=2&sort=statut&dir=desc")).toEqual([6, [3, 5]]);
    expect(await nums("/api/of?pageSize=20&statut=575")).toEqual([1, [4]]);
    expect((await call("GET", "/api/of?sort=prix")).statusCode).toBe(400);
  });

  it("searches by number prefix, by ref prefix and by client name", async () => {
    expect(await nums("/api/of?q=3")).toEqual([1, [3]]);
    expect(await nums(`/api/of?q=${encodeURIComponent("jon")}&pageSize=20`)).toEqual([3, [4, 5, 6]]);
    expect(await nums(`/api/of?q=${encodeURIComponent("upon")}&pageSize=20`)).toEqual([3, [4, 5, 6]]);
    expect(await nums(`/api/of?q=${encodeURIComponent("Hélène")}&pageSize=20`)).toEqual([3, [1, 2, 3]]);
    expect((await call("GET", "/api/of?q=0123")).json().total).toBe(0);
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/of" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: "/api/of/100001" })).statusCode).toBe(401);
  });
});

describe("GET /api/of/:n", () => {
  it("gives the whole OF, or 'OF non trouvé'", async () => {
    const res = await call("GET", "/api/of/3");
    expect(res.json()).toMatchObject({
      numSachet: 3,
      ref: "SOL-42",
      client: "Bijouterie Hélène",
      statut: 200,
      descStatut: "En fabrication",
      dateLImp: false,
      prixFact: "1000.00",
      // The piece 873.40 (above); centre vide: no sundries, 387.00 x 2.2 = 851.40; MFS: metal and façon
      // sur fonte only, 252.00 x 2.2 = 554.40.
      prixProduit: { total3: "873.40", totalcv: "851.40", totalMfs: "554.40" },
    });
    const missing = await call("GET", "/api/of/999999999");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("OF non trouvé");
  });
});

describe("PUT /api/of/:n/edition", () => {
  it("saves the edit panel's fields", async () => {
    const n = 3;
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
    const n = 6;
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
    const n = 5;
    const res = await call("DELETE", `/api/of/${n}`);
    expect(res.statusCode).toBe(204);
    expect((await call("GET", `/api/of/${n}`)).statusCode).toBe(404);
    const trail = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.tableName, "of"), eq(audit.rowId, String(n)), eq(audit.operation, "DELETE")));
    expect(trail).toHaveLength(1);
    expect(trail[0]?.before).toMatchObject({ num_sachet: n });
    // The factory's session user, bureau.
    const [bureau] = await f.rows<{ id: number }>(
      sql`select id_user as id from utilisateur where login = 'bureau'`,
    );
    expect(trail[0]?.idUser).toBe(bureau?.id);
  });

  it("refuses an OF with workshop lines, and another status, with clear French messages", async () => {
    // OF 2 sent to a jeweller: at 200 with its workshop line.
    const marc = await f.newOuvrier("joaillier", "Marc");
    const envoi = await f.call("POST", "/api/atelier/joaillier/envoi", {
      idOuvrier: marc,
      numSachet: 2,
      poids: "5",
    });
    expect([envoi.statusCode, envoi.json().message]).toEqual([201, "OF 2 envoyé à Marc."]);
    const enCours = 2;
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
