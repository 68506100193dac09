import { STATUT } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withTx } from "../../src/db/tx.ts";
import { chargementHistorique } from "../../src/import/index.ts";
import { changerStatut } from "../../src/noyau-of/index.ts";
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The OF lists' total read from the OFs per status (of_compte_statut, migration 0049, issue 29.3), kept by
 * statement triggers on "of". The factory makes six OFs, numbered 1 to 6: 1, 2, 3 at 50, 4 and 5 at 200,
 * 6 at 575. Each step compares the counters with count(*) of the OFs.
 */

let t: TestApp;
let f: Fabrique;
let client: number;
let produit: number;

beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  client = await f.newClient({ nomAgence: "Bijouterie Hélène" });
  produit = await f.newProduit();
  for (const statut of [50, 50, 50, 200, 200, 575]) await f.newOf({ statut, client, produit });
}, 300_000);
afterAll(() => t.close());

/** The counters summed per status, as "statut:n". */
const compteurs = async () =>
  (
    await f.rows<{ statut: number; n: number }>(
      sql`select statut, sum(n)::int as n from of_compte_statut group by statut order by statut`,
    )
  ).map((r) => `${r.statut}:${r.n}`);

/** The OFs counted, as "statut:n". */
const ofs = async () =>
  (
    await f.rows<{ statut: number; n: number }>(
      sql`select statut, count(*)::int as n from "of" group by statut order by statut`,
    )
  ).map((r) => `${r.statut}:${r.n}`);

/** The totals /of/edit shows: all OFs, and those of 50, 200, 575 and 600. */
const totaux = async () => {
  const out: number[] = [];
  for (const filtre of ["", "&statut=50", "&statut=200", "&statut=575", "&statut=600"]) {
    const res = await f.call("GET", `/api/of?page=0&pageSize=1${filtre}`);
    expect(res.statusCode).toBe(200);
    out.push((res.json() as { total: number }).total);
  }
  return out;
};

const ecrire = (q: ReturnType<typeof sql>) => withTx(t.database.db, null, (tx) => tx.execute(q));

describe("the OFs per status behind the OF lists' total (of_compte_statut)", () => {
  it("counts the OFs made by the application, per status", async () => {
    expect(await compteurs()).toEqual(["50:3", "200:2", "575:1"]);
    expect(await ofs()).toEqual(["50:3", "200:2", "575:1"]);
    // 3 + 2 + 1 = 6 OFs; none at 600.
    expect(await totaux()).toEqual([6, 3, 2, 1, 0]);
  });

  it("follows a status change, an update of several OFs, and a deletion", async () => {
    // OF 1 sent (50 -> 200): 50 loses one, 200 gains one.
    await withTx(t.database.db, null, (tx) => changerStatut(tx, 1, STATUT.enFabrication, "envoi", {}));
    expect(await totaux()).toEqual([6, 2, 3, 1, 0]);
    // One statement: 4 and 5 (200) and 2 (50) to 575; 200: 3 - 2 = 1, 50: 2 - 1 = 1, 575: 1 + 3 = 4.
    await ecrire(sql`update "of" set statut = 575 where num_sachet in (2, 4, 5)`);
    expect(await compteurs()).toEqual(["50:1", "200:1", "575:4"]);
    // An update that changes no status leaves the counters as they are.
    await ecrire(sql`update "of" set dim = '54' where num_sachet in (1, 2, 3)`);
    expect(await compteurs()).toEqual(["50:1", "200:1", "575:4"]);
    // OF 3 (50) deleted from /of/edit: 50 keeps no OF.
    expect((await f.call("DELETE", "/api/of/3")).statusCode).toBe(204);
    expect(await compteurs()).toEqual(["200:1", "575:4"]);
    expect(await ofs()).toEqual(["200:1", "575:4"]);
    expect(await totaux()).toEqual([5, 0, 1, 4, 0]);
    // One row per status: each statement folds the rows of the statuses it changes.
    expect(await f.rows(sql`select statut, n from of_compte_statut order by statut`)).toEqual([
      { statut: 200, n: 1 },
      { statut: 575, n: 4 },
    ]);
  });

  it("is counted once at the end of a historical load whose triggers are off", async () => {
    await withTx(t.database.db, null, (tx) =>
      chargementHistorique(tx, ["of"], async () => {
        // Two OFs of the old system at 600, with their numbers, as the import writes them.
        await tx.execute(sql`insert into "of" (num_sachet, idp, id_bijouterie, statut, id_stade, typ_transp, type_metal)
          values (100, ${produit}, ${client}, 600, 2, 1, 1), (101, ${produit}, ${client}, 600, 2, 1, 1)`);
      }),
    );
    expect(await compteurs()).toEqual(["200:1", "575:4", "600:2"]);
    expect(await totaux()).toEqual([7, 0, 1, 4, 2]);
  });

  it("is rebuilt from the OFs (npm run analyse:rebuild)", async () => {
    await ecrire(sql`delete from of_compte_statut where statut = 575`);
    await ecrire(sql`insert into of_compte_statut (statut, n) values (200, 10)`);
    // 200: 1 + 10 = 11; 575 lost; 600: 2. 11 + 2 = 13.
    expect(await totaux()).toEqual([13, 0, 11, 0, 2]);
    await ecrire(sql`select of_compte_statut_reconstruire()`);
    expect(await compteurs()).toEqual(["200:1", "575:4", "600:2"]);
    expect(await totaux()).toEqual([7, 0, 1, 4, 2]);
  });
});

