import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scellerJoursPasses } from "../../src/registre/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf } from "../helpers/pdf-texte.ts";
import { viderEnDouce } from "../helpers/registre.ts";

/**
 * Issue 25 point 5: the register cannot be wiped through the application, and what someone with the
 * database does to it (TRUNCATE, an edited or removed entry, recomputed seals, numbering restarted) is
 * reported by the verification, with the day and the number, against the seals' file outside the base.
 */
let t: TestApp;
let client: number;
let direction: string;
const dataDir = mkdtempSync(join(tmpdir(), "ecrin-registre-"));
const fichier = join(dataDir, "registre", "sceaux.jsonl");

const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(q)).rows;
const recevoir = (poids: string) =>
  exec(sql`insert into reception_metal (id_client, poids, date) values (${client}, ${poids}, '2026-11-20')`);

async function erreur(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (e) {
    return String((e as { cause?: { message?: string } }).cause?.message ?? (e as Error).message);
  }
  return "aucune erreur";
}

/** Behind the application's back: what someone with the database can do. */
async function enDouce(...qs: ReturnType<typeof sql>[]) {
  await exec(sql`alter table registre_police disable trigger registre_police_immuable`);
  await exec(sql`alter table registre_police_sceau disable trigger registre_police_sceau_immuable`);
  for (const q of qs) await exec(q);
  await exec(sql`alter table registre_police enable trigger registre_police_immuable`);
  await exec(sql`alter table registre_police_sceau enable trigger registre_police_sceau_immuable`);
}

const post = async (url: string, cookie = direction) =>
  t.app.inject({ method: "POST", url, headers: { cookie, "content-type": "application/json" }, payload: {} });
const verifier = async () => (await post("/api/registre/verification")).json();
const lignesFichier = () =>
  readFileSync(fichier, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l));
const aujourdhui = () => new Date().toISOString().slice(0, 10);
const fr = (iso: string) => iso.split("-").reverse().join("/");

beforeAll(async () => {
  t = await createTestApp({ demo: true, config: { dataDir } });
  direction = await t.cookieOf("direction");
  [{ id: client }] = (await rows<{ id: number }>(sql`select id from client order by id limit 1`)) as [
    { id: number },
  ];
  await viderEnDouce(t.database.db);
});
afterAll(() => t.close());

describe("the register cannot be emptied", () => {
  it("refuses TRUNCATE of the register, its seals and its consultations", async () => {
    const refus = /Le registre de police ne se modifie pas : une correction est une nouvelle entrée\./;
    for (const table of ["registre_police", "registre_police_sceau", "registre_police_consultation"]) {
      expect(await erreur(exec(sql.raw(`truncate ${table} cascade`)))).toMatch(refus);
    }
  });

  it("TRUNCATE is revoked: no role holds it on the three tables", async () => {
    const [r] = await rows<{
      n: number;
    }>(sql`select count(*)::int as n from pg_class c, aclexplode(c.relacl) a
      where c.relname in ('registre_police', 'registre_police_sceau', 'registre_police_consultation')
        and a.privilege_type = 'TRUNCATE'`);
    expect(r!.n).toBe(0);
    const [acl] = await rows<{ n: number }>(sql`select count(*)::int as n from pg_class
      where relname in ('registre_police', 'registre_police_sceau', 'registre_police_consultation') and relacl is not null`);
    expect(acl!.n).toBe(3);
  });
});

