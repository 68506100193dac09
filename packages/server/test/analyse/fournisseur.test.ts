import {
  defaultPeriodeFournisseur,
  MSG_DATE_DEBUT_INVALIDE,
  MSG_PERIODE_INVERSEE,
  partFournisseur,
  sum,
  toFixed2,
  toIsoDate,
  valeurPierreRecue,
} from "@ecrin/domain";
import { asc, between } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fournisseur, pierre, pierresRecues } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let direction: string;
let bureau: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  direction = await t.cookieOf("direction");
  bureau = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const URL = "/api/analyse/fournisseurs";
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: "GET", url, ...(cookie === undefined ? {} : { headers: { cookie } }) });

interface Ligne {
  fourId: number;
  raisonSoc: string;
  totalHt: string;
  nbPierres: number;
  part: number;
}

/** The expected answer, from the raw rows and the domain rule alone. */
async function attendu(debut: string, fin: string) {
  const rows = await t.database.db
    .select()
    .from(pierresRecues)
    .where(between(pierresRecues.dateReception, debut, fin))
    .orderBy(asc(pierresRecues.idConf));
  const noms = new Map((await t.database.db.select().from(fournisseur)).map((f) => [f.fourId, f.raisonSoc]));
  const parFournisseur = new Map<number, string[]>();
  for (const r of rows) {
    const valeurs = parFournisseur.get(r.idFour) ?? [];
    valeurs.push(valeurPierreRecue(r));
    parFournisseur.set(r.idFour, valeurs);
  }
  const total = toFixed2(sum([...parFournisseur.values()].flat()));
  const lignes = [...parFournisseur.entries()].map(([fourId, valeurs]) => ({
    fourId,
    raisonSoc: noms.get(fourId),
    totalHt: toFixed2(sum(valeurs)),
    nbPierres: valeurs.length,
    part: partFournisseur(sum(valeurs), total),
  }));
  return { rows, total, lignes };
}

