import {
  conditionsPaiement,
  DEFAULT_SETTINGS,
  dueDate,
  formatDate,
  MENTION_ESCOMPTE,
  MENTION_INDEMNITE_RECOUVREMENT,
  MSG_IDS_FACTURES_INVALIDES,
  mentionPenalitesRetard,
  msgFactureIntrouvable,
  type ResultatFacturation,
  STATUT,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facturesPdf } from "../../src/facturation/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteDuPdf } from "../helpers/pdf-texte.ts";
import { facturationFixtures } from "./fixtures.ts";

let t: TestApp;
let cookie: string;
let today: string;
let client: { id: number; nom: string; adresse: string; cp: string; ville: string };
let standard: ResultatFacturation;
let alternatif: ResultatFacturation;
let ofs: number[];
/** The alternate-channel order and the stock piece reserved for it, delivered with it. */
let commandeAlt: number;
let pieceStock: number;
const f = facturationFixtures(
  () => t,
  () => cookie,
);

/** French amounts as the PDF writes them: narrow no-break space for thousands, no-break before €. */
const EUR = (s: string) => `${s}\u00a0€`;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  today = (await f.rows<{ d: string }>(sql`select current_date::text as d`))[0]!.d;
  const [trouve] = await f.rows<typeof client>(sql`
    select c.id, c.nom_agence as nom, c.adresse, c.cp, c.ville from client c
    where c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif})
      and not exists (select 1 from client e where e.id_parent = c.id)
      and not exists (select 1 from "of" o where o.id_bijouterie = c.id and o.statut = ${STATUT.pretAFacturer})
    order by c.id limit 1`);
  if (!trouve) throw new Error("aucun client libre dans la démo");
  client = trouve;
  const c = client.id;
  const [grand] = await f.ofsPrets(1, {
    idBijouterie: c,
    prixFact: "1200.00",
    poids: "3.250",
    ref: "BA-777",
    refClt: "CDE-777",
  });
  const [petit] = await f.ofsPrets(1, { idBijouterie: c, prixFact: "245.55", remise: "10", echeance: 45 });
  ofs = [grand!, petit!];
  standard = (await f.facturer(ofs, "23")).json();
  const alt = await f.ofsPrets(1, { idBijouterie: c, nomLigne: "EXTENSIA", prixFact: "1000.00" });
  commandeAlt = alt[0]!;
  [pieceStock] = (await f.ofsPrets(1, {
    idBijouterie: t.settings.clientStock,
    statut: STATUT.enStock,
    ofReservation: commandeAlt,
  })) as [number];
  alternatif = (await f.facturer(alt, "0")).json();
});
afterAll(() => t.close());

const pdf = async (query: string) => {
  const res = await f.get(`/api/facturation/factures/pdf?${query}`);
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("application/pdf");
  expect(res.headers["content-disposition"]).toMatch(/^inline; filename=".+\.pdf"$/);
  return texteDuPdf(res.rawPayload);
};

