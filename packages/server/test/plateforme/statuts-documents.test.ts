import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakePlateforme, SIREN_NON_JOIGNABLE } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { verifierBrFr } from "../../src/facturation/index.ts";
import { synchroniserPlateforme } from "../../src/plateforme/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { outillagePlateforme, SIREN_RECOIT } from "./outillage.ts";

/**
 * Issue 30 points 2–3: the Directory's address (BT-49) in the Factur-X sent, and each sent document's
 * lifecycle status where the office looks at its documents: /compta's lists (column, CSV, filter,
 * refused/disputed/rejected first) and Tracer's invoice link.
 */
process.env.ECRIN_PLATEFORME_BACKOFF_MS = "5";
const pa = new FakePlateforme();
let t: TestApp;
let cookie: string;
const o = outillagePlateforme(
  () => t,
  () => cookie,
  pa,
);
const jour = new Date().toISOString().slice(0, 10);
const periode = `debut=${jour}&fin=${jour}`;

/** The factur-x.xml embedded in a deposited PDF (poppler's pdfdetach). */
function xmlDuPdf(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "bt49-"));
  writeFileSync(join(dir, "f.pdf"), pdf);
  execFileSync("pdfdetach", ["-save", "1", "-o", join(dir, "x.xml"), join(dir, "f.pdf")]);
  return readFileSync(join(dir, "x.xml"), "utf8");
}

interface LigneCompta {
  numero: number;
  canal: string;
  idClient: number;
  statut: number | null;
  statutLe: string | null;
  motif: string | null;
  envoi: string | null;
}

let refusee: number;
let rejetee: number;
let litige: number;
let approuvee: number;
let injoignable: number;
/** Disputed, then settled and cashed: its latest status (212) is not to handle. */
let corrigee: number;

beforeAll(async () => {
  await pa.demarrer();
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  o.connecter();
  pa.adresses.set(SIREN_RECOIT, "552100554_FACTURES");
  refusee = await o.facturerClient(SIREN_RECOIT);
  rejetee = await o.facturerClient(SIREN_RECOIT);
  litige = await o.facturerClient(SIREN_RECOIT);
  approuvee = await o.facturerClient(SIREN_RECOIT);
  injoignable = await o.facturerClient(SIREN_NON_JOIGNABLE);
  corrigee = await o.facturerClient(SIREN_RECOIT);
  pa.parcours.set(String(refusee), [
    { code: 202 },
    { code: 210, motif: "TX_TVA_ERR", commentaire: "Taux faux" },
  ]);
  pa.parcours.set(String(rejetee), [{ code: 213, motif: "REJ_SEMAN", commentaire: "BR-FR-10" }]);
  pa.parcours.set(String(litige), [{ code: 202 }, { code: 207, motif: "QTE_ERR" }]);
  pa.parcours.set(String(corrigee), [{ code: 202 }, { code: 207, motif: "QTE_ERR" }, { code: 212 }]);
  await synchroniserPlateforme(o.ctx());
  for (let i = 0; i < 7; i++) await pa.avancer();
  await synchroniserPlateforme(o.ctx());
});
afterAll(async () => {
  await t.close();
  await pa.arreter();
});

describe("BT-49 from the Directory (30.2)", () => {
  it("writes the buyer's address as the Directory gives it into the Factur-X deposited", async () => {
    const [flux] = pa.deposes(String(approuvee));
    const xml = xmlDuPdf(flux?.fichier as Buffer);
    const acheteur = /<ram:BuyerTradeParty>[\s\S]*?<\/ram:BuyerTradeParty>/.exec(xml)?.[0] ?? "";
    expect(acheteur).toContain(
      '<ram:URIUniversalCommunication><ram:URIID schemeID="0225">552100554_FACTURES</ram:URIID></ram:URIUniversalCommunication>',
    );
    // Still a SIREN-based address (BR-FR-21/23), as a real platform checks.
    expect(verifierBrFr(xml)).toEqual([]);
    expect(await o.envoi(String(approuvee))).toMatchObject({ adresse_electronique: "552100554_FACTURES" });
  });

  it("a buyer that cannot receive yet is sent nothing and shown so on /compta", async () => {
    expect(pa.deposes(String(injoignable))).toHaveLength(0);
    const r = (await o.get(`/api/compta/factures?${periode}&statut=a_traiter&pageSize=100`)).json();
    const l = (r.rows as LigneCompta[]).find((x) => x.numero === injoignable);
    expect(l).toMatchObject({ statut: null, envoi: "non_joignable" });
  });
});

