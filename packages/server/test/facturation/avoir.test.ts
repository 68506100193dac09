import { randomUUID } from "node:crypto";
import {
  MSG_AVOIR_CLIENT_INCONNU,
  MSG_AVOIR_DESIGNATION_OBLIGATOIRE,
  MSG_AVOIR_NUMERO_INVALIDE,
  MSG_AVOIR_TOTAL_INVALIDE,
  msgAvoirCree,
  msgAvoirDepasseFacture,
  msgAvoirFactureIntrouvable,
  msgAvoirIntrouvable,
  msgFactureAutreClient,
  msgRemiseDepasseFactures,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf as pdfText } from "../helpers/pdf-texte.ts";

let t: TestApp;
let cookie: string;
/** An invoice no credit note corrects yet, its client, and another client. */
let facture: {
  idFact: number;
  idClt: number;
  dateFact: string;
  /** The same date as the documents print it, dd/mm/yyyy, read from the database. */
  dateFactFr: string;
  totalHt: string;
  tauxTva: string;
};
let client: { id: number; nom: string; adresse: string; cp: string; ville: string };
let autreClient: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const dernierNumero = async () =>
  (await rows<{ n: number }>(sql`select coalesce(max(id_avoir), 0)::int as n from avoir`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  [facture] = (await rows<typeof facture>(sql`
    select f.id_fact as "idFact", f.id_bijouterie as "idClt", to_char(f.date_fact, 'YYYY-MM-DD') as "dateFact",
           to_char(f.date_fact, 'DD/MM/YYYY') as "dateFactFr",
           (f.port + (select sum(l.totht) from constituant_fact l where l.fact = f.id_fact))::numeric(12,2)::text
             as "totalHt",
           f.taux_tva::text as "tauxTva"
    from facture f
    where not exists (select 1 from avoir a where a.id_fact = f.id_fact)
      and (select sum(l.totht) from constituant_fact l where l.fact = f.id_fact) > 100
    order by f.id_fact limit 1`)) as [typeof facture];
  [client] = (await rows<typeof client>(
    sql`select id, nom_agence as nom, adresse, cp, ville from client where id = ${facture.idClt}`,
  )) as [typeof client];
  autreClient = (
    await rows<{ id: number }>(sql`select id from client where id <> ${client.id} order by id limit 1`)
  )[0]!.id;
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
/** One submission of the Creer dialog: its own Idempotency-Key. */
const post = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/facturation/avoirs",
    headers: { cookie, "idempotency-key": randomUUID() },
    payload,
  });
const avoir = (over: Record<string, unknown> = {}) => ({
  idClt: client.id,
  ref: "TEST-AV",
  description: "Retour marchandise",
  totHt: "12,50",
  ...over,
});

describe("POST /api/facturation/avoirs (Creer)", () => {
  it("gives the next number of the series and lists the credit note with the client's name", async () => {
    const avant = await dernierNumero();
    const res = await post(avoir({ ref: "LISTE-1", description: "Geste commercial" }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ idAvoir: avant + 1, message: msgAvoirCree(avant + 1) });

    const liste = await get(`/api/facturation/avoirs?idClt=${client.id}&sort=idAvoir&dir=desc&pageSize=5`);
    expect(liste.statusCode).toBe(200);
    const { rows: lignes, total } = liste.json();
    expect(total).toBeGreaterThanOrEqual(1);
    expect(lignes[0]).toMatchObject({
      idAvoir: avant + 1,
      idClt: client.id,
      client: client.nom,
      description: "Geste commercial",
      ref: "LISTE-1",
      totHt: "12.50",
      idFact: null,
    });
    expect(lignes[0].date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Without an invoice, the normal rate (the highest of the tva table) is fixed on the credit note.
    const [taux] = await rows<{ avoir: string; normal: string }>(sql`
      select (select taux_tva::text from avoir where id_avoir = ${avant + 1}) as avoir,
             (select max(taux)::text from tva) as normal`);
    expect(taux!.avoir).toBe(taux!.normal);
    for (const l of lignes) expect(l.idClt).toBe(client.id);
  });

  it("refuses a missing designation, a bad amount and an unknown client, consuming no number", async () => {
    const avant = await dernierNumero();
    const sansDesignation = await post(avoir({ description: " " }));
    expect(sansDesignation.statusCode).toBe(400);
    expect(sansDesignation.json().fieldErrors.description).toBe(MSG_AVOIR_DESIGNATION_OBLIGATOIRE);
    for (const totHt of ["0", "-3", "12,345", "abc"]) {
      const res = await post(avoir({ totHt }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_AVOIR_TOTAL_INVALIDE);
    }
    const inconnu = await post(avoir({ idClt: 999_999 }));
    expect(inconnu.statusCode).toBe(400);
    expect(inconnu.json().message).toBe(MSG_AVOIR_CLIENT_INCONNU);
    expect(await dernierNumero()).toBe(avant);
    const suivant = await post(avoir());
    expect(suivant.json().idAvoir).toBe(avant + 1);
  });

  it("gives 10 concurrent creations 10 contiguous numbers", async () => {
    const avant = await dernierNumero();
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(avoir({ ref: `CONC-${i}`, totHt: `${i + 1},00` }))),
    );
    expect(res.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numeros = res.map((r) => r.json().idAvoir as number).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: 10 }, (_, i) => avant + 1 + i));
  });
});

