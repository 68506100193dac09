import {
  addDays,
  calculerDevis,
  formatDate,
  MSG_DEVIS_CLIENT_INCONNU,
  MSG_DEVIS_NOMBRE_POSITIF,
  MSG_DEVIS_PRODUIT_INCONNU,
  MSG_DEVIS_RECHERCHE_COURTE,
  toIsoDate,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { devisDocument } from "../../src/produits/devis-pdf.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf } from "../helpers/pdf-texte.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;

const COUTS = {
  tempsMo: "120",
  temps3d: "30",
  poidsMg: "4500",
  poidsFaconMg: "",
  serti: "85,50",
  divers: "12",
};
const SAPHIR = {
  description: "Saphir libre",
  qte: 1,
  poids: "0.5",
  euro: "0",
  dollar: "800",
  coeff: "2",
  idPier: null,
  idQual: null,
};

describe("GET /api/devis/cours", () => {
  it("gives rates 1, 2, 3 and 8", async () => {
    const res = await get("/api/devis/cours");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      euroDollar: "1.0800",
      mainOeuvre: "0.9500",
      metalGramme: "72.0000",
      coefficient: "2.2000",
    });
  });

  it("needs a session", async () => {
    expect((await get("/api/devis/cours", false)).statusCode).toBe(401);
  });
});

describe("GET /api/devis/produits (search panel)", () => {
  it("finds the products whose ref starts with the text, case-insensitive, 20 at most", async () => {
    const res = await get("/api/devis/produits?q=so");
    expect(res.statusCode).toBe(200);
    const found = res.json() as { ref: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const p of found) expect(p.ref.toLowerCase().startsWith("so")).toBe(true);
  });

  it("needs 2 characters, and takes % and _ literally", async () => {
    const res = await get("/api/devis/produits?q=s");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_DEVIS_RECHERCHE_COURTE);
    expect((await get("/api/devis/produits?q=%25%25")).json()).toEqual([]);
    expect((await get("/api/devis/produits?q=__")).json()).toEqual([]);
  });
});

