import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erreursXsd, verifierBrFr, verifierEn16931 } from "../../src/facturation/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * Issue 25 points 10 and 11 on the demo's own documents: each invoice and credit note has one
 * identifier on every channel (XML, PDF, FEC, list CSV), and its Factur-X passes the XSD, the EN 16931
 * rules and the French BR-FR rules with 0 errors (billing mode, electronic addresses, cited invoices).
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
}, 600_000);
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

function dossier(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "m26-"));
  writeFileSync(join(dir, "f.pdf"), pdf);
  return dir;
}
/** The embedded factur-x.xml (poppler) and the printed text (pdftotext) of a PDF. */
function lire(pdf: Buffer): { xml: string; texte: string } {
  const dir = dossier(pdf);
  execFileSync("pdfdetach", ["-save", "1", "-o", join(dir, "x.xml"), join(dir, "f.pdf")]);
  const texte = execFileSync("pdftotext", ["-layout", join(dir, "f.pdf"), "-"]).toString();
  return { xml: readFileSync(join(dir, "x.xml"), "utf8"), texte };
}
const conforme = (xml: string) => {
  expect(erreursXsd(xml)).toBeNull();
  expect(verifierEn16931(xml)).toEqual([]);
  expect(verifierBrFr(xml)).toEqual([]);
};
const mois = (iso: string) => {
  const [a, m] = iso.split("-").map(Number) as [number, number];
  const fin = new Date(Date.UTC(a, m, 0)).toISOString().slice(0, 10);
  return `debut=${iso.slice(0, 8)}01&fin=${fin}`;
};
/** The FEC's PieceRef column (found by its header) of a month. */
async function piecesFec(date: string): Promise<string[]> {
  const res = await get(`/api/compta/export/fec?${mois(date)}`);
  expect(res.statusCode).toBe(200);
  const [entete = "", ...lignes] = res.body.split("\r\n");
  const col = entete.split("|").indexOf("PieceRef");
  expect(col).toBeGreaterThan(-1);
  return lignes.map((l) => l.split("|")[col] ?? "");
}

describe("the demo's documents under the French rules", () => {
  it.each([
    ["standard", "facture", "F"],
    ["alternatif", "facture_extensia", "FX"],
  ] as const)(
    "a %s invoice: one identifier (%s…) in XML, PDF and FEC; 0 BR-FR error",
    async (canal, table, prefixe) => {
      const [f] = await rows<{ id: number; date: string }>(
        sql`select id_fact as id, to_char(date_fact, 'YYYY-MM-DD') as date from ${sql.identifier(table)}
          order by id_fact desc limit 1`,
      );
      const id = `${prefixe}${f!.id}`;
      const pdf = await get(`/api/facturation/factures/pdf?ids=${f!.id}&canal=${canal}`);
      expect(pdf.statusCode).toBe(200);
      const { xml, texte } = lire(pdf.rawPayload);
      conforme(xml);
      expect(xml).toContain(`<ram:ID>${id}</ram:ID>`);
      expect(texte).toContain(`N° ${id}`);
      expect(await piecesFec(f!.date)).toContain(id);
      // The 2026 mentions: goods (B1), both parties addressed by their SIREN, the category printed.
      expect(xml).toContain("<ram:BusinessProcessSpecifiedDocumentContextParameter><ram:ID>B1</ram:ID>");
      expect(xml).toMatch(/<ram:SellerTradeParty>.*<ram:URIID schemeID="0225">123456782<\/ram:URIID>/s);
      expect(xml).toMatch(/<ram:BuyerTradeParty>.*<ram:URIID schemeID="0225">\d{9}<\/ram:URIID>/s);
      expect(texte).toContain("Catégorie de l'opération : livraison de biens");
    },
    300_000,
  );

  it("an invoice whose pieces went to the invoiced client prints no delivery address", async () => {
    const [f] = await rows<{ id: number }>(
      sql`select id_fact as id from facture_extensia order by id_fact desc limit 1`,
    );
    const { xml, texte } = lire(
      (await get(`/api/facturation/factures/pdf?ids=${f!.id}&canal=alternatif`)).rawPayload,
    );
    conforme(xml);
    expect(xml).not.toContain("<ram:ShipToTradeParty>");
    expect(texte).not.toContain("Livré à");
  }, 300_000);

  it("every demo credit note cites its invoices; a year-end rebate cites each one, with its SIREN printed", async () => {
    const [sans] = await rows<{ n: number }>(sql`
      select count(*)::int as n from avoir a where not exists (select 1 from avoir_facture af where af.id_avoir = a.id_avoir)`);
    expect(sans!.n).toBe(0);
    const [rfa] = await rows<{ id: number; date: string; n: number; siren: string; tva: string }>(sql`
      select a.id_avoir as id, to_char(a.date, 'YYYY-MM-DD') as date, count(*)::int as n, c.siren, c.num_tva as tva
      from avoir a join avoir_facture af on af.id_avoir = a.id_avoir join client c on c.id = a.id_clt
      where a.ref like 'RFA %' group by a.id_avoir, c.siren, c.num_tva having count(*) > 1
      order by a.id_avoir desc limit 1`);
    const pdf = await get(`/api/facturation/avoirs/pdf?ids=${rfa!.id}`);
    const { xml, texte } = lire(pdf.rawPayload);
    conforme(xml);
    expect(xml).toContain(`<ram:ID>AV${rfa!.id}</ram:ID>`);
    expect(xml.match(/<ram:InvoiceReferencedDocument>/g)).toHaveLength(rfa!.n);
    const plat = texte.replace(/\s+/g, " ");
    expect(plat).toContain(`AVOIR N° AV${rfa!.id}`);
    expect(plat).toContain("Avoir sur factures n° F");
    expect(plat).toContain(`SIREN : ${rfa!.siren}`);
    expect(plat).toContain(`N° TVA intracommunautaire : ${rfa!.tva}`);
    expect(await piecesFec(rfa!.date)).toContain(`AV${rfa!.id}`);
    const liste = await get(
      `/api/facturation/avoirs?format=csv&du=${rfa!.date}&au=${rfa!.date}&pageSize=500`,
    );
    expect(liste.statusCode).toBe(200);
    expect(liste.body).toContain(`AV${rfa!.id};`);
  }, 300_000);

  it("a credit note without a cited invoice breaks BR-FR-CO-05 (the checker sees it)", async () => {
    const [a] = await rows<{ id: number }>(
      sql`select id_avoir as id from avoir order by id_avoir desc limit 1`,
    );
    const xml = (await get(`/api/facturation/avoirs/${a!.id}/xml`)).body.replace(
      /<ram:InvoiceReferencedDocument>.*?<\/ram:InvoiceReferencedDocument>/gs,
      "",
    );
    expect(verifierBrFr(xml).map((v) => v.regle)).toEqual(["BR-FR-CO-05"]);
  }, 300_000);
});