describe("the corrected invoice", () => {
  it("shows the invoice of the client with its date and what is left to credit", async () => {
    const res = await get(`/api/facturation/avoirs/factures/${facture.idFact}?idClt=${client.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      idFact: facture.idFact,
      idBijouterie: client.id,
      dateFact: facture.dateFact,
      totalHt: facture.totalHt,
      dejaCredite: "0.00",
    });
    const autre = await get(`/api/facturation/avoirs/factures/${facture.idFact}?idClt=${autreClient}`);
    expect(autre.statusCode).toBe(409);
    expect(autre.json().message).toBe(msgFactureAutreClient(facture.idFact));
    const inconnue = await get("/api/facturation/avoirs/factures/999999");
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe(msgAvoirFactureIntrouvable(999_999));
  });

  it("is picked among the client's invoices: a search by the number's start, newest first", async () => {
    const res = await get(`/api/facturation/avoirs/factures?idClt=${client.id}`);
    expect(res.statusCode).toBe(200);
    const toutes = res.json() as Array<{ idFact: number; idBijouterie: number; dateFact: string }>;
    // The client has more invoices than the 20 (FACTURES_CLIENT_MAX) the list shows.
    expect(toutes).toHaveLength(20);
    expect(toutes.every((x) => x.idBijouterie === client.id)).toBe(true);
    const dates = toutes.map((x) => x.dateFact);
    expect(dates).toEqual([...dates].sort().reverse());
    const prefixe = String(facture.idFact);
    const cherche = (await get(`/api/facturation/avoirs/factures?idClt=${client.id}&q=${prefixe}`)).json();
    expect(cherche).toEqual([
      expect.objectContaining({
        idFact: facture.idFact,
        totalHt: facture.totalHt,
        dateFact: facture.dateFact,
      }),
    ]);
    // Another client's invoice is never offered.
    const autre = (await get(`/api/facturation/avoirs/factures?idClt=${autreClient}&q=${prefixe}`)).json();
    expect(autre.some((x: { idFact: number }) => x.idFact === facture.idFact)).toBe(false);
    const bad = await get(`/api/facturation/avoirs/factures?idClt=${client.id}&q=12a`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Tapez les premiers chiffres du numéro de facture.");
    const sansClient = await get("/api/facturation/avoirs/factures?q=1");
    expect(sansClient.statusCode).toBe(400);
    expect(sansClient.json().message).toBe("Client obligatoire.");
  });

  it("must exist, be the client's, and not be credited beyond its HT total", async () => {
    const avant = await dernierNumero();
    const inconnue = await post(avoir({ idFact: 999_999 }));
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe(msgAvoirFactureIntrouvable(999_999));
    const autre = await post(avoir({ idClt: autreClient, idFact: facture.idFact }));
    expect(autre.statusCode).toBe(409);
    expect(autre.json().message).toBe(msgFactureAutreClient(facture.idFact));

    const moitie = (Number(facture.totalHt.replace(".", "")) / 2 / 100).toFixed(2);
    const premier = await post(avoir({ idFact: String(facture.idFact), totHt: moitie }));
    expect(premier.statusCode).toBe(201);
    // Issued at the corrected invoice's VAT rate, stored with it.
    const stocke = await rows<{ id_fact: number; taux: string }>(
      sql`select id_fact, taux_tva::text as taux from avoir where id_avoir = ${premier.json().idAvoir}`,
    );
    expect(stocke[0]).toEqual({ id_fact: facture.idFact, taux: facture.tauxTva });

    const reste = (await get(`/api/facturation/avoirs/factures/${facture.idFact}`)).json() as {
      totalHt: string;
      dejaCredite: string;
    };
    const resteCents = Math.round(Number(reste.totalHt) * 100) - Math.round(Number(reste.dejaCredite) * 100);
    const trop = await post(avoir({ idFact: facture.idFact, totHt: ((resteCents + 1) / 100).toFixed(2) }));
    expect(trop.statusCode).toBe(409);
    expect(trop.json().message).toBe(msgAvoirDepasseFacture(facture.idFact, (resteCents / 100).toFixed(2)));
    expect(await dernierNumero()).toBe(avant + 1);
  });
});

describe("a global rebate cites each invoice it corrects (issue 25 point 11)", () => {
  it("stores each cited invoice once, refuses another client's or an unknown one, and never changes them", async () => {
    const [a, b] = await rows<{ id: number }>(
      sql`select id_fact as id from facture where id_bijouterie = ${client.id} order by id_fact limit 2`,
    );
    const remise = await post(
      avoir({ description: "Remise de fin d'année", idFact: a!.id, facturesRemise: [a!.id, b!.id] }),
    );
    expect(remise.statusCode).toBe(201);
    const id = remise.json().idAvoir as number;
    const citees = await rows<{ id_fact: number }>(
      sql`select id_fact from avoir_facture where id_avoir = ${id} order by id_fact`,
    );
    expect(citees.map((c) => c.id_fact)).toEqual([a!.id, b!.id]);
    const liste = await get(`/api/facturation/avoirs?idClt=${client.id}&sort=idAvoir&dir=desc&pageSize=1`);
    expect(liste.json().rows[0]).toMatchObject({ numero: `AV${id}`, factures: `F${a!.id}, F${b!.id}` });

    const avant = await dernierNumero();
    const autre = await rows<{ id: number }>(
      sql`select id_fact as id from facture where id_bijouterie <> ${client.id} order by id_fact limit 1`,
    );
    const etrangere = await post(avoir({ facturesRemise: [a!.id, autre[0]!.id] }));
    expect(etrangere.statusCode).toBe(409);
    expect(etrangere.json().fieldErrors.facturesRemise).toBe(
      `La facture n° F${autre[0]!.id} n'appartient pas à ce client.`,
    );
    const inconnue = await post(avoir({ facturesRemise: [999_999] }));
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe("Facture n° F999999 introuvable.");
    expect(await dernierNumero()).toBe(avant);

    await expect(
      t.database.db.execute(sql`delete from avoir_facture where id_avoir = ${id}`),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`update avoir_facture set id_fact = ${a!.id} where id_avoir = ${id}`),
    ).rejects.toThrow();
  });
});

