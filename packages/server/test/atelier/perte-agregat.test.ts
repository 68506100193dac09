import { perteOuvriersQuerySchema } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { perteOuvriersPageQuery } from "../../src/atelier/perte.queries.ts";
import type { Database } from "../../src/db/connection.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestDatabase } from "../helpers/database.ts";

/**
 * The loss per jeweller from analyse_perte_joaillier_jour (migration 0040, issue 29.1) against the lines
 * it comes from: after the demo set, and after each kind of write its triggers follow (lines returned in
 * one statement, a return day moved, a weight and a jeweller changed, a return cancelled, a line deleted,
 * the rebuild), what GET /api/atelier/perte/joailliers reads equals the direct computation (the year's
 * lines and their count(distinct) of OFs, written here) and the literal figures of this test's lines.
 */

let database: Database;
const db = () => database.db;
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => (await db().execute<Row>(q)).rows;
const ecrire = (q: ReturnType<typeof sql>) => withTx(db(), null, (tx) => tx.execute(q));

/** The list as the route reads it (sorted by id here), every worker on one page. */
const liste = async (debut: string, fin: string) => {
  const f = perteOuvriersQuerySchema.parse({ debut, fin, sort: "label" });
  const r = await rows(
    perteOuvriersPageQuery("joailliers", { ...f, debut, fin }, { limit: 1000, offset: 0 }),
  );
  return r.sort((a, b) => (a.idOuvrier as number) - (b.idOuvrier as number));
};

/** The direct computation from the lines, as the list read them before 0040. */
const direct = async (debut: string, fin: string) =>
  rows(sql`
    select p.id as "idOuvrier", p.label, count(distinct l.n_sachet)::int as "nbOf",
           sum(l.poids_d)::text as "poidsD", sum(l.poids_r)::text as "poidsR"
    from ouvrier l join joaillier p on p.id = l.id_ouvrier
    where l.rendu = 1 and l.date_retour between ${debut} and ${fin}
    group by p.id, p.label
    order by p.id`);

/** Periods over the demo's lines and this test's days (March 2099, which no demo line reaches). */
const PERIODES: [string, string][] = [
  ["1900-01-01", "2199-12-31"],
  ["2099-03-01", "2099-03-31"],
  ["2099-03-05", "2099-03-31"],
  ["2099-03-06", "2099-03-06"],
];
const pareil = async () => {
  for (const [debut, fin] of PERIODES) expect(await liste(debut, fin)).toEqual(await direct(debut, fin));
};

/** This test's jewellers' figures over a period of March 2099. */
const mars = async (debut: string, fin: string) =>
  (await liste(debut, fin)).map(({ idOuvrier, nbOf, poidsD, poidsR }) => ({
    idOuvrier,
    nbOf,
    poidsD,
    poidsR,
  }));

let a: number;
let b: number;
let j: number;
let k: number;

beforeAll(async () => {
  // A copy of the run's demo template: the small demo set, loaded once per run (test/helpers/database.ts).
  database = await createTestDatabase({ demo: true });
  [a, b] = (await rows(sql`select num_sachet as n from "of" order by num_sachet limit 2`)).map(
    (r) => r.n as number,
  ) as [number, number];
  [j, k] = (await rows(sql`select id from joaillier order by id limit 2`)).map((r) => r.id as number) as [
    number,
    number,
  ];
}, 300_000);
afterAll(() => database.close());

