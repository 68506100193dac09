import {
  addDays,
  type Besoins,
  MSG_BESOIN_CLE_INVALIDE,
  type OfBesoin,
  STATUT,
  toIsoDate,
  totalBesoin,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
const today = toIsoDate(new Date());
/** A wide period around today, where the demo's OFs in progress deliver. */
const PERIODE = `debut=${addDays(today, -120)}&fin=${addDays(today, 60)}`;

const call = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

describe("GET /api/of/besoins", () => {
  it("opens on today .. today + 14 days", async () => {
    const res = await call("/api/of/besoins");
    expect(res.statusCode).toBe(200);
    const body = res.json() as Besoins;
    expect(body.debut).toBe(today);
    expect(body.fin).toBe(addDays(today, 14));
  });

  it("gives each need's totals equal to the sums of its OFs", async () => {
    const body = (await call(`/api/of/besoins?${PERIODE}`)).json() as Besoins;
    expect(body.lignes.length).toBeGreaterThan(0);
    for (const ligne of body.lignes.slice(0, 15)) {
      const res = await call(`/api/of/besoins/detail?${PERIODE}&cle=${ligne.cle}`);
      expect(res.statusCode).toBe(200);
      const ofs = res.json() as OfBesoin[];
      expect(ofs).toHaveLength(ligne.nbOf);
      expect(totalBesoin(ofs)).toEqual({ quantite: ligne.quantite, poidsTotal: ligne.poidsTotal });
      expect(ligne.description).not.toBe("");
    }
  });

  it("counts only OFs not yet made, whose stones the client does not supply, in the period", async () => {
    const body = (await call(`/api/of/besoins?${PERIODE}`)).json() as Besoins;
    const nums = new Set<number>();
    for (const ligne of body.lignes.slice(0, 10)) {
      const ofs = (await call(`/api/of/besoins/detail?${PERIODE}&cle=${ligne.cle}`)).json() as OfBesoin[];
      for (const o of ofs) nums.add(o.numSachet);
    }
    const rows = (
      await t.database.db.execute<{ statut: number; pierres_clt: number; d: string }>(
        sql`select statut, pierres_clt, to_char(date_livr, 'YYYY-MM-DD') as d from "of"
            where num_sachet in (${sql.join([...nums], sql`, `)})`,
      )
    ).rows;
    expect(rows.length).toBe(nums.size);
    for (const r of rows) {
      expect(r.statut).toBeLessThan(STATUT.fabrique);
      expect(r.pierres_clt).toBe(0);
      expect(r.d >= addDays(today, -120) && r.d <= addDays(today, 60)).toBe(true);
    }
  });

  it("narrows to a client", async () => {
    const [c] = (
      await t.database.db.execute<{ id: number }>(
        sql`select o.id_bijouterie as id from "of" o join centre_pierres cp on cp.id_centre = o.idp
            where o.statut < ${STATUT.fabrique} and o.pierres_clt = 0
              and o.date_livr between ${addDays(today, -120)} and ${addDays(today, 60)} limit 1`,
      )
    ).rows;
    const all = (await call(`/api/of/besoins?${PERIODE}`)).json() as Besoins;
    const mine = (await call(`/api/of/besoins?${PERIODE}&client=${c?.id}`)).json() as Besoins;
    expect(mine.lignes.length).toBeGreaterThan(0);
    const totalOf = (b: Besoins) => b.lignes.reduce((n, l) => n + l.quantite, 0);
    expect(totalOf(mine)).toBeLessThanOrEqual(totalOf(all));
  });

  it("refuses an unknown key and an inverted period, in French", async () => {
    const cle = await call(`/api/of/besoins/detail?${PERIODE}&cle=abc`);
    expect(cle.statusCode).toBe(400);
    expect(cle.json().message).toBe(MSG_BESOIN_CLE_INVALIDE);
    const inverse = await call("/api/of/besoins?debut=2030-02-01&fin=2030-01-01");
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe("La date de début doit précéder la date de fin.");
    // Only the end given, before today: the default start would invert it.
    const fin = await call(`/api/of/besoins?fin=${addDays(today, -1)}`);
    expect(fin.statusCode).toBe(400);
  });

  it("answers 401 without a session", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/of/besoins" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/of/besoins/detail?cle=1-0" })).statusCode).toBe(
      401,
    );
  });
});