// PGlite serves one connection: two transactions at once need PostgreSQL.
describe.skipIf(!process.env.DATABASE_URL)("two transactions changing statuses at once", () => {
  it("neither waits for the other, and the counters equal count(*) once both have committed", async () => {
    // Before: 200:1 (OF 1), 575:4 (2, 4, 5, 6), 600:2 (100, 101).
    let lacher = () => {};
    const lache = new Promise<void>((r) => {
      lacher = r;
    });
    let ecrit = () => {};
    const aEcrit = new Promise<void>((r) => {
      ecrit = r;
    });
    // T1: OF 2, 575 -> 600, and holds its rows of 575 and 600 until released.
    const t1 = withTx(t.database.db, null, async (tx) => {
      await tx.execute(sql`update "of" set statut = 600 where num_sachet = 2`);
      ecrit();
      await lache;
    });
    await aEcrit;
    // T2, meanwhile: OF 4, 575 -> 600, and OF 1, 200 -> 575: commits while T1 is still open (no wait).
    await ecrire(
      sql`update "of" set statut = case num_sachet when 4 then 600 else 575 end where num_sachet in (1, 4)`,
    );
    // T1 has not committed: T2's view is 575: 4 - 1 + 1 = 4, 600: 2 + 1 = 3, 200: 0.
    expect(await compteurs()).toEqual(["575:4", "600:3"]);
    lacher();
    await t1;
    // Both: 575: 4 - 1 = 3 (1, 5, 6), 600: 3 + 1 = 4 (2, 4, 100, 101).
    expect(await compteurs()).toEqual(["575:3", "600:4"]);
    expect(await ofs()).toEqual(["575:3", "600:4"]);
    // T2 could not fold T1's row of 600: 600 has two rows (T1's 3, T2's 1) until the next change; T2's
    // changes of 575 cancelled out (+1 - 1), so it wrote none there.
    expect(await f.rows(sql`select statut, n from of_compte_statut order by statut, n`)).toEqual([
      { statut: 575, n: 3 },
      { statut: 600, n: 1 },
      { statut: 600, n: 3 },
    ]);
    await ecrire(sql`update "of" set statut = 600 where num_sachet = 5`);
    // 575: 3 - 1 = 2, 600: 4 + 1 = 5, one row each again.
    expect(await f.rows(sql`select statut, n from of_compte_statut order by statut`)).toEqual([
      { statut: 575, n: 2 },
      { statut: 600, n: 5 },
    ]);
    expect(await ofs()).toEqual(["575:2", "600:5"]);
  });
});
