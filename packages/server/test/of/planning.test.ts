import {
  A_REPLANIFIER_MAX,
  MSG_JOUR_NON_OUVRE,
  MSG_OF_NON_EDITABLE,
  MSG_STATUT_PLANNING,
  type OfPlanning,
  type PlanningSemaine,
  STATUT,
  toIsoDate,
} from "@ecrin/domain";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { audit } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
/** A week far ahead, so the demo's own dates do not mix in: Monday 7 January 2030. */
const LUNDI = "2030-01-07";
let ouverts: number[];
let facture: number;
let parent: { id: number; enfant: number };

const exec = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  t.database.db.execute<T>(q).then((r) => r.rows);
const setOf = (n: number, set: ReturnType<typeof sql>) =>
  exec(sql`update "of" set ${set} where num_sachet = ${n}`);
const call = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
const semaine = async (query = "") => {
  const res = await call("GET", `/api/of/planning?semaine=${LUNDI}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as PlanningSemaine;
};
const nums = (ofs: OfPlanning[]) => ofs.map((o) => o.numSachet);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  ouverts = (
    await exec<{ n: number }>(
      sql`select num_sachet as n from "of" where statut = ${STATUT.enFabrication} order by num_sachet limit 4`,
    )
  ).map((r) => r.n);
  facture = (
    await exec<{ n: number }>(sql`select num_sachet as n from "of" where statut = ${STATUT.facture} limit 1`)
  )[0]!.n;
  const [a, b, c, d] = ouverts as [number, number, number, number];
  await setOf(a, sql`date_livr = '2030-01-08', date_l_imp = 1`); // Tuesday
  await setOf(b, sql`date_livr = '2030-01-12', date_l_imp = 0`); // the week's Saturday
  await setOf(c, sql`date_livr = '2030-01-15', date_l_imp = 0`); // next week
  await setOf(d, sql`date_livr = '2030-01-09', date_l_imp = 0`);
  await setOf(facture, sql`date_livr = '2030-01-09'`);
  const p = await exec<{ id: number; enfant: number }>(
    sql`select p.id, e.id as enfant from client p join client e on e.id_parent = p.id limit 1`,
  );
  parent = p[0]!;
  await setOf(d, sql`id_bijouterie = ${parent.enfant}`);
});
afterAll(() => t.close());

describe("GET /api/of/planning", () => {
  it("sends of each OF what its card shows, not its notes nor its customer's model reference (issue 29.2)", async () => {
    const [a] = ouverts as [number];
    await setOf(a, sql`notes = 'Notes longues du bon', ref_cv = 'CV-1'`);
    const ofA = (await semaine()).ofs.find((o) => o.numSachet === a)!;
    expect(Object.keys(ofA).sort()).toEqual([
      "client",
      "dateLImp",
      "dateLivr",
      "image",
      "libelleStatut",
      "numSachet",
      "ref",
      "stade",
      "statut",
    ]);
  });

  it("gives the week's OFs not yet invoiced, the weekend ones and the late ones for the sixth column", async () => {
    const body = await semaine();
    expect(body.lundi).toBe(LUNDI);
    const [a, b, c, d] = ouverts as [number, number, number, number];
    expect(nums(body.ofs)).toEqual(expect.arrayContaining([a, b, d]));
    expect(nums(body.ofs)).not.toContain(c);
    expect(nums(body.ofs)).not.toContain(facture);
    expect(body.ofs.every((o) => o.statut < STATUT.facture)).toBe(true);
    const today = toIsoDate(new Date());
    // Outside Monday..Sunday of the week, only the undated and the late ones (before today).
    for (const o of body.ofs) {
      if (o.dateLivr === null || (o.dateLivr >= LUNDI && o.dateLivr <= "2030-01-13")) continue;
      expect(o.dateLivr < today).toBe(true);
    }
    const horsSemaine = body.ofs.filter((o) => o.dateLivr === null || o.dateLivr < LUNDI);
    expect(horsSemaine.length).toBeLessThanOrEqual(A_REPLANIFIER_MAX);
    expect(body.aReplanifierTotal).toBeGreaterThanOrEqual(horsSemaine.length);
    const ofA = body.ofs.find((o) => o.numSachet === a);
    expect(ofA).toMatchObject({ dateLivr: "2030-01-08", dateLImp: 1 });
    expect(typeof ofA?.client).toBe("string");
    expect(typeof ofA?.stade).toBe("string");
  });

  it("takes any day of the week to its Monday", async () => {
    const res = await call("GET", "/api/of/planning?semaine=2030-01-10");
    expect(res.json().lundi).toBe(LUNDI);
  });

  it("filters on the imperative flag, the client (and the clients below it) and the status", async () => {
    const [a, , , d] = ouverts as [number, number, number, number];
    const imperatifs = (await semaine("&imperatif=1")).ofs;
    expect(nums(imperatifs)).toContain(a);
    expect(imperatifs.every((o) => o.dateLImp === 1)).toBe(true);
    const normaux = (await semaine("&imperatif=0")).ofs;
    expect(nums(normaux)).not.toContain(a);
    expect(normaux.every((o) => o.dateLImp === 0)).toBe(true);

    const duGroupe = (await semaine(`&client=${parent.id}`)).ofs;
    expect(nums(duGroupe)).toContain(d);

    const enFabrication = (await semaine(`&statut=${STATUT.enFabrication}`)).ofs;
    expect(enFabrication.every((o) => o.statut === STATUT.enFabrication)).toBe(true);
    const refus = await call("GET", `/api/of/planning?semaine=${LUNDI}&statut=${STATUT.facture}`);
    expect(refus.statusCode).toBe(400);
    expect(refus.json().message).toBe(MSG_STATUT_PLANNING);
  });

  it("refuses a bad week with a French message", async () => {
    const res = await call("GET", "/api/of/planning?semaine=2030-02-30");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("La semaine est invalide.");
  });
});

describe("PUT /api/of/:n/date-livraison", () => {
  it("moves an OF to another day, and the audit trail records who did it", async () => {
    const a = ouverts[0]!;
    const res = await call("PUT", `/api/of/${a}/date-livraison`, { dateLivr: "2030-01-10" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ numSachet: a, dateLivr: "2030-01-10" });
    expect((await semaine()).ofs.find((o) => o.numSachet === a)?.dateLivr).toBe("2030-01-10");
    const [row] = await t.database.db
      .select()
      .from(audit)
      .where(and(eq(audit.tableName, "of"), eq(audit.rowId, String(a))))
      .orderBy(desc(audit.id))
      .limit(1);
    expect(row?.operation).toBe("UPDATE");
    expect(row?.after).toMatchObject({ date_livr: "2030-01-10" });
    // The session's user, bureau.
    const [bureau] = await exec<{ id: number }>(
      sql`select id_user as id from utilisateur where login = 'bureau'`,
    );
    expect(row?.idUser).toBe(bureau?.id);
  });

  it("refuses a Saturday or a Sunday and leaves the date as it was", async () => {
    const a = ouverts[0]!;
    for (const jour of ["2030-01-12", "2030-01-13"]) {
      const res = await call("PUT", `/api/of/${a}/date-livraison`, { dateLivr: jour });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_JOUR_NON_OUVRE);
    }
    expect((await semaine()).ofs.find((o) => o.numSachet === a)?.dateLivr).toBe("2030-01-10");
  });

  it("refuses an invoiced OF (600) with the spec's message, and an unknown one", async () => {
    const res = await call("PUT", `/api/of/${facture}/date-livraison`, { dateLivr: "2030-01-11" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_NON_EDITABLE);
    const [row] = await exec<{ d: string }>(
      sql`select to_char(date_livr, 'YYYY-MM-DD') as d from "of" where num_sachet = ${facture}`,
    );
    expect(row?.d).toBe("2030-01-09");
    const inconnu = await call("PUT", "/api/of/999999999/date-livraison", { dateLivr: "2030-01-11" });
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe("OF non trouvé");
  });
});

describe("GET /api/of/planning/impression", () => {
  it("prints a day, or a period, as a PDF", async () => {
    const res = await call("GET", "/api/of/planning/impression?debut=2030-01-07&fin=2030-01-11&imperatif=2");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("refuses an inverted period", async () => {
    const res = await call("GET", "/api/of/planning/impression?debut=2030-01-11&fin=2030-01-07");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("La date de début doit précéder la date de fin.");
  });
});

describe("without a session", () => {
  it.each([
    ["GET", `/api/of/planning?semaine=${LUNDI}`],
    ["GET", "/api/of/planning/impression?debut=2030-01-07&fin=2030-01-07"],
    ["PUT", "/api/of/1/date-livraison"],
  ] as const)("%s %s answers 401", async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      ...(method === "PUT" ? { payload: { dateLivr: LUNDI } } : {}),
    });
    expect(res.statusCode).toBe(401);
  });
});