describe("GET /api/devis/produits/:idCentre (the Product for Devis)", () => {
  it("loads the costs and the stones with their tariff", async () => {
    const [centre] = await rows<{ id: number; plusPoids: string; plusMo: string; n: number }>(sql`
      select c.id_centre as id, c.plus_poids::text as "plusPoids", c.plus_mo::text as "plusMo", count(*)::int as n
      from centre c join centre_pierres cp on cp.id_centre = c.id_centre
      where c.plus_poids > 0 group by c.id_centre order by count(*) desc, c.id_centre limit 1`);
    if (!centre) throw new Error("demo without stones");
    const res = await get(`/api/devis/produits/${centre.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(Number(p.couts.poidsMg)).toBe(Number(centre.plusPoids));
    expect(Number(p.couts.tempsMo)).toBe(Number(centre.plusMo));
    expect(p.couts.poidsFaconMg).toBe("0");
    expect(p.pierres).toHaveLength(centre.n);

    // Each stone priced from tarifs (no-supplier row first) with the stone's coefficient.
    const attendu = await rows<{ euro: string; dollar: string; coeff: string; qte: number }>(sql`
      select coalesce((select t.euro from tarifs t where t.id_pier = cp.id_pierre and t.id_qual = cp.id_qual
                       order by t.id_four nulls first, t.id_tarif limit 1), 0)::float8::text as euro,
             p.coeff::float8::text as coeff, cp.qte
      from centre_pierres cp join pierre p on p.id_pier = cp.id_pierre
      where cp.id_centre = ${centre.id} order by cp.centre desc, cp.id`);
    expect(
      p.pierres.map((s: { euro: string; coeff: string; qte: number }) => [s.euro, s.coeff, s.qte]),
    ).toEqual(attendu.map((a) => [a.euro, a.coeff, a.qte]));
    expect(p.pierres[0].description).not.toBe("");
  });

  it("answers 404 for an unknown product", async () => {
    const res = await get("/api/devis/produits/999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_DEVIS_PRODUIT_INCONNU);
  });
});

describe("GET /api/devis/pierres (list mode)", () => {
  it("finds stones in a quality with their price and coefficient", async () => {
    const res = await get("/api/devis/pierres?q=diam");
    expect(res.statusCode).toBe(200);
    const found = res.json() as { description: string; euro: string; idQual: number }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(20);
    for (const s of found) {
      expect(s.description.toLowerCase()).toContain("diam");
      expect(s.euro).toMatch(/^\d+\.\d{4}$/);
    }
  });
});

describe("POST /api/devis/pdf", () => {
  it("prints the quote as a PDF", async () => {
    const [client] = await rows<{ id: number }>(
      sql`select id from client where id_parent is not null order by id limit 1`,
    );
    const res = await post("/api/devis/pdf", {
      idClient: client!.id,
      reference: "SO1003",
      couts: COUTS,
      pierres: [SAPHIR],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(res.rawPayload.length).toBeGreaterThan(2000);
  });

  it("prints the client quote: description, stones, the chosen tier's price, validity; no cost", async () => {
    // ATC = cost price × 1.4 rounded up to the next 10, at the rates above: labour 120 × 0.95 = 114.00,
    // 3D 30 × 13 = 390.00, metal 4.5 g × 72 = 324.00, setting 85.50, sundries 12.00 (fabrication 925.50),
    // sapphire 800 $ × 0.5 / 1.08 = 370.38 (rounded up), no façon: 1295.88 × 1.4 = 1814.232 -> 1820.00.
    const prixAtc = "1\u202f820,00\u00a0€";
    const corps = {
      idClient: null,
      reference: "SO1003",
      description: "Solitaire or jaune, saphir central",
      couts: COUTS,
      pierres: [SAPHIR],
    };
    const res = await post("/api/devis/pdf", { ...corps, modele: "client", tarif: "atc" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("devis-client.pdf");
    const texte = texteLigneDuPdf(res.rawPayload);
    expect(texte).toContain("Solitaire or jaune, saphir central");
    expect(texte).toContain("Saphir libre 1 0,5");
    expect(texte).toContain(`Prix HT ${prixAtc}`);
    expect(texte).toContain(`Devis valable jusqu'au ${formatDate(addDays(toIsoDate(new Date()), 30))}.`);
    for (const mot of ["Coût", "Coeff", "revient", "Fabrication", "Main d'oeuvre", "Prix/ct", "Prix vente"]) {
      expect(texte).not.toContain(mot);
    }
    // The internal quote keeps them.
    const interne = texteLigneDuPdf((await post("/api/devis/pdf", corps)).rawPayload);
    expect(interne).toContain("Prix de revient");
    expect(interne).toContain("Coefficient");
    const inconnu = await post("/api/devis/pdf", { ...corps, modele: "client", tarif: "gratuit" });
    expect([inconnu.statusCode, inconnu.json().message]).toEqual([400, "Tarif inconnu."]);
  });

  it("prints without a client", async () => {
    const res = await post("/api/devis/pdf", { idClient: null, couts: COUTS, pierres: [] });
    expect(res.statusCode).toBe(200);
  });

  it("refuses a wrong amount with the French message, and an unknown client", async () => {
    const bad = await post("/api/devis/pdf", {
      idClient: null,
      couts: { ...COUTS, tempsMo: "-3" },
      pierres: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors["couts.tempsMo"]).toBe(MSG_DEVIS_NOMBRE_POSITIF);
    const inconnu = await post("/api/devis/pdf", { idClient: 999999, couts: COUTS, pierres: [] });
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(MSG_DEVIS_CLIENT_INCONNU);
  });
});

describe("the quote document", () => {
  it("holds the company header, the date, the client, the lines and the tiers in French", () => {
    const cours = { euroDollar: "1.08", mainOeuvre: "0.95", metalGramme: "72", coefficient: "2.2" };
    const saisie = {
      tempsMo: "120",
      temps3d: "30",
      poidsMg: "4500",
      poidsFaconMg: "0",
      serti: "85.5",
      divers: "12",
    };
    const doc = devisDocument({
      date: new Date(2026, 10, 21),
      client: { nomAgence: "Bijouterie Test", adresse: "1 rue de la Paix", cp: "75002", ville: "Paris" },
      reference: "SO1003",
      saisie,
      resultat: calculerDevis(saisie, [SAPHIR], cours),
      vendeur: { nom: "Écrin", lignes: ["12 rue de la Paix"] },
    });
    const text = JSON.stringify(doc.content);
    for (const attendu of [
      "Écrin",
      "DEVIS",
      "Date : 21/11/2026",
      "Bijouterie Test",
      "75002 Paris",
      "Produit : SO1003",
      "Main d'oeuvre",
      "120 min",
      "Saphir libre",
      "370,38\u00a0€", // 800 $ × 0.5 / 1.08, rounded up
      "Normal",
      "Très serré",
    ]) {
      expect(text).toContain(attendu);
    }
    // Cost price 925.50 + 370.38 = 1295.88: ATC 1814.232 -> 1820, SAV 2332.584 -> 2340.
    expect(text).toContain("1\u202f820,00\u00a0€");
    expect(text).toContain("2\u202f340,00\u00a0€");
  });
});

describe("a missing rate", () => {
  it("is refused with its id instead of a wrong price", async () => {
    await t.database.db.execute(sql`delete from cours where id_cours = 8`);
    const res = await get("/api/devis/cours");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Cours manquant pour le devis : 8. Renseignez-le dans /cours.");
  });
});
