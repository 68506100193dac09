import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { image, of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let enCours: number;
let facture: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const pick = async (statut: number) =>
    (
      await t.database.db.execute<{ n: number }>(
        sql`select num_sachet as n from "of" where statut = ${statut} order by num_sachet limit 1`,
      )
    ).rows[0]!.n;
  enCours = await pick(200);
  facture = await pick(600);
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

const trace = {
  statut: 500,
  poids: "4,125",
  idStade: 2,
  typTransp: 3,
  dim: "45 cm",
  prixFact: "1250,5",
  prixR: "600",
  reaco: "",
  refClt: "REF-9",
  remise: "5",
  echeance: "30",
  dateLImp: false,
  tournee: true,
  devis: false,
  facon: false,
  pierresClt: false,
  signe: true,
  grave: false,
  labo: false,
  notes: "Bague solitaire",
  information: "Livrer avant Noël",
};

describe("PUT /api/of/:n/trace", () => {
  it("saves every field of the trace, exactly", async () => {
    const res = await call("PUT", `/api/of/${enCours}/trace`, trace);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      statut: 500,
      poids: "4.125",
      typTransp: 3,
      dim: "45 cm",
      prixFact: "1250.50",
      reaco: "0.00",
      remise: "5.00",
      echeance: 30,
      tournee: true,
      signe: true,
      information: "Livrer avant Noël",
    });
  });

  it("requires weight, stade, status and transport with the French messages, and saves nothing", async () => {
    const before = (await call("GET", `/api/of/${enCours}`)).json();
    const res = await call("PUT", `/api/of/${enCours}/trace`, {
      ...trace,
      statut: "",
      poids: "",
      idStade: null,
      typTransp: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      statut: "Le statut est obligatoire.",
      poids: "Le poids est obligatoire.",
      idStade: "Le stade est obligatoire.",
      typTransp: "Le type de transport est obligatoire.",
    });
    expect((await call("GET", `/api/of/${enCours}`)).json()).toEqual(before);
  });

  it("refuses to set the invoiced status by hand", async () => {
    const res = await call("PUT", `/api/of/${enCours}/trace`, { ...trace, statut: 600 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.statut).toBe("Le statut Facturé (600) est posé par la facturation.");
  });
});

describe("an invoiced OF (600) is locked on every write route", () => {
  it("refuses the trace, the edit panel, the photo and the deletion, even with a forged body", async () => {
    const [avant] = await t.database.db.select().from(of).where(eq(of.numSachet, facture));
    const attempts = [
      call("PUT", `/api/of/${facture}/trace`, { ...trace, statut: 50 }),
      call("PUT", `/api/of/${facture}/edition`, { idStade: 2, typTransp: 1, typeMetal: 1, statut: 50 }),
      call("PUT", `/api/of/${facture}/photo`, { nom: "x.jpg" }),
      call("DELETE", `/api/of/${facture}/photo`),
      call("DELETE", `/api/of/${facture}`),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe("L'Of n'est plus éditable ");
    }
    const [apres] = await t.database.db.select().from(of).where(eq(of.numSachet, facture));
    expect(apres).toEqual(avant);
  });
});

describe("the OF photo", () => {
  it("takes an image of the image table, and is removed", async () => {
    await t.database.db
      .insert(image)
      .values({ nom: `${enCours}.jpg` })
      .onConflictDoNothing();
    const set = await call("PUT", `/api/of/${enCours}/photo`, { nom: `${enCours}.jpg` });
    expect(set.statusCode).toBe(200);
    expect(set.json().photoOf).toBe(`${enCours}.jpg`);
    const unknown = await call("PUT", `/api/of/${enCours}/photo`, { nom: "inconnue-zz.jpg" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Image introuvable.");
    const removed = await call("DELETE", `/api/of/${enCours}/photo`);
    expect(removed.json().photoOf).toBeNull();
  });

  it("needs a session", async () => {
    const res = await t.app.inject({ method: "PUT", url: `/api/of/${enCours}/trace`, payload: trace });
    expect(res.statusCode).toBe(401);
  });
});
