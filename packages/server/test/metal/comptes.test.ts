import { TITRES_PAR_METAL } from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf } from "../helpers/pdf-texte.ts";

/**
 * Weight accounts in fine grams (issue 15) on a real database: every party per metal, the titres of
 * the alloys, the exposure held minus owed, gold valued at rate 4 (98 000 €/kg fine) and the other
 * metals not valued, the losses against their allowance, and a dated statement read back from the PDF.
 */

let t: TestApp;
let bureau: string;
let direction: string;
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q);
const un = async (q: ReturnType<typeof sql>) => (await exec(q)).rows[0] as { id: number };
const PERIODE = "debut=2026-01-01&fin=2026-06-30";

interface Compte {
  genre: string;
  id: number | null;
  nom: string;
  metalId: number;
  solde: string;
  exposition: string;
  valeur: string | null;
  pertePct: string | null;
  autorisePct: string | null;
  etatPerte: string;
}

beforeAll(async () => {
  t = await createTestApp();
  bureau = await t.cookieOf("bureau");
  direction = await t.cookieOf("direction");
  // Suppliers with the address the police register names them with (issue 25 point 3).
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte, adresse, cp, ville) values
    (11, 'Fondeur Or', 998, 1, 2.5, '1 rue de Lyon', '69001', 'Lyon'), (12, 'Platine SA', 998, 1, 1.5, '1 rue de Lyon', '69001', 'Lyon')`);
  // The refiner the register names the CLAL ledger's entries with (setting fournisseurAffineur, 0036).
  await exec(sql`insert into fournisseur (four_id, raison_soc, type_four, actif, perte, adresse, cp, ville) values
    (31, 'Affinerie', 2, 0, 0, '5 quai des Orfèvres', '75001', 'Paris')`);
  await exec(sql`insert into parametre (cle, valeur) values ('fournisseurAffineur', '31')
    on conflict (cle) do update set valeur = excluded.valeur`);
  await exec(sql`insert into client (id, label, nom_agence, adresse, cp, ville) values
    (501, 'Bijouterie A', 'Bijouterie A', '3 rue de la Paix', '75002', 'Paris'), (502, 'Bijouterie B', 'Bijouterie B', '', '', '')`);
  await exec(sql`insert into mouvement_clal (date_mouvement, designation, metal_id, entree_or_fin, sortie_or_750, sortie_or_fin) values
    ('2025-12-20', 'Report 2025', 1, 10, 0, 0),
    ('2026-01-05', 'Achat lingot', 1, 200, 0, 0),
    ('2026-01-06', 'Affinage', 1, 0, 100, 75)`);
  await exec(sql`insert into mouvement_metal (fournisseur_id, client_id, date_mouvement, designation, metal_id, entree_or_fin, sortie_or_750, sortie_or_fin, perte) values
    (11, null, '2026-01-10', 'Achat alliage', 1, 100, 0, 0, 2.5),
    (11, null, '2026-01-11', 'Retour alliage', 1, 0, 100, 100, 0),
    (12, null, '2026-01-11', 'Platine', 3, 0, 5, 5, 0),
    (null, 501, '2026-01-15', 'Vieil or', 1, 50, 0, 0, 3),
    (null, 501, '2026-01-16', 'Sortie client', 1, 0, 20, 20, 3),
    (null, 501, '2026-01-17', 'Argent client', 2, 100, 0, 0, 0),
    (null, 502, '2026-01-18', 'Vieil or B', 1, 10, 0, 0, 5)`);
  // A jeweller: gold box not weighed (10 given, 2 returned), OF lines out at 750, 585 and silver 925,
  // and a line returned in the period (10 sent, 9.7 back: 3 % lost, 2.5 % allowed).
  const j = await un(sql`insert into joaillier (label) values ('Marc') returning id`);
  await exec(
    sql`insert into boite_or (id_ouvr, done_ouvr, rendu_ouvr, date) values (${j.id}, 10, 2, '2026-01-20')`,
  );
  const cv = await un(
    sql`insert into centre_vide (ref, type_prod) values ('TCP-1', 1) returning id_cv as id`,
  );
  const c = await un(
    sql`insert into centre (ref, description, id_cv) values ('TCP-1', 'Bague', ${cv.id}) returning id_centre as id`,
  );
  await exec(sql`insert into produit (id_centre) values (${c.id})`);
  const of = async (typeMetal: ReturnType<typeof sql>) =>
    (
      await un(sql`insert into "of" (idp, id_bijouterie, id_stade, typ_transp, type_metal)
        values (${c.id}, 501, 1, 1, ${typeMetal}) returning num_sachet as id`)
    ).id;
  const ligne = async (n: number, poidsD: string, poidsR: string, rendu: 0 | 1) =>
    exec(sql`insert into ouvrier (n_sachet, id_ouvrier, date_envoi, poids_d, poids_r, rendu, date_retour)
      values (${n}, ${j.id}, '2026-02-01', ${poidsD}, ${poidsR}, ${rendu}, ${rendu ? "2026-02-10" : null})`);
  await ligne(await of(sql`1`), "4", "0", 0);
  await ligne(
    await of(sql`(select id_type from type_metal where description = 'OR JAUNE 585')`),
    "2",
    "0",
    0,
  );
  await ligne(await of(sql`4`), "10", "0", 0);
  await ligne(await of(sql`1`), "10", "9.7", 1);
});
afterAll(() => t.close());

const comptes = async (qs = PERIODE) => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/metal/comptes-poids?${qs}`,
    headers: { cookie: bureau },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    lignes: Compte[];
    totaux: { metalId: number; detenu: string; du: string; exposition: string; valeur: string | null }[];
    cours: { prixGramme: string | null };
  };
};
const compte = (l: Compte[], genre: string, nom: string, metalId: number) =>
  l.find((x) => x.genre === genre && x.nom === nom && x.metalId === metalId);

