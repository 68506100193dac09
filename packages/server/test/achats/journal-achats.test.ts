import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enregistrerFlux } from "../../src/achats/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { echantillon } from "./echantillons.ts";

/**
 * Issue 30 point 4 (end): approved supplier invoices feed the purchases journal AC of the FEC and the
 * Quadra file, numbered once at approval; the approved purchases per supplier and month; the list's
 * SIREN filter. The fake platform's three invoices: the refiner's (6 250,00 + 1 250,00 = 7 500,00),
 * the stone supplier's (4 940,00 + 988,00 = 5 928,00), the polishing service (450,00 + 90,00 = 540,00).
 */
let t: TestApp;
let cookie: string;
let affineur: number;
let jour: string;
const ids: Record<string, number> = {};

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const decider = (id: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: `/api/achats/factures/${id}/decision`,
    headers: { cookie, "idempotency-key": randomUUID() },
    payload,
  });
const numero = async (id: number) =>
  (
    await rows<{ journal: string; num: number }>(
      sql`select journal, num from ecriture_numero where source = 'facture_fournisseur' and id_source = ${id}`,
    )
  )[0];

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  const [f] = await rows<{ id: number }>(sql`
    insert into fournisseur (raison_soc, type_four) values ('AFFINERIE DU NORD SAS', 998) returning four_id as id`);
  affineur = f!.id;
  for (const [nom, fichier] of [
    ["afn", "affinerie-fil-750.pdf"],
    ["dlp", "pierres-confie-c2611.xml"],
    ["ps", "service-maintenance.xml"],
  ] as const) {
    ids[nom] = (await withTx(t.database.db, null, (tx) =>
      enregistrerFlux(tx, { flowId: `journal-${nom}`, nom: fichier, fichier: echantillon(fichier) }),
    ))!;
  }
  const [j] = await rows<{ jour: string }>(
    sql`select to_char((now() at time zone 'Europe/Paris')::date, 'YYYYMMDD') as jour`,
  );
  jour = j!.jour;
});
afterAll(() => t.close());

describe("numbering in the journal 'achats' (migrations 0039 and 0043)", () => {
  it("numbers an invoice once, when it is approved (205) or partly approved (206); a dispute does not", async () => {
    expect(
      (await decider(ids.dlp!, { decision: "approuvee_partiellement", motif: "QTE_ERR" })).statusCode,
    ).toBe(200);
    expect(
      (await decider(ids.ps!, { decision: "en_litige", motif: "PU_ERR", commentaire: "Tarif horaire 70 €" }))
        .statusCode,
    ).toBe(200);
    expect(await numero(ids.dlp!)).toEqual({ journal: "achats", num: 1 });
    expect(await numero(ids.ps!)).toBeUndefined();
    expect((await decider(ids.afn!, { decision: "approuvee" })).statusCode).toBe(200);
    expect((await decider(ids.ps!, { decision: "approuvee" })).statusCode).toBe(200);
    expect(await numero(ids.afn!)).toEqual({ journal: "achats", num: 2 });
    expect(await numero(ids.ps!)).toEqual({ journal: "achats", num: 3 });
    expect((await get(`/api/achats/factures/${ids.afn}`)).json().numEcriture).toBe(2);
    expect((await get(`/api/achats/factures/${ids.dlp}`)).json().numEcriture).toBe(1);
  });
});