describe("a global rebate picked on screen (no corrected invoice) gives back at most what its invoices have left", () => {
  it("accepts the exact sum, refuses a cent more on Total HT, and stores the invoices cited", async () => {
    const [a, b] = await rows<{ id: number }>(
      sql`select f.id_fact as id from facture f
          where f.id_bijouterie = ${client.id} and not exists (select 1 from avoir a where a.id_fact = f.id_fact)
          order by f.id_fact desc limit 2`,
    );
    const reste = async (id: number) => {
      const f = (await get(`/api/facturation/avoirs/factures/${id}`)).json() as {
        totalHt: string;
        dejaCredite: string;
      };
      return Math.max(0, Math.round(Number(f.totalHt) * 100) - Math.round(Number(f.dejaCredite) * 100));
    };
    const cents = (await reste(a!.id)) + (await reste(b!.id));
    const avant = await dernierNumero();
    const trop = await post(
      avoir({
        description: "Remise globale",
        totHt: ((cents + 1) / 100).toFixed(2),
        facturesRemise: [a!.id, b!.id],
      }),
    );
    expect(trop.statusCode).toBe(409);
    expect(trop.json().code).toBe("AVOIR_DEPASSE_FACTURE");
    expect(trop.json().fieldErrors.totHt).toBe(msgRemiseDepasseFactures((cents / 100).toFixed(2)));
    expect(await dernierNumero()).toBe(avant);

    const juste = await post(
      avoir({
        description: "Remise globale",
        totHt: (cents / 100).toFixed(2),
        facturesRemise: [b!.id, a!.id],
      }),
    );
    expect(juste.statusCode).toBe(201);
    const citees = await rows<{ id_fact: number }>(
      sql`select id_fact from avoir_facture where id_avoir = ${juste.json().idAvoir} order by id_fact`,
    );
    expect(citees.map((c) => c.id_fact)).toEqual([b!.id, a!.id]);
    const stocke = await rows<{ id_fact: number | null }>(
      sql`select id_fact from avoir where id_avoir = ${juste.json().idAvoir}`,
    );
    expect(stocke).toEqual([{ id_fact: null }]);
  });
});

