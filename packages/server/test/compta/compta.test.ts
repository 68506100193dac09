import {
  endOfMonth,
  FEC_ENTETE,
  MSG_PERIODE_INVERSEE,
  MSG_REGLAGES_COMPTA_INVALIDES,
  MSG_TRI_INVALIDE,
  msgClientsSansCompte,
  totauxDocument,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
/** A month of the demo with invoices of both channels and credit notes; its year. */
let mois: { debut: string; fin: string };
let annee: { debut: string; fin: string };

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const [m] = await rows<{ debut: string }>(sql`
    select to_char(date_trunc('month', a.date), 'YYYY-MM-DD') as debut
    from avoir a
    where exists (select 1 from facture_extensia x
                  where date_trunc('month', x.date_fact) = date_trunc('month', a.date))
    group by 1 order by count(*) desc, 1 desc limit 1`);
  if (!m) throw new Error("no month with credit notes and alternate-channel invoices in the demo");
  mois = { debut: m.debut, fin: endOfMonth(m.debut) };
  annee = { debut: `${m.debut.slice(0, 4)}-01-01`, fin: `${m.debut.slice(0, 4)}-12-31` };
  // The demo's load is slow on a busy machine (several suites at once): a bound, not a timed check.
}, 300_000);
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
const qs = (p: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(p).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

interface Totaux {
  nombre: number;
  totalHt: string;
  tva: string;
  totalTtc: string;
}
interface Solde {
  factures: Totaux;
  avoirs: Totaux;
  solde: { totalHt: string; tva: string; totalTtc: string };
}

const cents = (x: string) => Math.round(Number(x) * 100);
const sumCents = (xs: string[]) => xs.reduce((s, x) => s + cents(x), 0);

/** The documents of a period read straight from the tables, totalled by totauxDocument. */
async function attendus(p: { debut: string; fin: string }) {
  const docs = await rows<{ nature: string; lignes: string; port: string; taux: string }>(sql`
    select 'facture' as nature, f.port::text as port, f.taux_tva::text as taux,
           (select coalesce(sum(l.totht), 0) from constituant_fact l where l.fact = f.id_fact)::text as lignes
    from facture f where f.date_fact between ${p.debut} and ${p.fin}
    union all
    select 'facture', f.port::text, f.taux_tva::text,
           (select coalesce(sum(l.prix), 0) from constituant_fact_extensia l where l.fact = f.id_fact)::text
    from facture_extensia f where f.date_fact between ${p.debut} and ${p.fin}
    union all
    select 'avoir', '0', a.taux_tva::text, a.tot_ht::text
    from avoir a where a.date between ${p.debut} and ${p.fin}`);
  const totaux = (nature: string) => {
    const t = docs.filter((d) => d.nature === nature).map((d) => totauxDocument([d.lignes], d.port, d.taux));
    return {
      nombre: t.length,
      ht: sumCents(t.map((x) => x.totalHt)),
      tva: sumCents(t.map((x) => x.tva)),
      ttc: sumCents(t.map((x) => x.totalTtc)),
    };
  };
  return { factures: totaux("facture"), avoirs: totaux("avoir") };
}

async function solde(p: Record<string, string | number | undefined>): Promise<Solde> {
  const res = await get(`/api/compta/solde?${qs(p)}`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe("the lists of /compta", () => {
  it("totals each document by totauxDocument and balances invoices minus credit notes", async () => {
    const s = await solde(annee);
    const a = await attendus(annee);
    expect(a.factures.nombre).toBeGreaterThan(0);
    expect(a.avoirs.nombre).toBeGreaterThan(0);
    expect([
      s.factures.nombre,
      cents(s.factures.totalHt),
      cents(s.factures.tva),
      cents(s.factures.totalTtc),
    ]).toEqual([a.factures.nombre, a.factures.ht, a.factures.tva, a.factures.ttc]);
    expect([s.avoirs.nombre, cents(s.avoirs.totalHt), cents(s.avoirs.tva), cents(s.avoirs.totalTtc)]).toEqual(
      [a.avoirs.nombre, a.avoirs.ht, a.avoirs.tva, a.avoirs.ttc],
    );
    expect(cents(s.solde.totalHt)).toBe(a.factures.ht - a.avoirs.ht);
    expect(cents(s.solde.totalTtc)).toBe(a.factures.ttc - a.avoirs.ttc);
  });

  it("pages both channels' invoices by the server, 10 by default, each row totalled", async () => {
    const s = await solde(mois);
    const page = await get(`/api/compta/factures?${qs(mois)}`);
    expect(page.statusCode).toBe(200);
    const p0 = page.json();
    expect(p0.total).toBe(s.factures.nombre);
    expect(p0.rows.length).toBe(Math.min(10, s.factures.nombre));

    const tout = (await get(`/api/compta/factures?${qs({ ...mois, pageSize: 1000 })}`)).json();
    const lignes = tout.rows as Array<{
      id: string;
      canal: string;
      numero: number;
      client: string;
      date: string;
      totalHt: string;
      tva: string;
      totalTtc: string;
    }>;
    expect(new Set(lignes.map((r) => r.canal))).toEqual(new Set(["standard", "alternatif"]));
    expect(new Set(lignes.map((r) => r.id)).size).toBe(lignes.length);
    for (const r of lignes) {
      expect(r.date >= mois.debut && r.date <= mois.fin).toBe(true);
      expect(cents(r.totalTtc)).toBe(cents(r.totalHt) + cents(r.tva));
    }
    expect(sumCents(lignes.map((r) => r.totalTtc))).toBe(cents(s.factures.totalTtc));
    // The default order is by date.
    expect(lignes.map((r) => r.date)).toEqual([...lignes.map((r) => r.date)].sort());

    const avoirs = (await get(`/api/compta/avoirs?${qs({ ...mois, pageSize: 1000 })}`)).json();
    expect(avoirs.total).toBe(s.avoirs.nombre);
    expect(sumCents(avoirs.rows.map((r: { totalHt: string }) => r.totalHt))).toBe(cents(s.avoirs.totalHt));
  });

  it("sorts by the server on the chosen column", async () => {
    const res = await get(
      `/api/compta/factures?${qs({ ...annee, sort: "totalHt", dir: "desc", pageSize: 5 })}`,
    );
    const ht = res.json().rows.map((r: { totalHt: string }) => cents(r.totalHt));
    expect(ht).toEqual([...ht].sort((a: number, b: number) => b - a));
  });

  it("names each document by its one printed identifier, the FEC's piece reference (issue 25 point 10)", async () => {
    const factures = (await get(`/api/compta/factures?${qs({ ...mois, pageSize: 1000 })}`)).json()
      .rows as Array<{
      canal: string;
      numero: number;
      identifiant: string;
    }>;
    const avoirs = (await get(`/api/compta/avoirs?${qs({ ...mois, pageSize: 1000 })}`)).json().rows as Array<{
      numero: number;
      identifiant: string;
    }>;
    // F for the standard channel, FX for the other, AV for a credit note, then the stored number.
    for (const f of factures) expect(f.identifiant).toBe(`${f.canal === "standard" ? "F" : "FX"}${f.numero}`);
    for (const a of avoirs) expect(a.identifiant).toBe(`AV${a.numero}`);
    const fec = (await get(`/api/compta/export/fec?${qs(mois)}`)).body.split("\r\n").slice(1, -1);
    const pieces = new Set(fec.filter((l) => l.startsWith("VT|")).map((l) => l.split("|")[8]));
    expect(pieces).toEqual(new Set([...factures, ...avoirs].map((d) => d.identifiant)));
    const csv = (await get(`/api/compta/factures?${qs({ ...mois, pageSize: 1000, format: "csv" })}`)).body;
    expect(csv).toContain("N° facture");
    for (const f of factures) expect(csv).toContain(f.identifiant);
  });

  it("takes in a group's agencies when filtering on the group", async () => {
    const [groupe] = await rows<{ id: number; n: number }>(sql`
      select c.id_parent as id, count(*)::int as n
      from facture f join client c on c.id = f.id_bijouterie
      where c.id_parent is not null and f.date_fact between ${annee.debut} and ${annee.fin}
      group by c.id_parent order by 2 desc limit 1`);
    if (!groupe) throw new Error("no group with invoices in the demo");
    const [attendu] = await rows<{ n: number }>(sql`
      with recursive sous(id) as (select ${groupe.id}::int union all
        select c.id from client c join sous on c.id_parent = sous.id)
      select (select count(*) from facture f where f.id_bijouterie in (select id from sous)
                and f.date_fact between ${annee.debut} and ${annee.fin})::int
           + (select count(*) from facture_extensia f where f.id_bijouterie in (select id from sous)
                and f.date_fact between ${annee.debut} and ${annee.fin})::int as n`);
    const s = await solde({ ...annee, client: groupe.id });
    expect(s.factures.nombre).toBe(attendu?.n);
    expect(s.factures.nombre).toBeLessThan((await solde(annee)).factures.nombre);
    const liste = (await get(`/api/compta/factures?${qs({ ...annee, client: groupe.id })}`)).json();
    expect(liste.total).toBe(attendu?.n);
  });

  it("filters on the VAT rate of the reference list", async () => {
    const taux = await rows<{ id: number; taux: string }>(
      sql`select id_tva as id, taux::text from tva order by taux desc`,
    );
    const normal = taux[0]!;
    const tous = await solde(annee);
    expect((await solde({ ...annee, tva: normal.id })).factures.nombre).toBe(
      (
        await rows<{ n: number }>(sql`
        select ((select count(*) from facture where taux_tva = ${normal.taux}::numeric and date_fact between ${annee.debut} and ${annee.fin})
              + (select count(*) from facture_extensia where taux_tva = ${normal.taux}::numeric and date_fact between ${annee.debut} and ${annee.fin}))::int as n`)
      )[0]?.n,
    );
    const autre = taux.find((x) => x.taux !== normal.taux);
    if (autre) {
      const s = await solde({ ...annee, tva: autre.id });
      expect(s.factures.nombre).toBeLessThan(tous.factures.nombre);
    }
    expect((await solde({ ...annee, tva: 999_999 })).factures.nombre).toBe(0);
  });

  it("refuses bad filters with a French message, and a caller without a session", async () => {
    const inverse = await get(`/api/compta/solde?${qs({ debut: "2025-03-31", fin: "2025-03-01" })}`);
    expect(inverse.statusCode).toBe(400);
    expect(inverse.json().message).toBe(MSG_PERIODE_INVERSEE);
    const tri = await get(`/api/compta/factures?${qs({ ...mois, sort: "x" })}`);
    expect(tri.statusCode).toBe(400);
    expect(tri.json().message).toBe(MSG_TRI_INVALIDE);
    const sansDate = await get("/api/compta/export/quadra");
    expect(sansDate.statusCode).toBe(400);
    expect(sansDate.json().message).toBe("La date de début est invalide.");
    expect((await get(`/api/compta/solde?${qs(mois)}`, false)).statusCode).toBe(401);
  });

  it("shows an invoice's client as issued (its copy), a credit note's as it is now", async () => {
    const [doc] = await rows<{ id: number; numero: number; copie: string; avoir: number }>(sql`
      select f.id_bijouterie as id, f.id_fact as numero, f.client as copie,
             (select min(a.id_avoir) from avoir a where a.id_clt = f.id_bijouterie
                and a.date between ${annee.debut} and ${annee.fin}) as avoir
      from facture f where f.date_fact between ${annee.debut} and ${annee.fin}
        and exists (select 1 from avoir a where a.id_clt = f.id_bijouterie
                      and a.date between ${annee.debut} and ${annee.fin})
      order by f.id_fact limit 1`);
    if (!doc) throw new Error("no client with an invoice and a credit note in the demo year");
    const [{ nom } = { nom: "" }] = await rows<{ nom: string }>(
      sql`select nom_agence as nom from client where id = ${doc.id}`,
    );
    await db().execute(sql`update client set nom_agence = 'Nouveau nom SARL' where id = ${doc.id}`);
    try {
      const filtre = { ...annee, client: doc.id, pageSize: 1000 };
      const factures = (await get(`/api/compta/factures?${qs(filtre)}`)).json().rows as Array<{
        canal: string;
        numero: number;
        client: string;
      }>;
      const facture = factures.find((r) => r.canal === "standard" && r.numero === doc.numero);
      expect(facture?.client).toBe(doc.copie);
      const csv = await get(`/api/compta/factures?${qs({ ...filtre, format: "csv" })}`);
      expect(csv.body).toContain(doc.copie);
      expect(csv.body).not.toContain("Nouveau nom SARL");
      const avoirs = (await get(`/api/compta/avoirs?${qs(filtre)}`)).json().rows as Array<{
        numero: number;
        client: string;
      }>;
      expect(avoirs.find((r) => r.numero === doc.avoir)?.client).toBe("Nouveau nom SARL");
    } finally {
      await db().execute(sql`update client set nom_agence = ${nom} where id = ${doc.id}`);
    }
  });
});

/** Signed cents of a Quadra record: + debit, - credit. */
const signeQuadra = (l: string) => Number(l.slice(43, 55)) * (l[41] === "D" ? 1 : -1);

describe("the Quadra export", () => {
  it("writes fixed-length ASCII records, CRLF, that balance and match the list totals", async () => {
    const res = await get(`/api/compta/export/quadra?${qs(annee)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="quadra-VT-${annee.debut.replaceAll("-", "")}-${annee.fin.replaceAll("-", "")}.txt"`,
    );
    const body = res.body;
    expect(body).toMatch(/^[\x20-\x7e\r\n]+$/);
    expect(body.endsWith("\r\n")).toBe(true);
    expect(body.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
    const toutes = body.split("\r\n").slice(0, -1);
    for (const l of toutes) {
      expect(l).toHaveLength(146);
      expect(l.slice(0, 1)).toBe("M");
      expect(["VT000", "BQ000"]).toContain(l.slice(9, 14));
      expect(l.slice(42, 43)).toBe("+");
    }
    expect(toutes.reduce((s, l) => s + signeQuadra(l), 0)).toBe(0);
    // The sales journal: one piece per document, balanced.
    const lignes = toutes.filter((l) => l.slice(9, 11) === "VT");
    const parPiece = new Map<string, number>();
    for (const l of lignes) {
      const piece = l.slice(99, 107).trim();
      parPiece.set(piece, (parPiece.get(piece) ?? 0) + signeQuadra(l));
    }
    expect([...parPiece.values()].every((v) => v === 0)).toBe(true);
    // The numeric piece number: the entry's stored number, one per document (never F12 = AV12).
    const numeros = [...new Set(lignes.map((l) => `${l.slice(74, 79)} ${l.slice(99, 107).trim()}`))];
    expect(numeros).toHaveLength(parPiece.size);
    expect(new Set(numeros.map((n) => n.slice(0, 5))).size).toBe(parPiece.size);

    // Client lines: invoices debit TTC, credit notes credit TTC; sales and port: HT; VAT: VAT.
    const s = await solde(annee);
    const somme = (compte: RegExp, sens: string) =>
      lignes
        .filter((l) => compte.test(l.slice(1, 9)) && l[41] === sens)
        .reduce((x, l) => x + Number(l.slice(43, 55)), 0);
    expect(somme(/^411/, "D")).toBe(cents(s.factures.totalTtc));
    expect(somme(/^411/, "C")).toBe(cents(s.avoirs.totalTtc));
    expect(somme(/^707[0-3]0000$|^70850000$/, "C")).toBe(cents(s.factures.totalHt));
    expect(somme(/^707[0-3]0000$|^70850000$/, "D")).toBe(cents(s.avoirs.totalHt));
    expect(somme(/^4457/, "C")).toBe(cents(s.factures.tva));
    expect(somme(/^4457/, "D")).toBe(cents(s.avoirs.tva));
    // One piece per document, the three series apart.
    expect(parPiece.size).toBe(s.factures.nombre + s.avoirs.nombre);
    const series = new Set([...parPiece.keys()].map((p) => p.replace(/\d+$/, "")));
    expect(series).toEqual(new Set(["F", "FX", "AV"]));
  });

  it("refuses, in French and never with a 500, clients whose id the account cannot hold", async () => {
    const prefixe = "4110000";
    const ids = (
      await rows<{ id: number }>(sql`
        select id from (
          select id_bijouterie as id from facture where date_fact between ${mois.debut} and ${mois.fin}
          union select id_bijouterie from facture_extensia where date_fact between ${mois.debut} and ${mois.fin}
          union select id_clt from avoir where date between ${mois.debut} and ${mois.fin}) x
        where id >= 10 order by id`)
    ).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const avant = t.settings.compteClientPrefixe;
    t.settings.compteClientPrefixe = prefixe;
    try {
      for (const format of ["quadra", "fec"]) {
        const res = await get(`/api/compta/export/${format}?${qs(mois)}`);
        expect([res.statusCode, res.json().message]).toEqual([409, msgClientsSansCompte(ids, prefixe)]);
      }
    } finally {
      t.settings.compteClientPrefixe = avant;
    }
  });

  it("refuses settings the file cannot hold, with a French message", async () => {
    t.settings.journalVentes = "VENTES";
    try {
      const res = await get(`/api/compta/export/quadra?${qs(mois)}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG_REGLAGES_COMPTA_INVALIDES);
    } finally {
      t.settings.journalVentes = "VT";
    }
  });
});

describe("the FEC export", () => {
  it("writes the header, 18 fields, AAAAMMJJ dates, decimal commas, balanced, named by SIREN and end date", async () => {
    const res = await get(`/api/compta/export/fec?${qs(mois)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="123456782FEC${mois.fin.replaceAll("-", "")}.txt"`,
    );
    const lignes = res.body.split("\r\n");
    expect(lignes.pop()).toBe("");
    expect(lignes[0]).toBe(FEC_ENTETE);
    let debit = 0;
    let credit = 0;
    let debitVentes = 0;
    const parEcriture = new Map<string, number>();
    const pieces = new Map<string, string>();
    for (const l of lignes.slice(1)) {
      const f = l.split("|");
      expect(f).toHaveLength(18);
      expect([
        ["VT", "Journal des ventes"],
        ["BQ", "Journal des reglements"],
      ]).toContainEqual(f.slice(0, 2));
      for (const i of [3, 9, 15]) {
        expect(f[i]).toMatch(/^\d{8}$/);
        const iso = `${f[i]!.slice(0, 4)}-${f[i]!.slice(4, 6)}-${f[i]!.slice(6)}`;
        expect(iso >= mois.debut && iso <= mois.fin).toBe(true);
      }
      expect(f[11]).toMatch(/^\d+,\d{2}$/);
      expect(f[12]).toMatch(/^\d+,\d{2}$/);
      const d = cents(f[11]!.replace(",", "."));
      const c = cents(f[12]!.replace(",", "."));
      debit += d;
      credit += c;
      if (f[0] === "VT") debitVentes += d;
      // An entry: its journal and its number there.
      const cle = `${f[0]} ${f[2]}`;
      parEcriture.set(cle, (parEcriture.get(cle) ?? 0) + d - c);
      expect(pieces.get(cle) ?? f[8]).toBe(f[8]);
      pieces.set(cle, f[8]!);
    }
    // EcritureNum: one per entry of its journal, PieceRef: the document, one per sales entry.
    const ventes = [...pieces].filter(([cle]) => cle.startsWith("VT "));
    expect(new Set(ventes.map(([, p]) => p)).size).toBe(ventes.length);
    expect(debit).toBe(credit);
    expect([...parEcriture.values()].every((v) => v === 0)).toBe(true);
    const s = await solde(mois);
    expect(debitVentes).toBe(cents(s.factures.totalTtc) + cents(s.avoirs.totalHt) + cents(s.avoirs.tva));
    expect(ventes.length).toBe(s.factures.nombre + s.avoirs.nombre);
  });

  it("gives the same entries as the Quadra file", async () => {
    const quadra = (await get(`/api/compta/export/quadra?${qs(mois)}`)).body.split("\r\n").slice(0, -1);
    const fec = (await get(`/api/compta/export/fec?${qs(mois)}`)).body.split("\r\n").slice(1, -1);
    expect(fec).toHaveLength(quadra.length);
    fec.forEach((l, i) => {
      const f = l.split("|");
      const q = quadra[i]!;
      expect(f[8]).toBe(q.slice(99, 107).trim());
      expect(f[2]!.padStart(5, "0")).toBe(q.slice(74, 79));
      expect(f[6] === "" ? f[4] : f[6]).toBe(q.slice(1, 9).trim());
      expect(cents(f[q[41] === "D" ? 11 : 12]!.replace(",", "."))).toBe(Number(q.slice(43, 55)));
    });
  });
});

/** EcritureNum by PieceRef of the sales journal in a FEC file. */
const numerosFec = (fec: string) =>
  new Map(
    fec
      .split("\r\n")
      .slice(1, -1)
      .map((l) => l.split("|"))
      .filter((f) => f[0] === "VT")
      .map((f) => [f[8]!, f[2]!] as const),
  );

describe("entry numbers are given once, at issue (issue 25 point 6)", () => {
  it("two exports of a period are identical; a month's entries keep their numbers of the year's file", async () => {
    const un = await get(`/api/compta/export/fec?${qs(mois)}`);
    const deux = await get(`/api/compta/export/fec?${qs(mois)}`);
    expect(deux.body).toBe(un.body);
    const duMois = numerosFec(un.body);
    const deLAnnee = numerosFec((await get(`/api/compta/export/fec?${qs(annee)}`)).body);
    expect(duMois.size).toBeGreaterThan(0);
    for (const [piece, num] of duMois) expect(deLAnnee.get(piece)).toBe(num);
  });

  it("numbers the sales journal 1..N without gap, each document once, stored and unchangeable", async () => {
    const [n] = await rows<{ nb: number; min: number; max: number; docs: number }>(sql`
      select count(*)::int as nb, min(num) as min, max(num) as max,
             ((select count(*) from facture) + (select count(*) from facture_extensia)
              + (select count(*) from avoir))::int as docs
      from ecriture_numero where journal = 'ventes'`);
    expect(n).toEqual({ nb: n!.docs, min: 1, max: n!.docs, docs: n!.docs });
    const e = await db()
      .execute(sql`update ecriture_numero set num = num + 1 where journal = 'ventes' and num = 1`)
      .then(
        () => null,
        (err: Error & { cause?: Error }) => err,
      );
    expect(`${e?.message} ${e?.cause?.message}`).toContain("Un document émis (ecriture_numero)");
  });

  it("gives a document issued now the next number of its journal, whatever period is exported", async () => {
    const [avant] = await rows<{ max: number }>(
      sql`select max(num) as max from ecriture_numero where journal = 'ventes'`,
    );
    const [client] = await rows<{ id: number }>(sql`select id from client order by id limit 1`);
    const [av] = await rows<{ id: number; date: string }>(sql`
      insert into avoir (id_clt, date, description, tot_ht, taux_tva)
      values (${client!.id}, ${mois.debut}, 'Remise de fin de mois', 50, 20)
      returning id_avoir as id, to_char(date, 'YYYY-MM-DD') as date`);
    const seul = numerosFec(
      (await get(`/api/compta/export/fec?${qs({ debut: av!.date, fin: av!.date })}`)).body,
    );
    expect(seul.get(`AV${av!.id}`)).toBe(String(avant!.max + 1));
    const duMois = numerosFec((await get(`/api/compta/export/fec?${qs(mois)}`)).body);
    expect(duMois.get(`AV${av!.id}`)).toBe(String(avant!.max + 1));
  });
});