describe("analyse_perte_joaillier_jour", () => {
  it("answers the demo set's loss per jeweller as the direct computation", async () => {
    await pareil();
  });

  it("follows lines returned, moved to another day, changed, cancelled and deleted", async () => {
    // One statement: OF a twice on the 1st (5 + 3 g sent) and once on the 5th (2 g), OF b on the 5th
    // (4 g), and a line of b still at the jeweller.
    await ecrire(sql`insert into ouvrier (n_sachet, id_ouvrier, date_envoi, poids_d, poids_r, rendu, date_retour) values
      (${a}, ${j}, '2099-02-27', 5.000, 4.900, 1, '2099-03-01'),
      (${a}, ${j}, '2099-02-27', 3.000, 2.950, 1, '2099-03-01'),
      (${a}, ${j}, '2099-02-28', 2.000, 1.990, 1, '2099-03-05'),
      (${b}, ${j}, '2099-02-28', 4.000, 3.900, 1, '2099-03-05'),
      (${b}, ${j}, '2099-02-28', 6.000, 0, 0, null)`);
    // March: 2 OFs (a counted once), 5 + 3 + 2 + 4 = 14 g sent, 4.9 + 2.95 + 1.99 + 3.9 = 13.74 returned.
    expect(await mars("2099-03-01", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 2, poidsD: "14.000", poidsR: "13.740" },
    ]);
    // From the 5th: a (its line of the 5th) and b, 2 + 4 = 6 g sent, 1.99 + 3.9 = 5.89 returned.
    expect(await mars("2099-03-05", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 2, poidsD: "6.000", poidsR: "5.890" },
    ]);
    await pareil();

    // a's lines of the 1st come back on the 6th instead: a's day of the 5th is now its first.
    await ecrire(sql`update ouvrier set date_retour = '2099-03-06'
      where n_sachet = ${a} and date_envoi = '2099-02-27'`);
    expect(await mars("2099-03-05", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 2, poidsD: "14.000", poidsR: "13.740" },
    ]);
    // The 6th alone: a, 5 + 3 = 8 g sent, 4.9 + 2.95 = 7.85 returned.
    expect(await mars("2099-03-06", "2099-03-06")).toEqual([
      { idOuvrier: j, nbOf: 1, poidsD: "8.000", poidsR: "7.850" },
    ]);
    await pareil();

    // b's returned line: 3.5 g back instead of 3.9, and it was jeweller k's.
    await ecrire(sql`update ouvrier set poids_r = 3.500, id_ouvrier = ${k}
      where n_sachet = ${b} and rendu = 1 and date_envoi = '2099-02-28'`);
    expect(await mars("2099-03-01", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 1, poidsD: "10.000", poidsR: "9.840" },
      { idOuvrier: k, nbOf: 1, poidsD: "4.000", poidsR: "3.500" },
    ]);
    await pareil();

    // a's return of the 5th cancelled (rendu 0, its date kept): a's day of the 6th is its first again.
    await ecrire(sql`update ouvrier set rendu = 0 where n_sachet = ${a} and date_retour = '2099-03-05'`);
    expect(await mars("2099-03-05", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 1, poidsD: "8.000", poidsR: "7.850" },
      { idOuvrier: k, nbOf: 1, poidsD: "4.000", poidsR: "3.500" },
    ]);
    await pareil();

    // k's line deleted: k has nothing returned in March any more.
    await ecrire(
      sql`delete from ouvrier where n_sachet = ${b} and id_ouvrier = ${k} and date_envoi = '2099-02-28'`,
    );
    expect(await mars("2099-03-01", "2099-03-31")).toEqual([
      { idOuvrier: j, nbOf: 1, poidsD: "8.000", poidsR: "7.850" },
    ]);
    await pareil();
  });

  it("is rebuilt to the same rows, and is not audited", async () => {
    const tout = sql`select * from analyse_perte_joaillier_jour order by id_ouvrier, jour, jour_precedent`;
    const avant = await rows(tout);
    await ecrire(sql`select analyse_perte_joaillier_reconstruire()`);
    expect(await rows(tout)).toEqual(avant);
    await pareil();
    const [t] = await rows(sql`select
      (select count(*)::int from pg_trigger where tgrelid = 'analyse_perte_joaillier_jour'::regclass and tgname = 'audit_trg') as trg,
      (select count(*)::int from audit where table_name = 'analyse_perte_joaillier_jour') as projection`);
    expect(t).toEqual({ trg: 0, projection: 0 });
  });
});
