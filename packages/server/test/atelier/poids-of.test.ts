import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

let t: TestApp;
let cookie: string;
let base: { idp: number; idBijouterie: number; idStade: number; typTransp: number; typeMetal: number };
let joa: number;
let serto: number;

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const modele = (await db().select().from(of).limit(1))[0]!;
  base = {
    idp: modele.idp,
    idBijouterie: modele.idBijouterie,
    idStade: modele.idStade,
    typTransp: modele.typTransp,
    typeMetal: modele.typeMetal,
  };
  joa = (await rows<{ id: number }>(sql`select id from joaillier where actif = 1 order by id limit 1`))[0]!
    .id;
  serto = (await rows<{ id: number }>(sql`select id from sertisseur where actif = 1 order by id limit 1`))[0]!
    .id;
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie, ...nouvelEnvoi("POST") }, payload });

async function nouvelOf(poids: string | null): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({ ...base, statut: 50, poids })
    .returning({ n: of.numSachet });
  return row!.n;
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
    const n = await nouvelOf(null);
    await allerRetour("joaillier", n, "5,12");
    expect(await poidsOf(n)).toBe("5.120");
    await allerRetour("serti", n, "5,48");
    expect(await poidsOf(n)).toBe("5.480");
  });

  it("a weight typed by hand since the last return is kept; a return weighing 0 changes nothing", async () => {
    const n = await nouvelOf(null);
    await allerRetour("joaillier", n, "5,12");
    await db().update(of).set({ poids: "6" }).where(eq(of.numSachet, n));
    await allerRetour("serti", n, "5,48");
    expect(await poidsOf(n)).toBe("6.000");

    const m = await nouvelOf(null);
    await allerRetour("serti", m, "0");
    expect(await poidsOf(m)).toBeNull();
  });

  it("cancelling the last return gives the OF back the weight before it, or none", async () => {
    const n = await nouvelOf(null);
    const j = await allerRetour("joaillier", n, "5,12");
    const s = await allerRetour("serti", n, "5,48");
    await annulerRetour("serti", s);
    expect(await poidsOf(n)).toBe("5.120");
    await annulerRetour("joaillier", j);
    expect(await poidsOf(n)).toBeNull();
  });

  it("cancelling a return keeps a weight typed by hand, and a later return's", async () => {
    const n = await nouvelOf(null);
    const j = await allerRetour("joaillier", n, "5,12");
    await allerRetour("serti", n, "5,48");
    await annulerRetour("joaillier", j);
    expect(await poidsOf(n)).toBe("5.480");

    const m = await nouvelOf(null);
    const k = await allerRetour("joaillier", m, "5,12");
    await db().update(of).set({ poids: "6" }).where(eq(of.numSachet, m));
    await annulerRetour("joaillier", k);
    expect(await poidsOf(m)).toBe("6.000");
  });
});