describe("each invoice's lifecycle on /compta (30.3)", () => {
  it("gives every invoice its last status, date and reason", async () => {
    const r = (await o.get(`/api/compta/factures?${periode}&pageSize=100`)).json();
    const de = (n: number) => (r.rows as LigneCompta[]).find((x) => x.numero === n && x.canal === "standard");
    expect(de(refusee)).toMatchObject({ statut: 210, motif: "TX_TVA_ERR : Taux faux", envoi: "acquitte" });
    expect(de(rejetee)).toMatchObject({ statut: 213, motif: "REJ_SEMAN : BR-FR-10" });
    expect(de(litige)).toMatchObject({ statut: 207, motif: "QTE_ERR" });
    expect(de(approuvee)).toMatchObject({ statut: 205, motif: null, envoi: "acquitte" });
    expect(de(approuvee)?.statutLe).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("sorts refused, disputed, rejected first", async () => {
    const r = (await o.get(`/api/compta/factures?${periode}&sort=statut&dir=asc&pageSize=100`)).json();
    const codes = (r.rows as LigneCompta[]).map((x) => x.statut);
    expect(codes.slice(0, 3)).toEqual([210, 207, 213]);
    expect(codes.at(-1)).toBeNull();
  });

  it.each([
    ["210", () => [refusee]],
    ["207", () => [litige]],
    ["213", () => [rejetee]],
    ["a_traiter", () => [refusee, rejetee, litige, injoignable]],
  ] as const)("filters on %s, the count following", async (statut, attendus) => {
    const r = (await o.get(`/api/compta/factures?${periode}&statut=${statut}&pageSize=100`)).json();
    const numeros = (r.rows as LigneCompta[]).map((x) => x.numero).sort((a, b) => a - b);
    expect(numeros).toEqual([...attendus()].sort((a, b) => a - b));
    expect(r.total).toBe(attendus().length);
  });

  it("keeps to handle by the latest status only: a dispute cashed since is not (issue 29.1, migration 0048)", async () => {
    const tous = (await o.get(`/api/compta/factures?${periode}&pageSize=100`)).json();
    const l = (tous.rows as LigneCompta[]).find((x) => x.numero === corrigee && x.canal === "standard");
    expect(l).toMatchObject({ statut: 212, motif: null, envoi: "acquitte" });
    const r = (await o.get(`/api/compta/factures?${periode}&statut=a_traiter&pageSize=100`)).json();
    expect((r.rows as LigneCompta[]).map((x) => x.numero)).not.toContain(corrigee);
  });

  it("refuses an unknown status filter in French", async () => {
    const r = await o.get(`/api/compta/factures?${periode}&statut=299`);
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain("Statut de plateforme inconnu.");
  });

  it("exports the same columns to CSV", async () => {
    const r = await o.get(`/api/compta/factures?${periode}&statut=210&format=csv`);
    const [entete, ligne] = r.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(entete).toContain("Statut plateforme;Statut le;Motif plateforme;Envoi plateforme");
    expect(ligne).toContain(";210 Refusée;");
    expect(ligne).toContain(";TX_TVA_ERR : Taux faux;Acquittée par la plateforme");
  });

  it("lists the credit notes with their platform state", async () => {
    const r = await o.get(`/api/compta/avoirs?${periode}&statut=aucun&pageSize=5`);
    expect(r.statusCode).toBe(200);
    const csv = await o.get(`/api/compta/avoirs?${periode}&format=csv`);
    expect(csv.body.split(/\r?\n/)[0]).toContain(
      "Statut plateforme;Statut le;Motif plateforme;Envoi plateforme",
    );
  });
});

describe("Tracer's invoice link (30.3)", () => {
  it("shows the invoice's latest platform status with its date and reason", async () => {
    const [l] = await o.rows<{ of: number }>(sql`select "of" from constituant_fact where fact = ${rejetee}`);
    const h = (await o.get(`/api/of/${l?.of}/historique`)).json();
    expect(h.factures).toEqual([
      expect.objectContaining({
        numero: rejetee,
        canal: "standard",
        statut: 213,
        motif: "REJ_SEMAN : BR-FR-10",
        envoi: "acquitte",
        statutLe: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      }),
    ]);
    const [f] = await o.rows<{ id: number }>(
      sql`select id_bijouterie as id from facture where id_fact = ${rejetee}`,
    );
    expect(h.factures[0].idClient).toBe(f?.id);
  });
});
