import { MSG_OF_NON_EDITABLE, MSG_OF_NON_TROUVE, STATUT } from "@ecrin/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let base: { idp: number; idBijouterie: number; idStade: number; typTransp: number; typeMetal: number };

const db = () => t.database.db;

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
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown> = {}, withSession = true) =>
  t.app.inject({ method: "POST", url, ...(withSession ? { headers: { cookie } } : {}), payload });

/** A finalised OF, priced and weighed unless told otherwise. */
async function nouvelOf(values: Partial<typeof of.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({ ...base, statut: STATUT.finalise, prixFact: "1468.75", poids: "5.12", ...values })
    .returning({ n: of.numSachet });
  return row!.n;
}

const statuts = async (nums: number[]) =>
  (await db().select({ n: of.numSachet, s: of.statut }).from(of).where(inArray(of.numSachet, nums))).map(
    (r) => r.s,
  );

describe("POST /api/of/:n/pret-a-facturer", () => {
  it("moves a finalised OF, priced and weighed, to 575; the audit says who", async () => {
    const n = await nouvelOf();
    const res = await post(`/api/of/${n}/pret-a-facturer`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ofs: [n], message: `OF ${n} prêt à facturer.` });
    expect(await statuts([n])).toEqual([STATUT.pretAFacturer]);
    const audit = (
      await db().execute<{ apres: string }>(sql`
        select after ->> 'statut' as apres from audit
        where table_name = 'of' and row_id = ${String(n)} and operation = 'UPDATE'`)
    ).rows;
    expect(audit).toEqual([{ apres: "575" }]);
  });

  it.each([
    [
      "without price",
      { prixFact: null },
      409,
      "OF_SANS_PRIX",
      (n: number) =>
        `L'OF ${n} n'a pas de prix : donnez-lui un prix (Tracer) avant de le passer prêt à facturer.`,
    ],
    [
      "without weight",
      { poids: null },
      409,
      "OF_SANS_POIDS",
      (n: number) => `L'OF ${n} n'a pas de poids : pesez-le avant de le passer prêt à facturer.`,
    ],
    [
      "not finalised (500)",
      { statut: STATUT.fabrique },
      409,
      "TRANSITION_INTERDITE",
      (n: number) => `L'OF ${n} ne peut pas passer du statut 500 au statut 575 (prêt à facturer).`,
    ],
    ["invoiced (600)", { statut: STATUT.facture }, 409, "OF_VERROUILLE", () => MSG_OF_NON_EDITABLE],
  ])("refuses an OF %s, in French, and moves nothing", async (_cas, values, status, code, message) => {
    const n = await nouvelOf(values);
    const avant = await statuts([n]);
    const res = await post(`/api/of/${n}/pret-a-facturer`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code, message: message(n) });
    expect(await statuts([n])).toEqual(avant);
  });

  it("refuses an unknown OF (404) and needs a session", async () => {
    const res = await post("/api/of/999999999/pret-a-facturer");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_OF_NON_TROUVE);
    const n = await nouvelOf();
    expect((await post(`/api/of/${n}/pret-a-facturer`, {}, false)).statusCode).toBe(401);
  });
});

describe("POST /api/of/pret-a-facturer (a selection)", () => {
  it("moves every OF of the selection at once", async () => {
    const nums = [await nouvelOf(), await nouvelOf()];
    const res = await post("/api/of/pret-a-facturer", { ofs: nums });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`2 OF prêts à facturer : ${nums.join(", ")}.`);
    expect(await statuts(nums)).toEqual([STATUT.pretAFacturer, STATUT.pretAFacturer]);
  });

  it("one refusal moves none of them, naming the OF", async () => {
    const bon = await nouvelOf();
    const sansPrix = await nouvelOf({ prixFact: null });
    const res = await post("/api/of/pret-a-facturer", { ofs: [bon, sansPrix] });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("OF_SANS_PRIX");
    expect(res.json().message).toContain(`L'OF ${sansPrix} n'a pas de prix`);
    expect(await db().select({ s: of.statut }).from(of).where(eq(of.numSachet, bon))).toEqual([
      { s: STATUT.finalise },
    ]);
  });

  it("refuses an empty selection (400)", async () => {
    const res = await post("/api/of/pret-a-facturer", { ofs: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Choisissez au moins un OF.");
  });
});
