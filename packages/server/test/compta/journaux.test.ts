import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Issue 25 points 7 and 8: the sales entries split per VAT category with the port apart, and the
 * customer payments (an invoice's payment date, a remittance of bills) as the payments journal BQ,
 * numbered once; amounts computed by hand. The documents are written on days the demo leaves empty.
 */
let t: TestApp;
let cookie: string;
const JOUR = "2031-01-15";
const LENDEMAIN = "2031-01-16";

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const fec = async (debut: string, fin: string) => {
  const res = await get(`/api/compta/export/fec?debut=${debut}&fin=${fin}`);
  expect(res.statusCode).toBe(200);
  return res.body;
};
const num = async (source: string, id: number) =>
  (
    await rows<{ num: number }>(
      sql`select num from ecriture_numero where source = ${source} and id_source = ${id}`,
    )
  )[0]!.num;

let client: number;
let ae: number;
let s20: number;
let remise: number;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const [c] = await rows<{ id: number; of: number }>(sql`
    select cl.id, (select l.of from constituant_fact l limit 1) as of from client cl where cl.id < 1000
    order by cl.id limit 1`);
  client = c!.id;
  const facture = async (categorie: string, taux: string, port: string, totht: string) => {
    const [f] = await rows<{ id: number }>(sql`
      insert into facture (id_bijouterie, date_fact, taux_tva, categorie_tva, port, client)
      values (${client}, ${JOUR}, ${taux}, ${categorie}, ${port}, 'Atelier Test & Fils')
      returning id_fact as id`);
    await rows(sql`insert into constituant_fact (fact, of, designation, prix_u_ht, totht)
      values (${f!.id}, ${c!.of}, 'Ligne de test', ${totht}, ${totht})`);
    return f!.id;
  };
  // Gold material under reverse charge: 5 000,00 + 23,00 port, no VAT: TTC 5 023,00.
  ae = await facture("AE", "0", "23", "5000.00");
  // 20 %: 100,00, no port: VAT 20,00, TTC 120,00; paid the next day.
  s20 = await facture("S", "20", "0", "100.00");
  await rows(sql`update facture set date_paiement = ${LENDEMAIN} where id_fact = ${s20}`);
  // A remittance of two bills of the client the next day: 300,00 + 45,50.
  const [r] = await rows<{ n: number }>(sql`select coalesce(max(numero), 0) + 1 as n from remise_lcr`);
  remise = r!.n;
  await rows(sql`insert into remise_lcr (numero, date_remise, nb_effets, total_ttc, empreinte, fichier)
    values (${remise}, ${LENDEMAIN}, 2, 345.50, ${"0".repeat(64)}, 'fichier')`);
  for (const [i, montant] of ["300.00", "45.50"].entries()) {
    const [tr] = await rows<{ id: number }>(sql`
      insert into traite (id_bijouterie, date_creation, date_echeance, total_ttc, num_effet)
      values (${client}, ${JOUR}, '2031-03-31', ${montant}, (select coalesce(max(num_effet), 0) + 1 + ${i} from traite))
      returning id_traite as id`);
    await rows(sql`insert into remise_lcr_traite (id_traite, numero) values (${tr!.id}, ${remise})`);
  }
  // The demo's load is slow on a busy machine (several suites at once): a bound, not a timed check.
}, 300_000);
afterAll(() => t.close());

