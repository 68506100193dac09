import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Reception Or of /suivi_metal (spec 03 sections 5 and 9) and a supplier's gold ledger, on an empty
 * database: a new client, a new gold supplier and their rows made by the factory (issue 27.5), so each
 * balance is written out. Role 1 (the Analyse menu).
 */

let t: TestApp;
let f: Fabrique;
let client: number;
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  client = await f.newClient({ nomAgence: "Bijouterie Hélène" });
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  f.call(method, url, payload, "direction");
const suivi = async () =>
  (await call("GET", `/api/metal/suivi?client=${client}&debut=2099-01-01&fin=2099-12-31`)).json();

describe("Reception Or", () => {
  it("adds a reception that moves the balance by weight x 0.92 / 0.753, and removes it once", async () => {
    const avant = await suivi();
    expect(avant).toMatchObject({ factures: [], receptions: [], solde: "0.000" });
    const res = await call("POST", "/api/metal/receptions", {
      date: "2099-06-01",
      idClient: client,
      poids: "75,3",
    });
    expect(res.statusCode, res.body).toBe(201);
    const apres = await suivi();
    expect(apres.solde).toBe("92.000");
    expect(apres.receptions).toHaveLength(1);
    expect(apres.receptions[0]).toMatchObject({ poids: "75.300", poids752: "92.000" });
    expect((await call("DELETE", `/api/metal/receptions/${res.json().id}`)).statusCode).toBe(204);
    expect((await call("DELETE", `/api/metal/receptions/${res.json().id}`)).statusCode).toBe(404);
    expect((await suivi()).solde).toBe("0.000");
  });

  it("takes a negative correction above -1 g (spec 03 section 5), which lowers the balance", async () => {
    const res = await call("POST", "/api/metal/receptions", {
      date: "2099-06-02",
      idClient: client,
      poids: "-0,753",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await suivi()).solde).toBe("-0.920");
    expect((await call("DELETE", `/api/metal/receptions/${res.json().id}`)).statusCode).toBe(204);
  });

  it.each([
    [{ date: "2099-06-01", idClient: "", poids: "1" }, "Client requis"],
    [{ date: "2099-06-01", idClient: 1, poids: "abc" }, "Poids invalide"],
    [{ date: "2099-06-01", idClient: 1, poids: "-1" }, "Poids invalide"],
    [{ date: "2099-06-01", idClient: 999999, poids: "1" }, "Client inconnu."],
  ])("refuses %o: %s", async (body, message) => {
    const res = await call("POST", "/api/metal/receptions", body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("is for role 1 (the Analyse menu)", async () => {
    const bureau = await f.call("GET", `/api/metal/suivi?client=${client}`, undefined, "bureau");
    expect(bureau.statusCode).toBe(403);
  });
});

describe("a new gold supplier's ledger", () => {
  it("entry - 0.75 x exit - loss, row after row", async () => {
    const four = await f.newFournisseur({ raisonSoc: "Fondeur Test" });
    const e100 = await f.newMouvementOr({
      fournisseur: four,
      date: "2099-03-01",
      entreeOrFin: "100",
      perte: "2,5",
    });
    const s40 = await f.newMouvementOr({ fournisseur: four, date: "2099-03-02", sortieOr750: "40" });
    const res = await call(
      "GET",
      `/api/metal/mouvements?debut=2099-01-01&onglet=fournisseurs&fournisseur=${four}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .rows.map((r: { cle: string; entree: string; sortie: string; pertePoids: string; solde: string }) => [
          r.cle,
          r.entree,
          r.sortie,
          r.pertePoids,
          r.solde,
        ]),
    ).toEqual([
      [`fournisseur-${e100}`, "100.00", "0.00", "2.50", "97.50"],
      [`fournisseur-${s40}`, "0.00", "30.00", "0.00", "67.50"],
    ]);
  });
});