describe("GET /api/analyse/fournisseurs", () => {
  it("gives role 1 the totals of the stones received, equal to the domain rule on each row", async () => {
    const res = await get(`${URL}?debut=2025-01-01&fin=2025-12-31`, direction);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ debut: string; fin: string; lignes: Ligne[]; total: string }>();
    const expected = await attendu("2025-01-01", "2025-12-31");
    // The 196 stone receptions of 2025 in the demo.
    expect(expected.rows).toHaveLength(196);
    // The demo set must exercise both paths of the rule, or the comparison proves little.
    expect(expected.rows.some((r) => Number(r.euro) === 0 && Number(r.dollar) > 0)).toBe(true);
    expect(expected.rows.some((r) => Number(r.euro) > 0)).toBe(true);
    expect(body.debut).toBe("2025-01-01");
    expect(body.fin).toBe("2025-12-31");
    expect(body.total).toBe(expected.total);
    expect([...body.lignes].sort((a, b) => a.fourId - b.fourId)).toEqual(
      [...expected.lignes].sort((a, b) => a.fourId - b.fourId),
    );
    for (const l of body.lignes) expect(l.totalHt).toMatch(/^\d+\.\d{2}$/);
    const totaux = body.lignes.map((l) => Number(l.totalHt));
    expect(totaux).toEqual([...totaux].sort((a, b) => b - a));
  });

  it("agrees with the domain rule on every received line of the demo set", async () => {
    const res = await get(`${URL}?debut=1900-01-01&fin=2999-12-31`, direction);
    const expected = await attendu("1900-01-01", "2999-12-31");
    expect(res.json().total).toBe(expected.total);
    expect(res.json().lignes).toHaveLength(expected.lignes.length);
  });

  it("rounds each line up to the cent, on the euro and the dollar paths", async () => {
    const [f1, f2] = await t.database.db.select().from(fournisseur).orderBy(asc(fournisseur.fourId)).limit(2);
    const [p] = await t.database.db.select().from(pierre).limit(1);
    const ligne = { noConfie: "T1", dateReception: "1995-06-01", idPier: p!.idPier };
    await t.database.db.insert(pierresRecues).values([
      { ...ligne, idFour: f1!.fourId, euro: "450", poids: "0.123" }, // 55.35
      { ...ligne, idFour: f1!.fourId, euro: "1", poids: "0.001" }, // 0.001 -> 0.01
      { ...ligne, idFour: f2!.fourId, dollar: "500", coursEurDoll: "1.08", poids: "0.37" }, // 171.296... -> 171.30
      { ...ligne, idFour: f2!.fourId, poids: "1" }, // euro 0 and dollar 0 -> 0.00
    ]);
    const res = await get(`${URL}?debut=1995-06-01&fin=1995-06-01`, direction);
    expect(res.json()).toEqual({
      debut: "1995-06-01",
      fin: "1995-06-01",
      lignes: [
        { fourId: f2!.fourId, raisonSoc: f2!.raisonSoc, totalHt: "171.30", nbPierres: 2, part: 76 },
        { fourId: f1!.fourId, raisonSoc: f1!.raisonSoc, totalHt: "55.36", nbPierres: 2, part: 24 },
      ],
      total: "226.66",
    });
  });

  it("rounds each share half up, so the shares may add up to 101, and gives 0 % of a zero total", async () => {
    const [f1, f2] = await t.database.db.select().from(fournisseur).orderBy(asc(fournisseur.fourId)).limit(2);
    const [p] = await t.database.db.select().from(pierre).limit(1);
    const ligne = { noConfie: "T2", idPier: p!.idPier };
    await t.database.db.insert(pierresRecues).values([
      { ...ligne, dateReception: "1996-06-01", idFour: f1!.fourId, euro: "125", poids: "0.1" }, // 12.50
      { ...ligne, dateReception: "1996-06-01", idFour: f2!.fourId, euro: "875", poids: "0.1" }, // 87.50
      { ...ligne, dateReception: "1997-06-01", idFour: f1!.fourId, poids: "1" }, // euro 0, dollar 0 -> 0.00
    ]);
    // Total 100.00: 12.50 / 100 = 12.5 % -> 13, 87.50 / 100 = 87.5 % -> 88.
    expect((await get(`${URL}?debut=1996-06-01&fin=1996-06-01`, direction)).json()).toEqual({
      debut: "1996-06-01",
      fin: "1996-06-01",
      lignes: [
        { fourId: f2!.fourId, raisonSoc: f2!.raisonSoc, totalHt: "87.50", nbPierres: 1, part: 88 },
        { fourId: f1!.fourId, raisonSoc: f1!.raisonSoc, totalHt: "12.50", nbPierres: 1, part: 13 },
      ],
      total: "100.00",
    });
    // One line worth nothing: total 0.00, its share 0 (no division by zero).
    expect((await get(`${URL}?debut=1997-06-01&fin=1997-06-01`, direction)).json()).toEqual({
      debut: "1997-06-01",
      fin: "1997-06-01",
      lignes: [{ fourId: f1!.fourId, raisonSoc: f1!.raisonSoc, totalHt: "0.00", nbPierres: 1, part: 0 }],
      total: "0.00",
    });
  });

  it("defaults to the previous year", async () => {
    const periode = defaultPeriodeFournisseur(toIsoDate(new Date()));
    const res = await get(URL, direction);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(periode);
    expect(res.json().total).toBe((await attendu(periode.debut, periode.fin)).total);
  });

  it("answers an empty period with no line and a zero total", async () => {
    const res = await get(`${URL}?debut=1990-01-01&fin=1990-12-31`, direction);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ debut: "1990-01-01", fin: "1990-12-31", lignes: [], total: "0.00" });
  });

  it("refuses bad dates with the French message", async () => {
    const inverse = await get(`${URL}?debut=2025-12-31&fin=2025-01-01`, direction);
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe(MSG_PERIODE_INVERSEE);
    const invalide = await get(`${URL}?debut=2025-02-30&fin=2025-12-31`, direction);
    expect(invalide.statusCode).toBe(400);
    expect(invalide.json().message).toBe(MSG_DATE_DEBUT_INVALIDE);
    // A start after the defaulted end (previous year) is caught too.
    const apresDefaut = await get(`${URL}?debut=2999-01-01`, direction);
    expect(apresDefaut.statusCode).toBe(400);
    expect(apresDefaut.json().message).toBe(MSG_PERIODE_INVERSEE);
  });

  it("is for role 1 only: 403 for role 6, 401 without a session", async () => {
    const refused = await get(`${URL}?debut=2025-01-01&fin=2025-12-31`, bureau);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("ACCES_REFUSE");
    expect((await get(`${URL}?debut=2025-01-01&fin=2025-12-31`)).statusCode).toBe(401);
    expect(t.routes).toContainEqual({ method: "GET", url: URL, access: "direction" });
  });
});
