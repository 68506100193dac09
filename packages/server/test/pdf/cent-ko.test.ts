import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";

/**
 * Issue 24.3: a 100 kB text through every path. The API refuses it at its column's limit with a French
 * 400 and changes nothing (the OF's notes, a product's description; the client name and the credit
 * note's description in admin/entrees-invalides.test.ts); one already in the database (written before
 * the limits, or by SQL) prints cut at 5,000 characters with an ellipsis in the OF sheet and the credit
 * note. The import's cut: import/import-cent-ko.test.ts. Output asserted, never time.
 */

const CENT_KO = "é".repeat(100_000);
/** What every document prints of it: 4,999 characters and the ellipsis (TEXTE_AFFICHE_MAX = 5,000). */
const IMPRIME = `${"é".repeat(4999)}…`;

let t: TestApp;
let cookie: string;
let of: number;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
  ({ of } = await one<{ of: number }>(sql`select num_sachet as of from "of" order by num_sachet limit 1`));
}, 300_000);
afterAll(() => t.close());

const send = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, "idempotency-key": randomUUID() },
    ...(payload === undefined ? {} : { payload }),
  });

async function refuse(res: Awaited<ReturnType<typeof send>>, message: string) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
  const body = res.json() as { message: string; fieldErrors?: Record<string, string> };
  expect([body.message, ...Object.values(body.fieldErrors ?? {})]).toContain(message);
}

/** The longest run of "é" in a text: what a document kept of the 100 kB. */
const plusLongueSuite = (texte: string) => Math.max(0, ...(texte.match(/é+/g) ?? []).map((s) => s.length));

describe("a 100 kB text through the API", () => {
  it("refuses an OF's notes of 100 kB (4,000 at most), nothing changed", async () => {
    const avant = await one<{ notes: string | null }>(sql`select notes from "of" where num_sachet = ${of}`);
    const detail = (await send("GET", `/api/of/${of}`)).json() as Record<string, unknown>;
    const corps = {
      dateLivr: detail.dateLivr ?? null,
      dateLImp: detail.dateLImp ?? false,
      idStade: detail.idStade,
      typTransp: detail.typTransp,
      typeMetal: detail.typeMetal,
      notes: CENT_KO,
    };
    await refuse(
      await send("PUT", `/api/of/${of}/edition`, corps),
      "Texte trop long : 4000 caractères au plus.",
    );
    expect(await one(sql`select notes from "of" where num_sachet = ${of}`)).toEqual(avant);
  });

  it("refuses a product's description of 100 kB (255 at most), nothing changed", async () => {
    const c = await one<Record<string, unknown> & { id: number; description: string }>(
      sql`select id_centre as id, description from centre order by id_centre limit 1`,
    );
    const res = await send("PUT", `/api/produits/catalogue/centres/${c.id}`, {
      ref: "CENT-KO",
      description: CENT_KO,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    const body = res.json() as { fieldErrors?: Record<string, string> };
    expect(body.fieldErrors?.description).toBe(
      "Trop grand : chaîne de caractères doit avoir <=255 caractères",
    );
    expect(await one(sql`select description from centre where id_centre = ${c.id}`)).toEqual({
      description: c.description,
    });
  });
});

describe("a 100 kB text already in the database prints cut, with an ellipsis", () => {
  it("in the OF sheet (notes and information)", async () => {
    await t.database.db.execute(
      sql`update "of" set notes = ${CENT_KO}, information = ${CENT_KO} where num_sachet = ${of}`,
    );
    for (const url of [`/api/of/print/fiche?ofs=${of}`]) {
      const res = await send("GET", url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("application/pdf");
      const texte = texteDuPdf(res.rawPayload).replaceAll(/[\n\t]/g, "");
      expect(texte, url).toContain(IMPRIME);
      expect(plusLongueSuite(texte), url).toBe(4999);
    }
  }, 120_000);

  it("in the credit note (its description)", async () => {
    const { id } = await one<{ id: number }>(sql`
      insert into avoir (id_clt, description, tot_ht)
      select id, ${CENT_KO}, 10 from client order by id limit 1 returning id_avoir as id`);
    const res = await send("GET", `/api/facturation/avoirs/pdf?ids=${id}`);
    expect(res.statusCode).toBe(200);
    // A Factur-X PDF (compressed): its size says the text was cut (100 kB of "é" would weigh more).
    expect(res.rawPayload.length).toBeLessThan(100_000);
  }, 120_000);
});
