import { type ColonnesListe, dec, FEC_ENTETE, type SourceJournal } from "@ecrin/domain";
import { afterAll, describe, expect, it } from "vitest";
import { BusinessError } from "../../src/http/errors.ts";
import { PoolDocuments } from "../../src/pdf/index.ts";

/**
 * Issue 29.3: the FEC, the Quadra file and every list's CSV are written in the documents' worker pool,
 * like the PDFs (pool.test.ts): the same text as on the request thread, and the same French 503 past the
 * budget (the FEC and Quadra services: test/compta/export-pool.test.ts). No duration is asserted.
 */

const pools: PoolDocuments[] = [];
const pool = (o: ConstructorParameters<typeof PoolDocuments>[0]) => {
  const p = new PoolDocuments(o);
  pools.push(p);
  return p;
};

afterAll(() => Promise.all(pools.map((p) => p.close())));

async function refus(p: Promise<unknown>) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(BusinessError);
  const b = e as BusinessError;
  return { status: b.status, code: b.code, message: b.message };
}

const TROP_LOURD = {
  status: 503,
  code: "DOCUMENT_TROP_LOURD",
  message:
    "Ce document est trop long à produire : réduisez la période ou le nombre de lignes, puis réessayez.",
};

/**
 * The sales journal's rows of one invoice, as the request thread reads them (issue 29.1 B: the worker
 * builds the entry): 100,00 HT at 20 %, no port -> VAT 100,00 x 0,20 = 20,00, TTC 120,00; the client
 * debited 120,00, sales credited 100,00 and VAT 20,00.
 */
const VENTES: SourceJournal = {
  journal: "ventes",
  comptes: {
    journal: "VT",
    comptesVentes: { S: "70100000", Z: "70110000", E: "70120000", AE: "70130000" },
    comptePort: "70850000",
    compteTva: "44571000",
    comptesTvaParTaux: new Map([["20.00", "44571200"]]),
    prefixeClient: "411",
  },
  documents: [
    {
      nature: "facture",
      canal: "standard",
      numero: 10001,
      idClient: 42,
      client: "Atelier Test & Fils",
      date: "2031-01-15",
      echeance: null,
      numEcriture: 7,
      categorieTva: "S",
      lignes: "100.00",
      port: "0.00",
      tauxTva: "20.00",
    },
  ],
};

interface Ligne {
  designation: string;
  poids: number;
  montant: unknown;
  jour: Date | null;
  regle: boolean;
}

const COLONNES: ColonnesListe<Ligne> = [
  { key: "designation", label: "Désignation", kind: "text" },
  { key: "poids", label: "Poids (g)", kind: "weight", unit: "g", storedIn: "mg" },
  { key: "montant", label: "Montant (€)", kind: "money" },
  { key: "montant", label: "Montant brut", kind: "decimal" },
  { key: "jour", label: "Date", kind: "date" },
  { key: "regle", label: "Réglé", kind: "yesNo" },
];

const LIGNES: Ligne[] = [
  {
    designation: "Bague; or jaune",
    poids: 12345,
    montant: "1234.5",
    jour: new Date(2031, 0, 15),
    regle: true,
  },
  // A Decimal crosses to the worker as its digits: 0.10 is 0.1 (decimal.js keeps no trailing zero).
  { designation: "=SOMME(A1:A9)", poids: 500, montant: dec("0.10"), jour: null, regle: false },
];

describe("the exports' text in the documents' pool", () => {
  it("builds the entry of a journal's rows and writes its FEC lines as the domain does", async () => {
    const fec = await pool({ threads: 1 }).fec([VENTES]);
    expect(fec.split("\r\n")).toEqual([
      FEC_ENTETE,
      "VT|Journal des ventes|7|20310115|41100000|Clients|41100042|Atelier Test & Fils|F10001|20310115|Facture F10001 Atelier Test & Fils|120,00|0,00|||20310115||",
      "VT|Journal des ventes|7|20310115|70100000|Ventes|||F10001|20310115|Facture F10001 Atelier Test & Fils|0,00|100,00|||20310115||",
      "VT|Journal des ventes|7|20310115|44571200|TVA collectee|||F10001|20310115|Facture F10001 Atelier Test & Fils|0,00|20,00|||20310115||",
      "",
    ]);
  }, 120_000);

  it("writes a list's CSV with its units, labels, decimals and formula neutralisation", async () => {
    const csv = await pool({ threads: 1 }).csv(COLONNES, LIGNES);
    expect(csv).toBe(
      "\ufeffDésignation;Poids (g);Montant (€);Montant brut;Date;Réglé\r\n" +
        '"Bague; or jaune";12,345;1234,50;1234,5;15/01/2031;Oui\r\n' +
        "'=SOMME(A1:A9);0,500;0,10;0,1;;Non\r\n",
    );
  }, 120_000);

  it("refuses a CSV past the budget, in French", async () => {
    expect(await refus(pool({ threads: 1, budgetMs: 1 }).csv(COLONNES, LIGNES))).toEqual(TROP_LOURD);
  }, 120_000);
});
