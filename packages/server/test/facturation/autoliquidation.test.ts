import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  MENTION_AUTOLIQUIDATION,
  MSG_AUTOLIQUIDATION_SANS_TVA,
  MSG_TVA_OF_INVALIDE,
  type ResultatFacturation,
  STATUT,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erreursXsd, verifierEn16931 } from "../../src/facturation/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { facturationFixtures } from "./fixtures.ts";

/**
 * Reverse charge on gold material (issue 18 point 2), end to end: the rate "Autoliquidation" (0 %, AE)
 * picked on the OF, invoiced through the real Facturer of both channels, one invoice per rate AND
 * category, printed "Autoliquidation" without VAT, its Factur-X XML in category AE (VATEX-EU-AE) valid
 * against the XSD and the EN 16931 rules.
 */

let t: TestApp;
let cookie: string;
let ae: number;
let exonere: number;
let client = { id: 0, nom: "" };
/** The reverse-charge invoice made by the invoicing test, corrected by the credit-note test. */
let factureAe = 0;
const f = facturationFixtures(
  () => t,
  () => cookie,
);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const taux = await f.rows<{ id: number; categorie: string }>(
    sql`select id_tva as id, categorie from tva order by id_tva`,
  );
  ae = taux.find((r) => r.categorie === "AE")!.id;
  exonere = taux.find((r) => r.categorie === "E")!.id;
  const clients = await f.rows<{ id: number; nom: string }>(sql`
    select c.id, c.nom_agence as nom from client c
    where c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif})
      and not exists (select 1 from client e where e.id_parent = c.id)
      and not exists (select 1 from "of" o where o.id_bijouterie = c.id and o.statut = ${STATUT.pretAFacturer})
    order by c.id limit 1`);
  client = clients[0]!;
  await f.rows(
    sql`update client set num_tva = 'FR40303265045' where id in (${client.id}, ${t.settings.clientCanalAlternatif})`,
  );
});
afterAll(() => t.close());

