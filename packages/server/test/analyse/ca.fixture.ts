import { sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * The analyses' own client (spec 03 sections 2.1 to 2.7), shared by `ca.test.ts` and `suivis.test.ts`: a
 * client group with invoices in 2008 to 2011 and the current year, on both channels, and a credit note,
 * on the demo set; every figure of those tests is computed by hand from these lines. Each test file
 * calls `clientAnalyse()` once and gets its own database.
 */

export const ANNEE = new Date().getFullYear();
export const id = { groupe: 0, agence: 0, p1: 0, p2: 0, ofA: 0, ofB: 0, ofC: 0 };
export const session = { t: undefined as unknown as TestApp, direction: "", bureau: "" };

export const exec = <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  session.t.database.db.execute<T>(q);
export const un = async (q: ReturnType<typeof sql>) => (await exec<{ id: number }>(q)).rows[0]!.id;
export const get = (url: string, cookie = session.direction) =>
  session.t.app.inject({ method: "GET", url, headers: { cookie } });
export const an2010 = () => `client=${id.groupe}&debut=2010-01-01&fin=2010-12-31`;

async function facture(date: string, lignes: Array<{ of: number; totht: string; poids?: string }>) {
  const f = await un(sql`insert into facture (id_bijouterie, date_fact, taux_tva, client)
    values (${id.agence}, ${date}, 20, 'Test') returning id_fact as id`);
  for (const l of lignes) {
    await exec(sql`insert into constituant_fact (fact, of, designation, prix_u_ht, totht, poids_u)
      values (${f}, ${l.of}, 'ligne', ${l.totht}, ${l.totht}, ${l.poids ?? null})`);
  }
  return f;
}

/** The demo, the client and its invoices, before the file's tests; closed after them. */
export function clientAnalyse() {
  beforeAll(async () => {
    const t = await createTestApp({ demo: true });
    session.t = t;
    session.direction = await t.cookieOf("direction");
    session.bureau = await t.cookieOf("bureau");
    id.groupe = await un(
      sql`insert into client (label, nom_agence) values ('TGRP', 'Groupe Analyse') returning id`,
    );
    id.agence = await un(
      sql`insert into client (label, nom_agence, id_parent) values ('TAG', 'Agence Analyse', ${id.groupe}) returning id`,
    );
    const produit = async (ref: string, type: number, tarif: number) => {
      const cv = await un(
        sql`insert into centre_vide (ref, type_prod) values (${ref}, ${type}) returning id_cv as id`,
      );
      const c = await un(
        sql`insert into centre (ref, description, id_cv) values (${ref}, ${`Produit ${ref}`}, ${cv}) returning id_centre as id`,
      );
      await exec(sql`insert into produit (id_centre, id_tarif_produit) values (${c}, ${tarif})`);
      return c;
    };
    id.p1 = await produit("TCA-1", 1, 2);
    id.p2 = await produit("TCA-2", 5, 3);
    const nouvelOf = (idp: number, metal: number, tournee: number, facon: number, prixR: string) =>
      un(sql`insert into "of" (idp, id_bijouterie, statut, id_stade, typ_transp, type_metal, tournee, facon, prix_r, ref)
        values (${idp}, ${id.agence}, 600, 2, 1, ${metal}, ${tournee}, ${facon}, ${prixR},
                (select ref from centre where id_centre = ${idp})) returning num_sachet as id`);
    id.ofA = await nouvelOf(id.p1, 1, 1, 0, "100");
    id.ofB = await nouvelOf(id.p2, 3, 0, 1, "50");
    id.ofC = await nouvelOf(id.p2, 2, 0, 0, "20");
    await facture("2008-01-10", [{ of: id.ofA, totht: "5000" }]);
    await facture("2009-05-01", [{ of: id.ofA, totht: "100" }]);
    await facture("2010-03-15", [
      { of: id.ofA, totht: "300" },
      { of: id.ofB, totht: "700", poids: "12.5" },
    ]);
    await facture("2011-07-01", [{ of: id.ofA, totht: "300" }]);
    await facture(`${ANNEE}-01-02`, [{ of: id.ofA, totht: "9999" }]);
    // The alternate channel: a line at 0 (bracket '0').
    const fe = await un(sql`insert into facture_extensia (id_bijouterie, date_fact, taux_tva, client)
      values (${id.agence}, '2010-04-01', 20, 'Test') returning id_fact as id`);
    await exec(sql`insert into constituant_fact_extensia (fact, of, prix) values (${fe}, ${id.ofC}, 0)`);
    await exec(
      sql`insert into avoir (id_clt, date, description, tot_ht) values (${id.agence}, '2010-06-01', 'Test', 100)`,
    );
  });
  afterAll(() => session.t.close());
}