describe("titres", () => {
  it("every alloy of gold, silver and platinum has a titre the domain admits, and 999, 916, 585, 800 exist", async () => {
    const rows = (
      await exec(
        sql`select tm.id_metal as metal, t.titre from titre_metal t join type_metal tm on tm.id_type = t.id_type`,
      )
    ).rows as { metal: number; titre: number }[];
    for (const r of rows.filter((x) => TITRES_PAR_METAL[x.metal])) {
      expect(TITRES_PAR_METAL[r.metal], `${r.metal}/${r.titre}`).toContain(r.titre);
    }
    expect(new Set(rows.map((r) => r.titre))).toEqual(new Set([999, 916, 750, 585, 375, 925, 800, 950]));
  });
});

describe("weight accounts", () => {
  it("gives each party its fine balance per metal, held (+) or owed (−)", async () => {
    const { lignes } = await comptes();
    // CLAL: 10 + 200 − 75 − 100 (the supplier's entry counts as an exit on the CLAL tab) = 35.
    expect(compte(lignes, "clal", "CLAL", 1)).toMatchObject({ solde: "35.00", exposition: "35.00" });
    // Supplier: 100 − 2.5 % = 97.50 in, 100 at 750 = 75 out: 22.50 owed.
    expect(compte(lignes, "fournisseur", "Fondeur Or", 1)).toMatchObject({
      solde: "22.50",
      exposition: "-22.50",
    });
    expect(compte(lignes, "fournisseur", "Platine SA", 3)).toMatchObject({
      solde: "-5.00",
      exposition: "5.00",
    });
    // Client: 50 − 1.50 (3 %) in, 20 + 0.60 out = 27.90; its silver 100 apart.
    expect(compte(lignes, "client", "Bijouterie A", 1)).toMatchObject({
      solde: "27.90",
      exposition: "-27.90",
    });
    expect(compte(lignes, "client", "Bijouterie A", 2)).toMatchObject({ solde: "100.00", valeur: null });
    // Jeweller: box 8 x 0.75 = 6 + OF 4 at 750 = 3 + OF 2 at 585 = 1.17 -> 10.17 gold; 10 at 925 = 9.25 silver.
    expect(compte(lignes, "joaillier", "Marc", 1)).toMatchObject({ solde: "10.17", exposition: "10.17" });
    expect(compte(lignes, "joaillier", "Marc", 2)).toMatchObject({ solde: "9.25", valeur: null });
  });

  it("sums the exposure per metal and values gold only, at the day's price", async () => {
    const { totaux, cours, lignes } = await comptes();
    expect(cours.prixGramme).toBe("98.0000");
    const or = totaux.find((x) => x.metalId === 1);
    // Held 35 + 10.17 = 45.17; owed 22.50 + 27.90 + 9.50 = 59.90; net −14.73 -> −1 443.54 €.
    expect(or).toMatchObject({ detenu: "45.17", du: "-59.90", exposition: "-14.73", valeur: "-1443.54" });
    expect(compte(lignes, "clal", "CLAL", 1)?.valeur).toBe("3430.00");
    expect(totaux.find((x) => x.metalId === 2)).toMatchObject({ exposition: "-90.75", valeur: null });
    expect(totaux.find((x) => x.metalId === 3)).toMatchObject({ exposition: "5.00", valeur: null });
  });

  it("shows losses against their allowance: clients at rate 14, jewellers at theirs", async () => {
    let { lignes } = await comptes();
    expect(compte(lignes, "client", "Bijouterie A", 1)).toMatchObject({
      pertePct: "3.00",
      autorisePct: "3.00",
      etatPerte: "dans",
    });
    expect(compte(lignes, "client", "Bijouterie B", 1)).toMatchObject({
      pertePct: "5.00",
      etatPerte: "depasse",
    });
    expect(compte(lignes, "joaillier", "Marc", 1)).toMatchObject({ pertePct: "3.00", etatPerte: "inconnu" });
    const j = compte(lignes, "joaillier", "Marc", 1)?.id;
    const put = (cookie: string, pourcentage: string) =>
      t.app.inject({
        method: "PUT",
        url: `/api/metal/comptes-poids/joailliers/${j}/perte-autorisee`,
        headers: { cookie },
        payload: { pourcentage },
      });
    expect((await put(bureau, "2,5")).statusCode).toBe(403);
    const bad = await put(direction, "101");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("<= 100");
    expect((await put(direction, "2,5")).statusCode).toBe(200);
    ({ lignes } = await comptes());
    expect(compte(lignes, "joaillier", "Marc", 1)).toMatchObject({
      autorisePct: "2.50",
      etatPerte: "depasse",
    });
    // Outside the period, no line was returned: no loss to judge.
    ({ lignes } = await comptes("debut=2026-03-01&fin=2026-06-30"));
    expect(compte(lignes, "joaillier", "Marc", 1)).toMatchObject({ pertePct: null, etatPerte: "inconnu" });
    const audit = await exec(sql`select 1 from audit where table_name = 'joaillier_perte_autorisee'`);
    expect(audit.rows.length).toBe(1);
  });
});