const call = (method: "GET" | "PUT", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

/** The embedded factur-x.xml of a PDF, read by poppler, and the PDF's text. */
function lirePdf(pdf: Buffer): { xml: string; texte: string } {
  const dir = mkdtempSync(join(tmpdir(), "ae-"));
  writeFileSync(join(dir, "f.pdf"), pdf);
  execFileSync("pdfdetach", ["-save", "1", "-o", join(dir, "x.xml"), join(dir, "f.pdf")]);
  const texte = execFileSync("pdftotext", ["-layout", join(dir, "f.pdf"), "-"]).toString();
  return { xml: readFileSync(join(dir, "x.xml"), "utf8"), texte: texte.replace(/[\u202f\u00a0]/g, " ") };
}

/** The Trace OF payload of an OF as GET /api/of/:n gives it, with some fields changed. */
async function trace(n: number, changes: Record<string, unknown>) {
  const o = (await call("GET", `/api/of/${n}`)).json();
  const champs = ["statut", "poids", "idStade", "typTransp", "dim", "prixFact", "prixR", "reaco", "refClt"];
  const drapeaux = ["dateLImp", "tournee", "devis", "facon", "pierresClt", "signe", "grave", "labo"];
  const payload = Object.fromEntries([...champs, ...drapeaux].map((k) => [k, o[k]]));
  return call("PUT", `/api/of/${n}/trace`, {
    ...payload,
    poids: o.poids ?? "3.2",
    remise: o.remise,
    echeance: o.echeance,
    notes: o.notes,
    information: o.information,
    ...changes,
  });
}

describe("the VAT rates list", () => {
  it("has Autoliquidation at 0 % in category AE beside the standard and exempt rates", async () => {
    expect(
      await f.rows(sql`select taux::text as taux, description, categorie from tva order by id_tva`),
    ).toEqual([
      { taux: "20.00", description: "TVA 20%", categorie: "S" },
      { taux: "0.00", description: "Exonéré", categorie: "E" },
      { taux: "0.00", description: "Autoliquidation", categorie: "AE" },
    ]);
    const ref = (await call("GET", "/api/ref/tva")).json() as { id: number; label: string }[];
    expect(ref.map((r) => r.label)).toContain("Autoliquidation");
  });

  it("refuses a category that would carry VAT at 0 % or none above it", async () => {
    await expect(
      f.rows(sql`insert into tva (taux, description, categorie) values (5.5, 'faux', 'AE')`),
    ).rejects.toThrow();
    await expect(
      f.rows(
        sql`update "of" set taux_tva = 20, categorie_tva = 'AE' where num_sachet = (select min(num_sachet) from "of")`,
      ),
    ).rejects.toThrow();
  });
});

describe("the OF's VAT rate (Trace OF)", () => {
  it("keeps Autoliquidation picked on the OF, and the default rate when blanked", async () => {
    const [n] = await f.ofsPrets(1, { idBijouterie: client.id, tauxTva: null, statut: 200 });
    expect((await call("GET", `/api/of/${n}`)).json().idTva).toBeNull();
    const res = await trace(n!, { idTva: ae });
    expect(res.statusCode).toBe(200);
    expect(res.json().idTva).toBe(ae);
    expect(
      await f.rows(
        sql`select taux_tva::text as taux, categorie_tva as cat from "of" where num_sachet = ${n}`,
      ),
    ).toEqual([{ taux: "0.00", cat: "AE" }]);
    expect((await trace(n!, { idTva: exonere })).json().idTva).toBe(exonere);
    expect((await trace(n!, { idTva: "" })).json().idTva).toBeNull();
  });

  it("refuses a rate that is not in the list, in French, field by field", async () => {
    const [n] = await f.ofsPrets(1, { idBijouterie: client.id, statut: 200 });
    const res = await trace(n!, { idTva: 999999 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: MSG_TVA_OF_INVALIDE,
      fieldErrors: { idTva: MSG_TVA_OF_INVALIDE },
    });
    expect((await trace(n!, { idTva: "vingt" })).statusCode).toBe(400);
  });
});

describe("invoicing under Autoliquidation", () => {
  it("makes one invoice per rate and category, prints Autoliquidation without VAT, AE in the XML", async () => {
    const [standard] = await f.ofsPrets(1, { idBijouterie: client.id, prixFact: "300.00" });
    const [exo] = await f.ofsPrets(1, { idBijouterie: client.id, tauxTva: "0.00", prixFact: "50.00" });
    const ors = await f.ofsPrets(2, { idBijouterie: client.id, tauxTva: "0.00", prixFact: "1250.00" });
    await trace(ors[1]!, { idTva: ae, prixFact: "980,40", statut: STATUT.pretAFacturer });
    await f.rows(sql`update "of" set categorie_tva = 'AE' where num_sachet = ${ors[0]}`);

    const res = await f.facturer([standard!, exo!, ...ors], "23");
    expect(res.statusCode).toBe(201);
    const { numeros } = res.json() as ResultatFacturation;
    expect(numeros).toHaveLength(3);
    const factures = await f.rows<{
      id: number;
      taux: string;
      cat: string;
      port: string;
      lignes: string;
    }>(sql`
      select fa.id_fact as id, fa.taux_tva::text as taux, fa.categorie_tva as cat, fa.port::text as port,
             string_agg(cf.categorie_tva || ':' || cf.totht::text, ',' order by cf.totht desc) as lignes
      from facture fa join constituant_fact cf on cf.fact = fa.id_fact
      where fa.id_fact in ${sql.raw(`(${numeros.join(",")})`)} group by fa.id_fact order by fa.id_fact`);
    expect(factures.map((x) => [x.taux, x.cat, x.port, x.lignes])).toEqual([
      ["20.00", "S", "23.00", "S:300.00"],
      ["0.00", "E", "0.00", "E:50.00"],
      ["0.00", "AE", "0.00", "AE:1250.00,AE:980.40"],
    ]);

    const id = factures[2]!.id;
    factureAe = id;
    const pdf = await f.get(`/api/facturation/factures/pdf?ids=${id}&canal=standard`);
    expect(pdf.statusCode).toBe(200);
    const { xml, texte } = lirePdf(pdf.rawPayload);
    expect(texte).toMatch(/Autoliquidation\s+0,00 €/);
    expect(texte).toMatch(/Total TTC\s+2 230,40 €/);
    expect(texte).toContain(MENTION_AUTOLIQUIDATION);
    expect(erreursXsd(xml)).toBeNull();
    expect(verifierEn16931(xml)).toEqual([]);
    expect(xml).toContain("<ram:CategoryCode>AE</ram:CategoryCode>");
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>");
    expect(xml).toContain("<ram:ExemptionReason>Autoliquidation</ram:ExemptionReason>");
    expect(xml).not.toMatch(/<ram:CategoryCode>S</);
    expect(xml).toContain('<ram:TaxTotalAmount currencyID="EUR">0.00</ram:TaxTotalAmount>');
    expect(xml).toContain("<ram:GrandTotalAmount>2230.40</ram:GrandTotalAmount>");

    // The exempt invoice stays E, with its own reason.
    const exoXml = (await f.get(`/api/facturation/factures/xml?id=${factures[1]!.id}&canal=standard`)).body;
    expect(exoXml).toContain("<ram:ExemptionReasonCode>VATEX-EU-132</ram:ExemptionReasonCode>");
    expect(verifierEn16931(exoXml)).toEqual([]);
  });

  it("a credit note on that invoice is reverse charge too: AE in its XML, Autoliquidation on its PDF", async () => {
    const cree = await t.app.inject({
      method: "POST",
      url: "/api/facturation/avoirs",
      headers: { cookie, "idempotency-key": randomUUID() },
      payload: {
        idClt: client.id,
        description: "Retour de 2 g d'or fin",
        totHt: "120,50",
        idFact: factureAe,
      },
    });
    expect(cree.statusCode).toBe(201);
    const pdf = await f.get(`/api/facturation/avoirs/pdf?ids=${cree.json().idAvoir}`);
    const { xml, texte } = lirePdf(pdf.rawPayload);
    expect(erreursXsd(xml)).toBeNull();
    expect(verifierEn16931(xml)).toEqual([]);
    expect(xml).toContain("<ram:TypeCode>381</ram:TypeCode>");
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>");
    expect(texte).toMatch(/Autoliquidation\s+0,00 €/);
    expect(texte).toMatch(/Total TTC\s+120,50 €/);
    expect(texte).toContain(MENTION_AUTOLIQUIDATION);
  });

  it("on the alternate channel too (EXTENSIA series, its client, AE)", async () => {
    const ors = await f.ofsPrets(1, {
      idBijouterie: client.id,
      nomLigne: t.settings.nomLigneCanalAlternatif,
      tauxTva: "0.00",
      categorieTva: "AE",
      prixFact: "1000.00",
      prixR: "800.00",
    });
    const res = await f.facturer(ors, "0");
    expect(res.statusCode).toBe(201);
    const { canal, numeros } = res.json() as ResultatFacturation;
    expect(canal).toBe("alternatif");
    expect(
      await f.rows(sql`select fa.categorie_tva as f, cf.categorie_tva as l from facture_extensia fa
        join constituant_fact_extensia cf on cf.fact = fa.id_fact where fa.id_fact = ${numeros[0]}`),
    ).toEqual([{ f: "AE", l: "AE" }]);
    const xml = (await f.get(`/api/facturation/factures/xml?id=${numeros[0]}&canal=alternatif`)).body;
    expect(erreursXsd(xml)).toBeNull();
    expect(verifierEn16931(xml)).toEqual([]);
    expect(xml).toContain("<ram:ExemptionReasonCode>VATEX-EU-AE</ram:ExemptionReasonCode>");
    // 1000 - 90 % of (1000 - 800) = 820, no VAT.
    expect(xml).toContain("<ram:GrandTotalAmount>820.00</ram:GrandTotalAmount>");
  });

  it("refuses a reverse charge to a client without a VAT number, leaving nothing behind", async () => {
    const [autre] = await f.rows<{ id: number }>(sql`
      select c.id from client c
      where c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif}, ${client.id})
        and not exists (select 1 from client e where e.id_parent = c.id)
      order by c.id limit 1`);
    await f.rows(sql`update client set num_tva = '' where id = ${autre!.id}`);
    const ors = await f.ofsPrets(1, { idBijouterie: autre!.id, tauxTva: "0.00", categorieTva: "AE" });
    const avant = await f.serie("facture");
    const res = await f.facturer(ors, "0");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_AUTOLIQUIDATION_SANS_TVA);
    expect(await f.serie("facture")).toEqual(avant);
    expect(await f.rows(sql`select statut from "of" where num_sachet = ${ors[0]}`)).toEqual([
      { statut: STATUT.pretAFacturer },
    ]);
  });
});