describe("GET /api/facturation/factures/pdf", () => {
  it("prints an invoice with the seller, the client, the lines, the totals and the legal mentions", async () => {
    expect(standard.numeros).toHaveLength(2);
    const [n45, n30] = standard.numeros as [number, number];
    const texte = await pdf(`ids=${n30}`);
    const s = DEFAULT_SETTINGS;
    for (const attendu of [
      s.vendeurRaisonSociale,
      `${s.vendeurRaisonSociale}, ${s.vendeurFormeJuridique} au capital de ${s.vendeurCapital}`,
      `SIREN ${s.vendeurSiren}`,
      `SIRET ${s.vendeurSiret}`,
      s.vendeurRcs,
      s.vendeurTva,
      s.vendeurAdresse,
      `${s.vendeurCp} ${s.vendeurVille}`,
      "FACTURE",
      `N° F${n30}`,
      `Date : ${formatDate(today)}`,
      client.nom,
      client.adresse,
      `${client.cp} ${client.ville}`.trim(),
      // The line: OF, ref, client ref, weight, unit price, line total.
      `${ofs[0]}\t`,
      "CDE-777",
      "3,250\u00a0g",
      `${EUR("1\u202f200,00")}\t${EUR("1\u202f200,00")}`,
      // 1200.00 alone on this invoice (the 45-day OF is on the other), with the port: the group's
      // port goes on its first invoice only, here the other one.
      `Total des lignes HT\t${EUR("1\u202f200,00")}`,
      `Port HT\t${EUR("0,00")}`,
      `Total HT\t${EUR("1\u202f200,00")}`,
      `TVA 20,00\u00a0%\t${EUR("240,00")}`,
      `Total TTC\t${EUR("1\u202f440,00")}`,
      `${conditionsPaiement(30)} — échéance le ${formatDate(dueDate(today, 30))}`,
      MENTION_ESCOMPTE,
      mentionPenalitesRetard(s.penalitesRetard),
      MENTION_INDEMNITE_RECOUVREMENT,
    ]) {
      expect(texte).toContain(attendu);
    }
    // The first invoice of the group: 245.55 less 10 % = 221.00 (rounded up), port 23.
    const premiere = await pdf(`ids=${n45}`);
    for (const attendu of [
      `10,00\u00a0%\t${EUR("221,00")}`,
      `Port HT\t${EUR("23,00")}`,
      `Total HT\t${EUR("244,00")}`,
      `TVA 20,00\u00a0%\t${EUR("48,80")}`,
      `Total TTC\t${EUR("292,80")}`,
      `${conditionsPaiement(45)} — échéance le ${formatDate(dueDate(today, 45))}`,
    ]) {
      expect(premiere).toContain(attendu);
    }
  });

  it("reprints what was issued: the refs are the line's, not the OF's as it is now", async () => {
    const [, n30] = standard.numeros as [number, number];
    const avant = await pdf(`ids=${n30}`);
    expect(avant).toContain("BA-777");
    expect(avant).toContain("CDE-777");
    // The OF is invoiced (600, locked for the routes): changed behind their back, as a later edit would.
    await f
      .db()
      .execute(sql`update "of" set ref = 'BA-NEUF', ref_clt = 'CDE-NEUF' where num_sachet = ${ofs[0]}`);
    const apres = await pdf(`ids=${n30}`);
    expect(apres).toContain("BA-777");
    expect(apres).toContain("CDE-777");
    expect(apres).not.toContain("BA-NEUF");
    expect(apres).not.toContain("CDE-NEUF");
    expect(apres).toBe(avant);
  });

  it("prints a batch in one PDF, one invoice after the other", async () => {
    const [a, b] = standard.numeros as [number, number];
    const texte = await pdf(`ids=${a},${b}`);
    expect(texte.match(/^FACTURE$/gm)).toHaveLength(2);
    expect(texte.indexOf(`N° F${a}`)).toBeLessThan(texte.indexOf(`N° F${b}`));
    expect(texte).toContain("Page 2 / 2");
    expect(texte.match(new RegExp(MENTION_INDEMNITE_RECOUVREMENT, "g"))).toHaveLength(2);
  });

  it("prints the alternate channel's invoice, to its client, with its series' identifier (FX)", async () => {
    const [n] = alternatif.numeros as [number];
    const texte = await pdf(`ids=${n}&canal=alternatif`);
    const [c502] = await f.rows<{ nom: string }>(
      sql`select nom_agence as nom from client where id = ${t.settings.clientCanalAlternatif}`,
    );
    expect(texte).toContain(`N° FX${n}`);
    expect(texte).not.toContain("Série");
    expect(texte).toContain(c502!.nom);
    // 1000 - 90 % of (1000 - 40), no port.
    expect(texte).toContain(`Total HT\t${EUR("136,00")}`);
    expect(texte).toContain(`Total TTC\t${EUR("163,20")}`);
    expect(texte).toContain(MENTION_ESCOMPTE);
    // The stock piece reserved for the order is delivered with it, and the line says so.
    // (The narrow cell wraps the text: compared with the line breaks as spaces.)
    expect(texte.replace(/\s+/g, " ")).toContain(`Pièce de stock : OF ${pieceStock}`);
  });

  it("names an unknown invoice, refuses a bad list, needs a session", async () => {
    const [a] = standard.numeros as [number];
    const inconnue = await f.get(`/api/facturation/factures/pdf?ids=${a},999999`);
    expect([inconnue.statusCode, inconnue.json().message]).toEqual([404, msgFactureIntrouvable(999999)]);
    const mauvaise = await f.get("/api/facturation/factures/pdf?ids=1;2");
    expect([mauvaise.statusCode, mauvaise.json().message]).toEqual([400, MSG_IDS_FACTURES_INVALIDES]);
    expect((await f.get(`/api/facturation/factures/pdf?ids=${a}`, false)).statusCode).toBe(401);
  });

  it("is callable by other areas through facturation/index.ts", async () => {
    const [a] = standard.numeros as [number];
    const bytes = await facturesPdf(f.context(), { ids: [a], canal: "standard" });
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(texteDuPdf(bytes)).toContain(`N° F${a}`);
  });
});