describe("sealed when the day ends, and on demand, in the database and in a file outside it", () => {
  it("seals today's entries so far on demand (role 1), then only the new ones, chained", async () => {
    await recevoir("1.000");
    await recevoir("2.000");
    const r = await post("/api/registre/sceau");
    expect(r.statusCode).toBe(200);
    const [s1] = r.json().sceaux;
    expect(s1).toMatchObject({
      jour: aujourdhui(),
      premier: 1,
      dernier: 2,
      nombre: 2,
      precedente: null,
      cloture: false,
    });
    expect((await post("/api/registre/sceau")).json().sceaux).toEqual([]);
    await recevoir("3.000");
    const [s2] = (await post("/api/registre/sceau")).json().sceaux;
    expect(s2).toMatchObject({ premier: 3, dernier: 3, nombre: 1, precedente: s1.empreinte });
    expect((await post("/api/registre/sceau", await t.cookieOf("bureau"))).statusCode).toBe(403);
  });

  it("writes every seal to DATA_DIR/registre/sceaux.jsonl: day, first and last number, count, hash", async () => {
    const enBase = await rows(sql`select jour::text as jour, premier::int as premier, dernier::int as dernier,
      nombre, empreinte, precedente, cloture from registre_police_sceau order by premier`);
    expect(lignesFichier()).toEqual(enBase);
    expect(enBase).toHaveLength(2);
  });

  it("verifies against both: all in order", async () => {
    expect(await verifier()).toEqual({
      ok: true,
      entrees: 3,
      joursScelles: 0,
      sceaux: 2,
      sceauxFichier: 2,
      ruptures: [],
    });
  });

  it("an entry of today edited after its seal is reported with the day and the number", async () => {
    await enDouce(sql`update registre_police set poids = '9.000' where num = 2`);
    expect((await verifier()).ruptures).toEqual([
      {
        jour: aujourdhui(),
        num: 1,
        message: `Le sceau du ${fr(aujourdhui())} (n° 1 à 2) ne correspond plus aux entrées : une entrée a été modifiée ou supprimée.`,
      },
    ]);
    await enDouce(sql`update registre_police set poids = '2.000' where num = 2`);
    expect((await verifier()).ok).toBe(true);
  });

  it("the last entry deleted is reported", async () => {
    const [derniere] = await rows(
      sql`select num::int as num, poids::text as poids from registre_police where num = 3`,
    );
    await enDouce(sql`delete from registre_police where num = 3`);
    const v = await verifier();
    expect(v.ok).toBe(false);
    expect(v.ruptures).toEqual([
      {
        jour: aujourdhui(),
        num: 3,
        message: `Le sceau du ${fr(aujourdhui())} (n° 3) ne correspond plus aux entrées : une entrée a été modifiée ou supprimée.`,
      },
    ]);
    // The entry deleted was the 3.000 g reception of the seal test.
    expect(derniere).toEqual({ num: 3, poids: "3.000" });
  });

  it("seals recomputed in the database to hide it differ from the file", async () => {
    // Whoever deleted entry 3 rewrites its seal over what is left (a seal of 0 entries would not do: it
    // rewrites the day's seals to end at 2 and removes the third).
    await enDouce(sql`delete from registre_police_sceau where premier = 3`);
    const v = await verifier();
    expect(v.ruptures).toEqual([
      {
        jour: aujourdhui(),
        num: 3,
        message: `Le sceau du ${fr(aujourdhui())} (n° 3, 1 entrée(s)) figure au fichier des sceaux mais plus dans la base : ce jour a disparu.`,
      },
    ]);
    await enDouce(sql`update registre_police_sceau set empreinte = repeat('0', 64) where premier = 1`);
    expect((await verifier()).ruptures.map((r: { message: string }) => r.message)).toContain(
      `Le sceau du ${fr(aujourdhui())} (à partir du n° 1) diffère du fichier des sceaux : empreinte différente.`,
    );
  });

  it("a TRUNCATE by someone with the database, then numbering restarting at 1, is reported by day and number", async () => {
    await viderEnDouce(t.database.db);
    // Days later (the entries of the file's seals were written on 20/11 as the test backdates them).
    const seals = lignesFichier();
    expect(seals.length).toBe(2);
    await recevoir("4.000");
    const v = await verifier();
    expect(v.ok).toBe(false);
    expect(v.entrees).toBe(1);
    expect(v.ruptures).toEqual(
      expect.arrayContaining([
        {
          jour: aujourdhui(),
          num: 1,
          message: `Le sceau du ${fr(aujourdhui())} (n° 1 à 2, 2 entrée(s)) figure au fichier des sceaux mais plus dans la base : ce jour a disparu.`,
        },
        {
          jour: aujourdhui(),
          num: 3,
          message: `Le sceau du ${fr(aujourdhui())} (n° 3, 1 entrée(s)) figure au fichier des sceaux mais plus dans la base : ce jour a disparu.`,
        },
      ]),
    );
  });

  it("numbering restarted on another day than the file seals it", async () => {
    await enDouce(sql`update registre_police set jour = '2026-11-26' where num = 1`);
    expect((await verifier()).ruptures).toContainEqual({
      jour: "2026-11-26",
      num: 1,
      message: `Le n° 1 est daté du 26/11/2026 alors que le fichier des sceaux le scelle le ${fr(aujourdhui())} : la numérotation a repris.`,
    });
  });
});

describe("the printed page carries the seals, and every reading is recorded", () => {
  it("prints the previous seal at the head of a day's page and the day's seals at its foot", async () => {
    await viderEnDouce(t.database.db);
    await recevoir("5.000");
    await recevoir("6.000");
    await enDouce(
      sql`update registre_police set jour = '2026-11-19' where num = 1`,
      sql`update registre_police set jour = '2026-11-20' where num = 2`,
    );
    const autre = mkdtempSync(join(tmpdir(), "ecrin-registre-"));
    await scellerJoursPasses(t.database.db, autre);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/registre/extrait?du=2026-11-20&au=2026-11-20",
      headers: { cookie: direction },
    });
    const texte = texteLigneDuPdf(res.rawPayload);
    expect(texte).toMatch(
      /Report — Sceau du 19\/11\/2026 \(clôture du jour\) : n° 1 à 1, 1 entrée\(s\), SHA-256 [0-9a-f]{64} — chaîné à : aucun \(premier sceau\)/,
    );
    expect(texte).toMatch(
      /Sceau du 20\/11\/2026 \(clôture du jour\) : n° 2 à 2, 1 entrée\(s\), SHA-256 [0-9a-f]{64}/,
    );
  });

  it("records who read which days, and how", async () => {
    const bureau = await t.cookieOf("bureau");
    await t.app.inject({
      method: "GET",
      url: "/api/registre?du=2026-11-01&au=2026-11-30",
      headers: { cookie: bureau },
    });
    await t.app.inject({
      method: "GET",
      url: "/api/registre?du=2026-11-02&au=2026-11-03&format=csv",
      headers: { cookie: bureau },
    });
    await verifier();
    const c = await rows<{ login: string; quoi: string; du: string | null; au: string | null }>(
      sql`select login, quoi, du::text as du, au::text as au from registre_police_consultation order by id`,
    );
    expect(c).toEqual([
      { login: "direction", quoi: "extrait", du: "2026-11-20", au: "2026-11-20" },
      { login: "bureau", quoi: "liste", du: "2026-11-01", au: "2026-11-30" },
      { login: "bureau", quoi: "csv", du: "2026-11-02", au: "2026-11-03" },
      { login: "direction", quoi: "verification", du: null, au: null },
    ]);
    expect(await erreur(exec(sql`delete from registre_police_consultation`))).toMatch(/ne se modifie pas/);
  });
});