describe("statement", () => {
  const releve = (qs: string) =>
    t.app.inject({
      method: "GET",
      url: `/api/metal/comptes-poids/releve?${qs}`,
      headers: { cookie: bureau },
    });

  it("prints the period's rows with the running balance, the opening and closing balances", async () => {
    const res = await releve("genre=client&id=501&metal=1&debut=2026-01-16&fin=2026-01-31");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("application/pdf");
    const texte = texteLigneDuPdf(res.rawPayload).replace(/[\u202f\u00a0]/g, " ");
    expect(texte).toContain("RELEVÉ DE COMPTE POIDS");
    expect(texte).toContain("Bijouterie A");
    expect(texte).toContain("3 rue de la Paix");
    expect(texte).toContain("Période du 16/01/2026 au 31/01/2026");
    expect(texte).toContain("Solde d'ouverture au 16/01/2026 48,50");
    expect(texte).toContain("16/01/2026 Sortie client 3,00 % 0,00 20,00 0,60 27,90");
    expect(texte).toContain("Solde de clôture au 31/01/2026 27,90");
    expect(texte).not.toContain("Vieil or");
  });

  it("prints the refiner's account without an id", async () => {
    const res = await releve("genre=clal&debut=2026-01-01&fin=2026-01-31");
    expect(res.statusCode, res.body).toBe(200);
    const texte = texteLigneDuPdf(res.rawPayload);
    expect(texte).toContain("Solde d'ouverture au 01/01/2026 10,00");
    expect(texte).toContain("Solde de clôture au 31/01/2026 35,00");
  });

  it("prints a jeweller's account: the gold box until weighed, OF lines out and back at their titre", async () => {
    const j = await un(sql`select id from joaillier where label = 'Marc'`);
    // An earlier box row (4 given, 3 fine) that a weighing on 25/01 takes out of the account.
    const p = await un(
      sql`insert into pesee (id_ouvr, date) values (${j.id}, '2026-01-25') returning num_pesee as id`,
    );
    await exec(sql`insert into boite_or (id_ouvr, done_ouvr, rendu_ouvr, date, label, num_pesee)
      values (${j.id}, 4, 0, '2026-01-05', 'Apport', ${p.id})`);
    const ofs = (
      await exec(sql`select n_sachet as n from ouvrier where id_ouvrier = ${j.id} order by id_ligne`)
    ).rows as { n: number }[];
    const [a, b, , d] = ofs.map((x) => x.n);
    const res = await releve(`genre=joaillier&id=${j.id}&metal=1&debut=2026-01-21&fin=2026-02-28`);
    expect(res.statusCode, res.body).toBe(200);
    const texte = texteLigneDuPdf(res.rawPayload).replace(/[\u202f\u00a0]/g, " ");
    expect(texte).toContain("RELEVÉ DE COMPTE POIDS");
    expect(texte).toContain("Marc");
    // Opening: 4 x 0.75 = 3 (not yet weighed on 20/01) + (10 − 2) x 0.75 = 6.
    expect(texte).toContain("Solde d'ouverture au 21/01/2026 9,00");
    expect(texte).not.toContain("Apport");
    expect(texte).toContain(`25/01/2026 Pesée n° ${p.id} 0,00 % 0,00 3,00 0,00 6,00`);
    expect(texte).toContain(`01/02/2026 OF n° ${a} envoyé 0,00 % 3,00 0,00 0,00 9,00`);
    expect(texte).toContain(`01/02/2026 OF n° ${b} envoyé 0,00 % 1,17 0,00 0,00 10,17`);
    expect(texte).toContain(`01/02/2026 OF n° ${d} envoyé 0,00 % 7,50 0,00 0,00 17,67`);
    // Back 9.7 of 10 at 750: 7.275 out, 0.225 lost (3 %).
    expect(texte).toContain(`10/02/2026 OF n° ${d} rendu 3,00 % 0,00 7,28 0,23 10,17`);
    expect(texte).toContain("Total de la période 11,67 10,28 0,23");
    expect(texte).toContain("Solde de clôture au 28/02/2026 10,17");
    expect(texte).toContain("Solde positif : notre métal fin confié au joaillier.");
    // The closing balance is the account's balance (nothing after the period; the weighing nets to zero).
    expect(compte((await comptes()).lignes, "joaillier", "Marc", 1)).toMatchObject({ solde: "10.17" });

    const argent = await releve(`genre=joaillier&id=${j.id}&metal=2&debut=2026-01-21&fin=2026-02-28`);
    const t2 = texteLigneDuPdf(argent.rawPayload).replace(/[\u202f\u00a0]/g, " ");
    expect(t2).toContain("Solde d'ouverture au 21/01/2026 0,00");
    expect(t2).toContain("Solde de clôture au 28/02/2026 9,25");
    expect(compte((await comptes()).lignes, "joaillier", "Marc", 2)).toMatchObject({ solde: "9.25" });
    expect((await releve("genre=joaillier&id=99999")).statusCode).toBe(404);
    expect((await releve("genre=joaillier")).statusCode).toBe(404);
  });

  it("refuses an unknown account, a supplier without id, a reversed period", async () => {
    expect((await releve("genre=client&id=999")).statusCode).toBe(404);
    expect((await releve("genre=fournisseur")).statusCode).toBe(404);
    const inverse = await releve("genre=clal&debut=2026-02-01&fin=2026-01-01");
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe("La date de début doit précéder la date de fin.");
  });
});
