import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productionJoursAgregatQuery, productionJoursQuery } from "../../src/analyse/production.queries.ts";
import type { Database } from "../../src/db/connection.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestDatabase } from "../helpers/database.ts";

/**
 * The production per day analyse_production_jour (migration 0038, issue 29.3) against the workshop
 * lines it comes from: after the demo set, and after each kind of write its triggers follow (lines
 * returned, changed, moved to another OF, deleted, an OF's stade moved to or from SAV), what
 * /suivi_production reads from it equals the direct computation from the lines and their OFs.
 * It is a projection: not audited, while the lines' own writes still are.
 */

let database: Database;
const db = () => database.db;
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => (await db().execute<Row>(q)).rows;

const TOUT = { debut: "1900-01-01", fin: "2199-12-31" };
/** A day no demo line was returned on: the literal figures below are those of this test's lines only. */
const JOUR = "2099-03-04";
const LE_JOUR = { debut: JOUR, fin: JOUR };

const pareil = async () =>
  expect(await rows(productionJoursAgregatQuery(TOUT))).toEqual(await rows(productionJoursQuery(TOUT)));

let ofs: number[];
let joaillier: number;

beforeAll(async () => {
  // A copy of the run's demo template: the small demo set, loaded once per run (test/helpers/database.ts).
  database = await createTestDatabase({ demo: true });
  ofs = (
    await rows(sql`select num_sachet as n from "of" where id_stade <> 12 order by num_sachet limit 3`)
  ).map((r) => r.n as number);
  joaillier = (await rows(sql`select min(id) as id from joaillier`))[0]!.id as number;
});
afterAll(() => database.close());

const ecrire = (q: ReturnType<typeof sql>) => withTx(db(), null, (tx) => tx.execute(q));

describe("analyse_production_jour", () => {
  it("holds the demo set's returned lines, day by day, as the join of the lines and their OFs", async () => {
    const [n] = await rows(sql`select count(*)::int as n from analyse_production_jour where nb > 0`);
    expect(n?.n).toBeGreaterThan(20);
    await pareil();
  });

  it("follows lines returned, changed, moved, deleted and an OF's stade moved to SAV and back", async () => {
    const [a, b, c] = ofs as [number, number, number];
    // One statement of three lines: two returned on JOUR (1.50 h + 2.25 h), one still at the jeweller.
    await ecrire(sql`insert into ouvrier (n_sachet, id_ouvrier, date_envoi, temps, rendu, date_retour) values
      (${a}, ${joaillier}, '2099-03-01', 1.50, 1, ${JOUR}),
      (${b}, ${joaillier}, '2099-03-01', 2.25, 1, ${JOUR}),
      (${c}, ${joaillier}, '2099-03-01', 4.00, 0, null)`);
    expect(await rows(productionJoursAgregatQuery(LE_JOUR))).toEqual([
      { date: JOUR, categorie: "Classique", nbArticles: 2, tempsTotal: "3.75" },
    ]);
    await pareil();

    // The third line comes back on JOUR with 0.25 h more.
    await ecrire(sql`update ouvrier set rendu = 1, date_retour = ${JOUR}, temps = 4.25
      where n_sachet = ${c} and date_envoi = '2099-03-01'`);
    expect(await rows(productionJoursAgregatQuery(LE_JOUR))).toEqual([
      { date: JOUR, categorie: "Classique", nbArticles: 3, tempsTotal: "8.00" },
    ]);
    await pareil();

    // OF a goes to stade 12 (SAV): its line changes category; the update of another column does not.
    await ecrire(sql`update "of" set id_stade = 12 where num_sachet = ${a}`);
    await ecrire(sql`update "of" set notes = 'revu' where num_sachet = ${a}`);
    expect(await rows(productionJoursAgregatQuery(LE_JOUR))).toEqual([
      { date: JOUR, categorie: "Classique", nbArticles: 2, tempsTotal: "6.50" },
      { date: JOUR, categorie: "SAV", nbArticles: 1, tempsTotal: "1.50" },
    ]);
    await pareil();

    // b's line moved to OF a (now SAV), then c's line returned a day later.
    await ecrire(sql`update ouvrier set n_sachet = ${a} where n_sachet = ${b} and date_envoi = '2099-03-01'`);
    await ecrire(
      sql`update ouvrier set date_retour = '2099-03-05' where n_sachet = ${c} and date_envoi = '2099-03-01'`,
    );
    expect(await rows(productionJoursAgregatQuery({ debut: JOUR, fin: "2099-03-05" }))).toEqual([
      { date: JOUR, categorie: "SAV", nbArticles: 2, tempsTotal: "3.75" },
      { date: "2099-03-05", categorie: "Classique", nbArticles: 1, tempsTotal: "4.25" },
    ]);
    await pareil();

    // OF a leaves SAV, then every line of the test is deleted: the days are empty again.
    await ecrire(
      sql`update "of" set id_stade = (select min(id_stade) from stade where id_stade <> 12) where num_sachet = ${a}`,
    );
    expect(await rows(productionJoursAgregatQuery(LE_JOUR))).toEqual([
      { date: JOUR, categorie: "Classique", nbArticles: 2, tempsTotal: "3.75" },
    ]);
    await pareil();
    await ecrire(sql`delete from ouvrier where date_envoi = '2099-03-01'`);
    expect(await rows(productionJoursAgregatQuery({ debut: JOUR, fin: "2099-03-05" }))).toEqual([]);
    await pareil();
  });

  it("is not audited, while the lines it follows still are", async () => {
    const [t] = await rows(sql`select
      (select count(*)::int from pg_trigger where tgrelid = 'analyse_production_jour'::regclass and tgname = 'audit_trg') as trg,
      (select count(*)::int from audit where table_name = 'analyse_production_jour') as projection,
      (select count(*)::int from audit where table_name = 'ouvrier' and (coalesce("after", "before") ->> 'date_envoi') = '2099-03-01') as lignes`);
    // Three lines inserted, three updates (return, move, return date), three deleted.
    expect(t).toEqual({ trg: 0, projection: 0, lignes: 9 });
  });

  it("is rebuilt to the same rows", async () => {
    const avant = await rows(productionJoursAgregatQuery(TOUT));
    await ecrire(sql`select analyse_production_reconstruire()`);
    expect(await rows(productionJoursAgregatQuery(TOUT))).toEqual(avant);
    await pareil();
  });
});