describe("the sales entries per VAT category and port (issue 25 point 7)", () => {
  it("credits a reverse-charge sale to 70730000 and its port to 70850000, a 20 % sale's VAT to 44571200", async () => {
    const nAe = await num("facture", ae);
    const nS = await num("facture", s20);
    const cpt = `411${String(client).padStart(5, "0")}`;
    const lignes = (await fec(JOUR, JOUR)).split("\r\n").slice(1, -1);
    const lib = (n: number) => `Facture F${n} Atelier Test & Fils`;
    expect(lignes).toEqual([
      `VT|Journal des ventes|${nAe}|20310115|41100000|Clients|${cpt}|Atelier Test & Fils|F${ae}|20310115|${lib(ae)}|5023,00|0,00|||20310115||`,
      `VT|Journal des ventes|${nAe}|20310115|70730000|Ventes autoliquidation|||F${ae}|20310115|${lib(ae)}|0,00|5000,00|||20310115||`,
      `VT|Journal des ventes|${nAe}|20310115|70850000|Port facture|||F${ae}|20310115|${lib(ae)}|0,00|23,00|||20310115||`,
      `VT|Journal des ventes|${nS}|20310115|41100000|Clients|${cpt}|Atelier Test & Fils|F${s20}|20310115|${lib(s20)}|120,00|0,00|||20310115||`,
      `VT|Journal des ventes|${nS}|20310115|70700000|Ventes|||F${s20}|20310115|${lib(s20)}|0,00|100,00|||20310115||`,
      `VT|Journal des ventes|${nS}|20310115|44571200|TVA collectee|||F${s20}|20310115|${lib(s20)}|0,00|20,00|||20310115||`,
    ]);
  });

  it("takes the accounts from the settings", async () => {
    const avant = t.settings.compteVentesAutoliquidation;
    t.settings.compteVentesAutoliquidation = "70790000";
    try {
      expect(await fec(JOUR, JOUR)).toContain("|70790000|Ventes autoliquidation|");
    } finally {
      t.settings.compteVentesAutoliquidation = avant;
    }
  });

  it("refuses in French a VAT list it cannot read, never with a 500", async () => {
    const avant = t.settings.comptesTvaParTaux;
    t.settings.comptesTvaParTaux = "20:44571200";
    try {
      const res = await get(`/api/compta/export/fec?debut=${JOUR}&fin=${JOUR}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Les réglages de l'export comptable sont invalides (journaux de 2 caractères, comptes de 8 caractères au plus, comptes de TVA par taux « 20=44571200;10=44571100 », SIREN de 9 chiffres) : vérifiez les réglages.",
      );
    } finally {
      t.settings.comptesTvaParTaux = avant;
    }
  });
});

describe("the payments journal (issue 25 point 8)", () => {
  it("books the invoice's payment to the bank and the remittance to bills at the bank, each numbered once", async () => {
    const nP = await num("paiement_facture", s20);
    const nR = await num("remise_lcr", remise);
    expect(nR).toBe(nP + 1);
    const cpt = `411${String(client).padStart(5, "0")}`;
    const lignes = (await fec(LENDEMAIN, LENDEMAIN)).split("\r\n").slice(1, -1);
    const ref = `LCR${String(remise).padStart(8, "0")}`;
    const libR = `Remise LCR no ${remise} (2 effets)`;
    // A bill names its client as it is now (a bill keeps no copy), folded to ASCII.
    const [nom] = await rows<{ nom: string }>(sql`select nom_agence as nom from client where id = ${client}`);
    const nomAscii = nom!.nom.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    expect(lignes.filter((l) => l.includes(`|F${s20}|`) || l.includes(`|${ref}|`))).toEqual([
      `BQ|Journal des reglements|${nP}|20310116|51200000|Banque|||F${s20}|20310116|Reglement F${s20} Atelier Test & Fils|120,00|0,00|||20310116||`,
      `BQ|Journal des reglements|${nP}|20310116|41100000|Clients|${cpt}|Atelier Test & Fils|F${s20}|20310116|Reglement F${s20} Atelier Test & Fils|0,00|120,00|||20310116||`,
      `BQ|Journal des reglements|${nR}|20310116|51130000|Effets a l'encaissement|||${ref}|20310116|${libR}|345,50|0,00|||20310116||`,
      `BQ|Journal des reglements|${nR}|20310116|41100000|Clients|${cpt}|${nomAscii}|${ref}|20310116|${libR}|0,00|300,00|||20310116||`,
      `BQ|Journal des reglements|${nR}|20310116|41100000|Clients|${cpt}|${nomAscii}|${ref}|20310116|${libR}|0,00|45,50|||20310116||`,
    ]);
  });

  it("gives two exports of the same period byte for byte, and the same numbers as a wider period", async () => {
    const un = await fec(JOUR, LENDEMAIN);
    expect(await fec(JOUR, LENDEMAIN)).toBe(un);
    const large = await fec("2031-01-01", "2031-12-31");
    expect(large).toBe(un);
    const quadra = async () => (await get(`/api/compta/export/quadra?debut=${JOUR}&fin=${LENDEMAIN}`)).body;
    const q = await quadra();
    expect(await quadra()).toBe(q);
    expect(q.split("\r\n").map((l) => l.slice(9, 11))).toEqual([
      ...Array(6).fill("VT"),
      ...Array(5).fill("BQ"),
      "",
    ]);
  });

  it("numbers a payment recorded later once: recording the same date again changes nothing", async () => {
    const avant = await num("paiement_facture", s20);
    await rows(sql`update facture set date_paiement = ${LENDEMAIN} where id_fact = ${s20}`);
    expect(await num("paiement_facture", s20)).toBe(avant);
  });
});

