import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

/**
 * The OF's weight as the workshop writes it, on an empty database: OFs at 50 without a weight, a
 * jeweller and a setter made by the factory (issue 27.5).
 */

let t: TestApp;
let f: Fabrique;
let cookie: string;
let joa: number;
let serto: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("bureau");
  joa = await f.newOuvrier("joaillier", "Marc");
  serto = await f.newOuvrier("sertisseur", "Sophie");
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie, ...nouvelEnvoi("POST") }, payload });

/** A new OF at 50, without a weight (the creation writes none). */
async function nouvelOf(): Promise<number> {
  const n = await f.newOf();
  expect(await poidsOf(n)).toBeNull();
  return n;
}

const poidsOf = async (n: number) =>
  (await db().select({ p: of.poids }).from(of).where(eq(of.numSachet, n)))[0]!.p;

/** Sent then returned through the API with `poidsRendu` (French entry); the line's id. */
async function allerRetour(genre: "joaillier" | "serti", n: number, poidsRendu: string): Promise<number> {
  const idOuvrier = genre === "joaillier" ? joa : serto;
  const envoi = await post(`/api/atelier/${genre}/envoi`, { idOuvrier, numSachet: n, poids: "5" });
  expect(envoi.statusCode).toBe(201);
  const valeur = genre === "joaillier" ? { temps: "30" } : { prix: "10" };
  const retour = await post(`/api/atelier/${genre}/retour`, {
    idLigne: envoi.json().idLigne,
    poids: "5",
    poidsRendu,
    ...valeur,
  });
  expect(retour.statusCode).toBe(200);
  return envoi.json().idLigne;
}

const annulerRetour = async (genre: "joaillier" | "serti", id: number) =>
  expect((await post(`/api/atelier/${genre}/lignes/${id}/annuler-retour`, {})).statusCode).toBe(200);

describe("the OF's weight is the last weight the workshop returned", () => {
  it("a jeweller's return sets it, the setter's return after replaces it", async () => {
    const n = await nouvelOf();
    await allerRetour("joaillier", n, "5,12");
    expect(await poidsOf(n)).toBe("5.120");
    await allerRetour("serti", n, "5,48");
    expect(await poidsOf(n)).toBe("5.480");
  });

  it("a weight typed by hand since the last return is kept; a return weighing 0 changes nothing", async () => {
    const n = await nouvelOf();
    await allerRetour("joaillier", n, "5,12");
    await db().update(of).set({ poids: "6" }).where(eq(of.numSachet, n));
    await allerRetour("serti", n, "5,48");
    expect(await poidsOf(n)).toBe("6.000");

    const m = await nouvelOf();
    await allerRetour("serti", m, "0");
    expect(await poidsOf(m)).toBeNull();
  });

  it("cancelling the last return gives the OF back the weight before it, or none", async () => {
    const n = await nouvelOf();
    const j = await allerRetour("joaillier", n, "5,12");
    const s = await allerRetour("serti", n, "5,48");
    await annulerRetour("serti", s);
    expect(await poidsOf(n)).toBe("5.120");
    await annulerRetour("joaillier", j);
    expect(await poidsOf(n)).toBeNull();
  });

  it("cancelling a return keeps a weight typed by hand, and a later return's", async () => {
    const n = await nouvelOf();
    const j = await allerRetour("joaillier", n, "5,12");
    await allerRetour("serti", n, "5,48");
    await annulerRetour("joaillier", j);
    expect(await poidsOf(n)).toBe("5.480");

    const m = await nouvelOf();
    const k = await allerRetour("joaillier", m, "5,12");
    await db().update(of).set({ poids: "6" }).where(eq(of.numSachet, m));
    await annulerRetour("joaillier", k);
    expect(await poidsOf(m)).toBe("6.000");
  });
});
