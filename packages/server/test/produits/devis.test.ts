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
import { type Fabrique, fabrique } from "../fabrique/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf } from "../helpers/pdf-texte.ts";

/**
 * /devis on an empty database (the rates of migration 0002: 1.08 $/€, 0.95 €/min, 72 €/g, coefficient
 * 2.2) and what the factory makes (issue 27.5): products SOL-B, so-a, S%X and BAGUE; stones "Diamant
 * rond" (1500 €/ct) and "Diamant poire" (900 €/ct) in quality 1 (D IF), "Saphir" (1200 €/ct); SOL-B
 * carries 1 round diamond of 0.500 ct (its centre stone) and 2 sapphires of 0.120 ct in quality 2, which
 * has no tariff.
 */

let t: TestApp;
let f: Fabrique;
let cookie: string;
let solB: number;
let pierres: { rond: number; poire: number; saphir: number };
beforeAll(async () => {
  t = await createTestApp();
  f = fabrique(t);
  cookie = await t.cookieOf("bureau");
  solB = await f.newProduit({ ref: "SOL-B" });
  for (const ref of ["so-a", "S%X", "BAGUE"]) await f.newProduit({ ref });
  pierres = {
    rond: await f.newPierre({ description: "Diamant rond", euro: "1500" }),
    poire: await f.newPierre({ description: "Diamant poire", forme: 4, euro: "900" }),
    saphir: await f.newPierre({ description: "Saphir", typePier: 2, euro: "1200" }),
  };
  await f.rows(sql`insert into centre_pierres (id_centre, id_pierre, id_qual, qte, pds_r, centre) values
    (${solB}, ${pierres.saphir}, 2, 2, 0.120, 0), (${solB}, ${pierres.rond}, 1, 1, 0.500, 1)`);
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie }, payload });

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
  it("finds the products whose ref starts with the text, case-insensitive, by ref", async () => {
    const res = await get("/api/devis/produits?q=so");
    expect(res.statusCode).toBe(200);
    expect((res.json() as { ref: string }[]).map((p) => p.ref)).toEqual(["so-a", "SOL-B"]);
  });

  it("needs 2 characters, and takes % and _ literally", async () => {
    const res = await get("/api/devis/produits?q=s");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MSG_DEVIS_RECHERCHE_COURTE);
    // "s%" is S%X alone (not SOL-B nor so-a); "s_" and "%%" start no ref.
    expect((await get("/api/devis/produits?q=s%25")).json().map((p: { ref: string }) => p.ref)).toEqual([
      "S%X",
    ]);
    expect((await get("/api/devis/produits?q=%25%25")).json()).toEqual([]);
    expect((await get("/api/devis/produits?q=s_")).json()).toEqual([]);
  });
});

describe("GET /api/devis/produits/:idCentre (the Product for Devis)", () => {
  it("loads the costs and the stones with their tariff", async () => {
    const res = await get(`/api/devis/produits/${solB}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    // The factory's centre: labour 100 min, 3000 mg, setting 40, sundries 10.
    expect(p.couts).toMatchObject({ tempsMo: "100", poidsMg: "3000", poidsFaconMg: "0" });
    // The centre stone first, priced from its tariff (1500 €/ct); quality 2 has none: 0, flagged.
    expect(
      p.pierres.map((s: { description: string; qte: number; poids: string; euro: string; coeff: string }) => [
        s.description,
        s.qte,
        s.poids,
        s.euro,
        s.coeff,
      ]),
    ).toEqual([
      ["Diamant rond D IF", 1, "0.5", "1500", "1"],
      ["Saphir E VVS", 2, "0.12", "0", "1"],
    ]);
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
    const found = res.json() as { description: string; euro: string; idQual: number; idPier: number }[];
    // By label: "Diamant poire" before "Diamant rond"; the sapphire does not contain "diam".
    expect(found.map((s) => [s.idPier, s.description, s.idQual, s.euro])).toEqual([
      [pierres.poire, "Diamant poire D IF", 1, "900.0000"],
      [pierres.rond, "Diamant rond D IF", 1, "1500.0000"],
    ]);
  });
});

describe("POST /api/devis/pdf", () => {
  it("prints the quote as a PDF", async () => {
    const client = await f.newClient({ idParent: await f.newClient({ nomAgence: "Groupe Devis" }) });
    const res = await post("/api/devis/pdf", {
      idClient: client,
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