describe("the purchases journal AC in the exports", () => {
  it("books the partly approved stones at the invoice's amounts, the refiner's metal to 60110000 on its own account 401, the service to 60400000 on 40100000", async () => {
    const res = await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31");
    expect(res.statusCode).toBe(200);
    const lignes = res.body.split("\r\n").slice(1, -1);
    const cpt = `401${String(affineur).padStart(5, "0")}`;
    const afn = `|FF${ids.afn}|20261120|Facture AFN-2026-0457 AFFINERIE DU NORD SAS|`;
    const ps = `|FF${ids.ps}|20261121|Facture MNT-2026-112 Polissage Service|`;
    const dlp = `|FF${ids.dlp}|20261120|Facture DLP-88213 Diamants de la Paix|`;
    expect(lignes).toEqual([
      `AC|Journal des achats|1|${jour}|40100000|Fournisseurs||${dlp}0,00|5928,00|||${jour}||`,
      `AC|Journal des achats|1|${jour}|60120000|Achats pierres||${dlp}4940,00|0,00|||${jour}||`,
      `AC|Journal des achats|1|${jour}|44566000|TVA deductible sur ABS||${dlp}988,00|0,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|40100000|Fournisseurs|${cpt}|AFFINERIE DU NORD SAS${afn}0,00|7500,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|60110000|Achats metaux precieux||${afn}6250,00|0,00|||${jour}||`,
      `AC|Journal des achats|2|${jour}|44566000|TVA deductible sur ABS||${afn}1250,00|0,00|||${jour}||`,
      `AC|Journal des achats|3|${jour}|40100000|Fournisseurs||${ps}0,00|540,00|||${jour}||`,
      `AC|Journal des achats|3|${jour}|60400000|Achats prestations de services||${ps}450,00|0,00|||${jour}||`,
      `AC|Journal des achats|3|${jour}|44566000|TVA deductible sur ABS||${ps}90,00|0,00|||${jour}||`,
    ]);
    // Read as cents, exactly: 5 928,00 + 7 500,00 + 540,00 = 13 968,00 on each side.
    const cents = (l: string, col: number) => Number(l.split("|")[col]!.replace(",", ""));
    const debit = lignes.reduce((s, l) => s + cents(l, 11), 0);
    const credit = lignes.reduce((s, l) => s + cents(l, 12), 0);
    expect([debit, credit]).toEqual([1396800, 1396800]);
  });

  it("writes the same entries in the Quadra file, journal AC", async () => {
    const res = await get("/api/compta/export/quadra?debut=2026-01-01&fin=2099-12-31");
    expect(res.statusCode).toBe(200);
    const records = res.body.split("\r\n").slice(0, -1);
    expect(records.map((r) => [r.slice(1, 9), r.slice(9, 11), r.slice(41, 42), r.slice(42, 55)])).toEqual([
      ["40100000", "AC", "C", "+000000592800"],
      ["60120000", "AC", "D", "+000000494000"],
      ["44566000", "AC", "D", "+000000098800"],
      [`401${String(affineur).padStart(5, "0")}`, "AC", "C", "+000000750000"],
      ["60110000", "AC", "D", "+000000625000"],
      ["44566000", "AC", "D", "+000000125000"],
      ["40100000", "AC", "C", "+000000054000"],
      ["60400000", "AC", "D", "+000000045000"],
      ["44566000", "AC", "D", "+000000009000"],
    ]);
  });

  it("takes its accounts from the settings, and refuses in French a journal code the sales already use", async () => {
    const avant = { ...t.settings };
    try {
      t.settings.compteAchatsMetal = "60150000";
      expect((await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31")).body).toContain(
        "|60150000|Achats metaux precieux|",
      );
      t.settings.journalAchats = "VT";
      const res = await get("/api/compta/export/fec?debut=2026-01-01&fin=2099-12-31");
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(
        "Les réglages de l'export comptable sont invalides (journaux de 2 caractères, comptes de 8 caractères au plus, comptes de TVA par taux « 20=44571200;10=44571100 », SIREN de 9 chiffres) : vérifiez les réglages.",
      );
    } finally {
      Object.assign(t.settings, avant);
    }
  });

  it("a period before the approvals has no purchases entry", async () => {
    const res = await get("/api/compta/export/fec?debut=2026-01-01&fin=2026-01-31");
    expect(res.body.split("\r\n").slice(1, -1)).toEqual([]);
  });
});

describe("approved purchases per supplier and month", () => {
  it("sums the approved and partly approved invoices of November 2026 per supplier, as the journal books them", async () => {
    const res = await get(
      "/api/achats/par_fournisseur_mois?debut=2026-11-01&fin=2026-11-30&sort=ht&dir=desc",
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: 3,
      rows: [
        {
          id: `2026-11|four:${affineur}`,
          mois: "11/2026",
          fournisseur: "AFFINERIE DU NORD SAS",
          siren: "552100554",
          nombre: 1,
          ht: "6250.00",
          tva: "1250.00",
          ttc: "7500.00",
        },
        {
          // Partly approved (206): at the invoice's amounts, as in the journal (4 940,00 + 988,00 = 5 928,00).
          id: "2026-11|siren:732829320",
          mois: "11/2026",
          fournisseur: "Diamants de la Paix",
          siren: "732829320",
          nombre: 1,
          ht: "4940.00",
          tva: "988.00",
          ttc: "5928.00",
        },
        {
          id: "2026-11|siren:351234567",
          mois: "11/2026",
          fournisseur: "Polissage Service",
          siren: "351234567",
          nombre: 1,
          ht: "450.00",
          tva: "90.00",
          ttc: "540.00",
        },
      ],
    });
  });

  it("gives the CSV of the same columns", async () => {
    const res = await get(
      "/api/achats/par_fournisseur_mois?debut=2026-11-01&fin=2026-11-30&format=csv&sort=ht",
    );
    const [entete, premiere] = res.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(entete).toBe("Mois;Fournisseur;SIREN;Factures;HT;TVA;TTC");
    expect(premiere).toBe("11/2026;Polissage Service;351234567;1;450,00;90,00;540,00");
  });

  it("refuses an inverted period in French", async () => {
    const res = await get("/api/achats/par_fournisseur_mois?debut=2026-12-01&fin=2026-11-30");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("La date de début doit précéder la date de fin.");
  });
});

describe("the list's SIREN filter", () => {
  it.each([
    ["552100554", ["afn"]],
    ["732 829 320", ["dlp"]],
    ["111111111", []],
  ])("siren=%s", async (siren, attendus) => {
    const r = await get(`/api/achats/factures?siren=${encodeURIComponent(siren)}&sort=numero`);
    expect(r.statusCode).toBe(200);
    expect(r.json().rows.map((l: { id: number }) => l.id)).toEqual(attendus.map((n) => ids[n]));
  });

  it("refuses a SIREN that is not nine digits, in French", async () => {
    const r = await get("/api/achats/factures?siren=55210");
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain("Le SIREN du fournisseur a 9 chiffres.");
  });
});