describe("an issued credit note is final", () => {
  it("has no route to change or delete it, and the database refuses it too", async () => {
    const id = await dernierNumero();
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const res = await t.app.inject({ method, url: `/api/facturation/avoirs/${id}`, headers: { cookie } });
      expect(res.statusCode).toBe(404);
    }
    await expect(
      t.database.db.execute(sql`update avoir set tot_ht = 1 where id_avoir = ${id}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from avoir where id_avoir = ${id}`)).rejects.toThrow();
  });
});

describe("GET /api/facturation/avoirs/pdf (Imprimer)", () => {
  it("prints the credit notes asked, one page each, with every printed field", async () => {
    const sur = await post(
      avoir({ idFact: facture.idFact, ref: "REF-PDF", description: "Pièce non conforme", totHt: "10,00" }),
    );
    const simple = await post(
      avoir({ ref: "REF-SIMPLE", description: "Remise exceptionnelle", totHt: "100" }),
    );
    const [a, b] = [sur.json().idAvoir as number, simple.json().idAvoir as number];
    const res = await get(`/api/facturation/avoirs/pdf?ids=${a},${b}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="avoirs.pdf"');
    const text = pdfText(res.rawPayload);
    const pages = text.split(/Page \d \/ 2/);
    expect(pages).toHaveLength(3);
    // The demo's first invoice over 100 € is at the standard rate: 10,00 HT, TVA 20 % = 2,00, TTC 12,00.
    expect(facture.tauxTva).toBe("20.00");
    for (const attendu of [
      t.settings.vendeurRaisonSociale,
      `SIRET ${t.settings.vendeurSiret}`,
      `AVOIR N° AV${a}`,
      "Date : ",
      client.nom,
      client.adresse,
      `${client.cp} ${client.ville}`.trim(),
      "Référence : REF-PDF",
      "Pièce non conforme",
      "Total HT 10,00\u00a0€",
      "TVA 20,00\u00a0% 2,00\u00a0€",
      "Total TTC 12,00\u00a0€",
      `Avoir sur facture n° F${facture.idFact} du ${facture.dateFactFr}`,
    ]) {
      expect(pages[0]).toContain(attendu);
    }
    expect(pages[1]).toContain(`AVOIR N° AV${b}`);
    expect(pages[1]).toContain("Remise exceptionnelle");
    expect(pages[1]).toContain("Total HT 100,00\u00a0€");
    expect(pages[1]).not.toContain("Avoir sur facture");

    const seul = await get(`/api/facturation/avoirs/pdf?ids=${b}`);
    expect(seul.headers["content-disposition"]).toBe(`inline; filename="avoir-${b}.pdf"`);
  });

  it("names an unknown credit note and refuses a bad list", async () => {
    const inconnu = await get("/api/facturation/avoirs/pdf?ids=999999");
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(msgAvoirIntrouvable(999_999));
    const mauvais = await get("/api/facturation/avoirs/pdf?ids=1,abc");
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().message).toBe(MSG_AVOIR_NUMERO_INVALIDE);
  });

  it("needs a session", async () => {
    expect((await get("/api/facturation/avoirs", false)).statusCode).toBe(401);
    expect((await get("/api/facturation/avoirs/pdf?ids=1", false)).statusCode).toBe(401);
  });
});

describe("GET /api/facturation/avoirs (Liste des Avoirs)", () => {
  it("filters by date range and sorts by the server", async () => {
    const res = await get(
      "/api/facturation/avoirs?du=2000-01-01&au=2100-12-31&sort=totHt&dir=desc&pageSize=20",
    );
    expect(res.statusCode).toBe(200);
    const montants = (res.json().rows as { totHt: string }[]).map((r) => Number(r.totHt));
    expect(montants).toEqual([...montants].sort((x, y) => y - x));
    const vide = await get("/api/facturation/avoirs?du=2100-01-01");
    expect(vide.json()).toEqual({ rows: [], total: 0 });
    const recherche = await get("/api/facturation/avoirs?q=REF-SIMPLE");
    // The one credit note of that ref is the 100 € one the print test created.
    expect(
      (recherche.json().rows as { ref: string; description: string; totHt: string }[]).map((r) => [
        r.ref,
        r.description,
        r.totHt,
      ]),
    ).toEqual([["REF-SIMPLE", "Remise exceptionnelle", "100.00"]]);
    expect(recherche.json().total).toBe(1);
  });
});
