import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { facturationFixtures } from "../facturation/fixtures.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf as pdfText } from "../helpers/pdf-texte.ts";

/**
 * Issue 12 point 10: the client record carries what invoices and bills need (SIREN, VAT number,
 * payment term, bank, e-mail), validated by the server as by the form, and printed where it belongs.
 */

let t: TestApp;
let cookie: string;
let agence: { id: number; nom: string };
const f = facturationFixtures(
  () => t,
  () => cookie,
);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  [agence] = (await f.clientsCommande(1)) as [typeof agence];
});
afterAll(() => t.close());

const send = (method: "POST" | "PUT", url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie, "idempotency-key": randomUUID() }, payload });

const fiche = {
  siren: "542 051 180",
  numTva: "fr59 542 051 180",
  delaiPaiement: 45,
  iban: "fr76 3000 6000 0112 3456 7890 189",
  bic: "bnpafrppxxx",
  banque: "BNP Paribas",
  banqueVille: "Lyon Bellecour",
  email: "compta@bijouterie.fr",
};

describe("the client record", () => {
  it("saves the invoicing and bank details compact and upper-case, and gives them back", async () => {
    const res = await send("PUT", `/api/admin/clients/${agence.id}`, { nomAgence: agence.nom, ...fiche });
    expect(res.statusCode).toBe(200);
    const lu = await f.get(`/api/admin/clients/${agence.id}`);
    expect(lu.statusCode).toBe(200);
    expect(lu.json()).toMatchObject({
      id: agence.id,
      siren: "542051180",
      numTva: "FR59542051180",
      delaiPaiement: 45,
      iban: "FR7630006000011234567890189",
      bic: "BNPAFRPPXXX",
      banque: "BNP Paribas",
      banqueVille: "Lyon Bellecour",
      email: "compta@bijouterie.fr",
    });
    expect((await f.get("/api/admin/clients/999999")).statusCode).toBe(404);
  });

  it.each([
    [{ siren: "542051181" }, "siren", "SIREN invalide : la clé de contrôle ne correspond pas."],
    [{ siren: "5420511" }, "siren", "Le SIREN doit comporter 9 chiffres."],
    [{ numTva: "FR58542051180" }, "numTva", "Numéro de TVA invalide : la clé ne correspond pas au SIREN."],
    [
      { siren: "443061841", numTva: "FR59542051180" },
      "numTva",
      "Le numéro de TVA ne correspond pas au SIREN du client.",
    ],
    [
      { iban: "FR76 3000 6000 0112 3456 7890 188" },
      "iban",
      "IBAN invalide : la clé de contrôle ne correspond pas.",
    ],
    [{ bic: "BNPAFRP" }, "bic", "Le BIC comporte 8 ou 11 lettres ou chiffres (ex. BNPAFRPP)."],
    [{ email: "compta@bijouterie" }, "email", "Adresse e-mail invalide."],
    [{ delaiPaiement: 90 }, "delaiPaiement", "Délai de paiement invalide : 0, 30, 45 ou 60 jours."],
  ])("refuses %o with 400 on %s and saves nothing", async (champs, champ, message) => {
    const res = await send("POST", "/api/admin/clients", { nomAgence: "Bijouterie Refusée", ...champs });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[champ]).toBe(message);
    const [n] = await f.rows<{ n: number }>(
      sql`select count(*)::int as n from client where nom_agence = 'Bijouterie Refusée'`,
    );
    expect(n!.n).toBe(0);
  });
});

describe("where the record is used", () => {
  it("gives a new OF the client's payment term as échéance", async () => {
    const [p] = await f.rows<{ idp: number; metal: number }>(sql`
      select (select min(id_centre) from produit) as idp, (select min(id_type) from type_metal) as metal`);
    const res = await send("POST", "/api/of/creation", {
      ofs: [
        {
          idp: p!.idp,
          idBijouterie: agence.id,
          idTypeCommande: 1,
          typTransp: 1,
          typeMetal: p!.metal,
          idStade: 2,
          typCom: 1,
        },
      ],
    });
    expect(res.statusCode).toBe(201);
    const [n] = res.json() as [{ numSachet: number }];
    const [o] = await f.rows<{ echeance: number }>(
      sql`select echeance from "of" where num_sachet = ${n.numSachet}`,
    );
    expect(o!.echeance).toBe(45);
  });

  it("prints the client's SIREN and VAT number on its invoice, as issued", async () => {
    const ofs = await f.ofsPrets(1, { idBijouterie: agence.id, prixFact: "500.00" });
    const res = await f.facturer(ofs, "0");
    expect(res.statusCode).toBe(201);
    const [numero] = res.json().numeros as [number];
    // A later change of the record does not change an issued invoice.
    await send("PUT", `/api/admin/clients/${agence.id}`, {
      nomAgence: agence.nom,
      ...fiche,
      siren: "",
      numTva: "",
    });
    const pdf = await f.get(`/api/facturation/factures/pdf?ids=${numero}&canal=standard`);
    expect(pdf.statusCode).toBe(200);
    const texte = pdfText(pdf.rawPayload);
    expect(texte).toContain("SIREN : 542051180");
    expect(texte).toContain("N° TVA intracommunautaire : FR59542051180");
  });

  it("prints the client's domiciliation and RIB on its bill of exchange", async () => {
    const numEffet = (await f.get("/api/compta/traites/prochain-effet")).json().numEffet as number;
    const cree = await send("POST", "/api/compta/traites", {
      idBijouterie: agence.id,
      dateCreation: "2026-01-31",
      dateEcheance: "2026-03-02",
      totalTtc: "1 000,00",
      numEffet,
      nbDecoupe: "1",
    });
    expect(cree.statusCode).toBe(201);
    const pdf = await f.get(`/api/compta/traites/${cree.json().idTraite}/pdf`);
    const texte = pdfText(pdf.rawPayload);
    expect(texte).toContain("BNP Paribas");
    expect(texte).toContain("Lyon Bellecour");
    expect(texte).toContain("IBAN FR76 3000 6000 0112 3456 7890 189");
    expect(texte).toContain("BIC BNPAFRPPXXX");
    for (const box of ["30006", "00001", "12345678901", "89"]) expect(texte).toContain(box);
  });
});
