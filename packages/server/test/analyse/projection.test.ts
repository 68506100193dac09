import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/db/connection.ts";
import { loadDemo } from "../../src/demo/index.ts";
import { createTestDatabase } from "../helpers/database.ts";

/**
 * The sales projection analyse_vente (migration 0010) against the invoice lines it comes from: after
 * random invoices of both channels (several lines per statement), a recorded payment and a rolled-back
 * invoice, the projection equals the computation from the lines (row by row and summed per month x
 * client x product type x metal x channel), and a rebuild gives the same rows. Issued lines cannot be
 * changed or deleted (0003), so inserts are the only writes to follow.
 */

let database: Database;
const db = () => database.db;
type Row = Record<string, unknown>;
const rows = async (q: ReturnType<typeof sql>) => (await db().execute<Row>(q)).rows;

/** A seeded generator (mulberry32): the same operations on every run. */
function alea(graine: number) {
  let a = graine;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The projection's rows computed from the lines, headers and OFs (independent of its functions). */
const depuisLignes = sql`
  select x.canal, x.id_ligne, x.fact as id_fact, f.date_fact::text, f.id_bijouterie, x.of, o.idp,
         cv.type_prod, p.id_tarif_produit, o.type_metal, o.tournee, o.facon, x.montant::text
  from (select 0 as canal, id, id as id_ligne, fact, of, totht as montant from constituant_fact
        union all select 1, id, id, fact, of, prix from constituant_fact_extensia) x
  join (select 0 as canal, id_fact, date_fact, id_bijouterie from facture
        union all select 1, id_fact, date_fact, id_bijouterie from facture_extensia) f
    on f.canal = x.canal and f.id_fact = x.fact
  join "of" o on o.num_sachet = x.of
  left join centre c on c.id_centre = o.idp left join centre_vide cv on cv.id_cv = c.id_cv
  left join produit p on p.id_centre = o.idp
  order by 1, 2`;
const projection = sql`
  select canal::int, id_ligne, id_fact, date_fact::text, id_bijouterie, of, idp, type_prod, id_tarif_produit,
         type_metal, tournee, facon, montant::text
  from analyse_vente order by 1, 2`;
/** Month x client x product type x metal x channel: the summary a report reads. */
const resume = (source: ReturnType<typeof sql>) => sql`
  select to_char(date_fact::date, 'YYYY-MM') as mois, id_bijouterie, type_prod, type_metal, canal,
         sum(montant::numeric)::text as total, count(*)::int as n
  from (${source}) s group by 1, 2, 3, 4, 5 order by 1, 2, 3, 4, 5`;

/** The month x client x channel x tour totals, from the lines and as kept. */
const moisDepuisLignes = sql`
  select to_char(date_fact::date, 'YYYY-MM') as mois, id_bijouterie, canal, tournee,
         sum(montant::numeric)::text as total, count(*)::int as n
  from (${depuisLignes}) s group by 1, 2, 3, 4 order by 1, 2, 3, 4`;
const moisResume = sql`
  select to_char(mois, 'YYYY-MM') as mois, id_bijouterie, canal::int, tournee, montant::text as total, nb as n
  from analyse_ca_mois order by 1, 2, 3, 4`;

beforeAll(async () => {
  database = await createTestDatabase();
  await loadDemo(database.db, { scale: "small" });
});
afterAll(() => database.close());

describe("analyse_vente", () => {
  it("holds every invoice line of the demo set, both channels", async () => {
    const [n] = await rows(sql`select
      (select count(*) from constituant_fact)::int + (select count(*) from constituant_fact_extensia)::int as lignes,
      (select count(*) from analyse_vente)::int as projection,
      (select count(*) from analyse_vente where canal = 1)::int as alternatif`);
    // 2291 standard lines + 535 alternate ones (demo.test.ts) = 2826.
    expect(n?.lignes).toBe(2826);
    expect(n?.projection).toBe(n?.lignes);
    expect(n?.alternatif).toBe(535);
    expect(await rows(projection)).toEqual(await rows(depuisLignes));
    expect(await rows(moisResume)).toEqual(await rows(moisDepuisLignes));
  });

  it("follows random invoices of both channels, a payment, a rollback, and equals its rebuild", async () => {
    const r = alea(20261125);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
    const ofs = (await rows(sql`select num_sachet from "of" order by num_sachet limit 400`)).map(
      (x) => x.num_sachet as number,
    );
    const clients = (await rows(sql`select id from client order by id limit 50`)).map((x) => x.id as number);
    const montant = () => (Math.floor(r() * 500000) / 100).toFixed(2);
    const date = () =>
      `20${String(10 + Math.floor(r() * 16)).padStart(2, "0")}-0${1 + Math.floor(r() * 9)}-1${Math.floor(r() * 9)}`;

    const nouvelles: number[] = [];
    for (let i = 0; i < 30; i++) {
      const canal = r() < 0.7 ? "facture" : "facture_extensia";
      const [f] =
        await rows(sql`insert into ${sql.identifier(canal)} (id_bijouterie, date_fact, taux_tva, client)
        values (${pick(clients)}, ${date()}, 20, 'Aléa') returning id_fact`);
      if (canal === "facture") nouvelles.push(f?.id_fact as number);
      const n = 1 + Math.floor(r() * 4);
      const lignes = Array.from({ length: n }, () => ({ of: pick(ofs), m: montant() }));
      // One statement for several lines: the statement trigger sees them together.
      if (canal === "facture") {
        await db().execute(
          sql`insert into constituant_fact (fact, of, prix_u_ht, totht) values ${sql.join(
            lignes.map((l) => sql`(${f?.id_fact}, ${l.of}, ${l.m}, ${l.m})`),
            sql`, `,
          )}`,
        );
      } else {
        await db().execute(
          sql`insert into constituant_fact_extensia (fact, of, prix) values ${sql.join(
            lignes.map((l) => sql`(${f?.id_fact}, ${l.of}, ${l.m})`),
            sql`, `,
          )}`,
        );
      }
    }
    // Recording a payment is the one change an issued invoice allows: the projection is untouched.
    await db().execute(
      sql`update facture set date_paiement = date_fact + 30 where id_fact = ${nouvelles[0]}`,
    );
    // A rolled-back invoice leaves nothing behind.
    await db()
      .transaction(async (tx) => {
        await tx.execute(
          sql`insert into constituant_fact (fact, of, prix_u_ht, totht) values (${nouvelles[1]}, ${pick(ofs)}, 1, 1)`,
        );
        throw new Error("annulée");
      })
      .catch(() => undefined);

    const attendu = await rows(depuisLignes);
    expect(await rows(projection)).toEqual(attendu);
    expect(await rows(resume(projection))).toEqual(await rows(resume(depuisLignes)));

    const moisAttendus = await rows(moisDepuisLignes);
    expect(await rows(moisResume)).toEqual(moisAttendus);

    await db().execute(sql`select analyse_vente_reconstruire()`);
    expect(await rows(projection)).toEqual(attendu);
    expect(await rows(moisResume)).toEqual(moisAttendus);
  });
});