describe("an invoice settled by a bill of exchange credits its client once in BQ (issue 25 point 8)", () => {
  const traite = (payload: Record<string, unknown>) =>
    t.app.inject({
      method: "POST",
      url: "/api/compta/traites",
      headers: { cookie, "idempotency-key": randomUUID() },
      payload,
    });

  it("links the bill to its invoice, books the remittance against the client and the payment date against the bills", async () => {
    // 1 023,00 € HT at 20 %: 1 227,60 € TTC, invoiced on 2032-02-10, paid by a bill remitted on
    // 2032-02-20 and collected on its due date 2032-03-31 (the invoice's payment date).
    const [c] = await rows<{ of: number }>(
      sql`select l.of from constituant_fact l where l.of is not null limit 1`,
    );
    const [f] = await rows<{ id: number }>(sql`
      insert into facture (id_bijouterie, date_fact, taux_tva, categorie_tva, port, client)
      values (${client}, '2032-02-10', 20, 'S', 0, 'Atelier Test & Fils') returning id_fact as id`);
    await rows(sql`insert into constituant_fact (fact, of, designation, prix_u_ht, totht)
      values (${f!.id}, ${c!.of}, 'Ligne de test', 1023.00, 1023.00)`);
    const [e] = await rows<{ n: number }>(sql`select coalesce(max(num_effet), 0)::int + 1 as n from traite`);
    const bill = {
      idBijouterie: client,
      dateCreation: "2032-02-10",
      dateEcheance: "2032-03-31",
      totalTtc: "1227,60",
      numEffet: e!.n,
      nbDecoupe: 1,
      factures: [{ canal: "standard", idFact: f!.id }],
    };
    const cree = await traite(bill);
    expect(cree.statusCode).toBe(201);
    const idTraite = cree.json().idTraite as number;
    expect(
      await rows(sql`select canal, id_fact, id_traite from traite_facture where id_traite = ${idTraite}`),
    ).toEqual([{ canal: "standard", id_fact: f!.id, id_traite: idTraite }]);

    // An invoice is settled by one bill; it is the bill's client's; it exists.
    const encore = await traite({ ...bill, numEffet: e!.n + 1 });
    expect(encore.statusCode).toBe(409);
    expect(encore.json()).toMatchObject({
      code: "TRAITE_FACTURE_DEJA_REGLEE",
      message: `La facture n° F${f!.id} est déjà réglée par l'effet n° ${e!.n}.`,
    });
    const [autre] = await rows<{ id: number }>(
      sql`select id_fact as id from facture where id_bijouterie <> ${client} order by id_fact limit 1`,
    );
    const etrangere = await traite({
      ...bill,
      numEffet: e!.n + 1,
      factures: [{ canal: "standard", idFact: autre!.id }],
    });
    expect(etrangere.statusCode).toBe(409);
    expect(etrangere.json().fieldErrors.factures).toBe(
      `La facture n° F${autre!.id} n'est pas une facture du client de la traite.`,
    );
    const inconnue = await traite({
      ...bill,
      numEffet: e!.n + 1,
      factures: [{ canal: "alternatif", idFact: 999_999 }],
    });
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe("Facture n° FX999999 introuvable.");
    expect(await rows(sql`select 1 from traite where num_effet = ${e!.n + 1}`)).toEqual([]);
    await expect(
      t.database.db.execute(sql`delete from traite_facture where id_traite = ${idTraite}`),
    ).rejects.toThrow();

    const [r] = await rows<{ n: number }>(sql`select coalesce(max(numero), 0) + 1 as n from remise_lcr`);
    await rows(sql`insert into remise_lcr (numero, date_remise, nb_effets, total_ttc, empreinte, fichier)
      values (${r!.n}, '2032-02-20', 1, 1227.60, ${"1".repeat(64)}, 'fichier')`);
    await rows(sql`insert into remise_lcr_traite (id_traite, numero) values (${idTraite}, ${r!.n})`);
    await rows(sql`update facture set date_paiement = '2032-03-31' where id_fact = ${f!.id}`);

    const cpt = `411${String(client).padStart(5, "0")}`;
    const nR = await num("remise_lcr", r!.n);
    const nP = await num("paiement_facture", f!.id);
    const [nom] = await rows<{ nom: string }>(sql`select nom_agence as nom from client where id = ${client}`);
    const nomAscii = nom!.nom.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
    const ref = `LCR${String(r!.n).padStart(8, "0")}`;
    const lignes = (await fec("2032-02-01", "2032-03-31")).split("\r\n").slice(1, -1);
    expect(lignes.filter((l) => l.startsWith("BQ|"))).toEqual([
      `BQ|Journal des reglements|${nR}|20320220|51130000|Effets a l'encaissement|||${ref}|20320220|Remise LCR no ${r!.n} (1 effet)|1227,60|0,00|||20320220||`,
      `BQ|Journal des reglements|${nR}|20320220|41100000|Clients|${cpt}|${nomAscii}|${ref}|20320220|Remise LCR no ${r!.n} (1 effet)|0,00|1227,60|||20320220||`,
      `BQ|Journal des reglements|${nP}|20320331|51200000|Banque|||F${f!.id}|20320331|Encaissement LCR F${f!.id} Atelier Test & Fils|1227,60|0,00|||20320331||`,
      `BQ|Journal des reglements|${nP}|20320331|51130000|Effets a l'encaissement|||F${f!.id}|20320331|Encaissement LCR F${f!.id} Atelier Test & Fils|0,00|1227,60|||20320331||`,
    ]);
    // The client: debited 1 227,60 € by the sale (VT), credited 1 227,60 € once (BQ).
    const client411 = lignes
      .filter((l) => l.split("|")[6] === cpt)
      .map((l) => [l.split("|")[0], l.split("|")[11], l.split("|")[12]]);
    expect(client411).toEqual([
      ["VT", "1227,60", "0,00"],
      ["BQ", "0,00", "1227,60"],
    ]);
  });

  it("the FEC balances per journal: debits = credits in VT and in BQ", async () => {
    const totaux = new Map<string, { d: number; c: number }>();
    // Cents read exactly: the FEC writes every amount with two decimals ("1227,60" is 122760).
    for (const l of (await fec("2031-01-01", "2032-12-31")).split("\r\n").slice(1, -1)) {
      const f = l.split("|");
      const x = totaux.get(f[0]!) ?? { d: 0, c: 0 };
      x.d += Number(f[11]!.replace(",", ""));
      x.c += Number(f[12]!.replace(",", ""));
      totaux.set(f[0]!, x);
    }
    expect([...totaux.keys()].sort()).toEqual(["BQ", "VT"]);
    expect(totaux.get("BQ")).toEqual({ d: 12000 + 34550 + 122760 * 2, c: 12000 + 34550 + 122760 * 2 });
    for (const [journal, x] of totaux) expect({ journal, ecart: x.d - x.c }).toEqual({ journal, ecart: 0 });
  });
});
