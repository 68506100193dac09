import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const creer = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/compta/traites",
    headers: { cookie, "idempotency-key": randomUUID() },
    payload,
  });
  expect(res.statusCode).toBe(201);
};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  t.settings.vendeurIban = "FR76 3000 6000 0112 3456 7890 189";
  await exec(sql`insert into client (id, label, nom_agence, iban, banque) values
    (601, 'Hélène', 'Bijouterie Hélène', 'FR1420041010050500013M02606', 'Crédit Agricole'),
    (602, 'Perles', 'Perles d''Orléans', 'FR7630006000011234567890189', 'BNP'),
    (603, 'Sans', 'Sans Banque', '', '')`);
  await creer({
    idBijouterie: 601,
    dateCreation: "2026-04-10",
    dateEcheance: "2026-05-10",
    totalTtc: "1 234,56",
    numEffet: 1500,
    nbDecoupe: 1,
  });
  await creer({
    idBijouterie: 602,
    dateCreation: "2026-04-10",
    dateEcheance: "2026-06-30",
    totalTtc: "100,00",
    numEffet: 1501,
    nbDecoupe: 2,
  });
  await creer({
    idBijouterie: 603,
    dateCreation: "2026-04-11",
    dateEcheance: "2026-05-11",
    totalTtc: "10,00",
    numEffet: 1502,
    nbDecoupe: 1,
  });
});
afterAll(() => t.close());

describe("GET /api/compta/traites/cfonb: the LCR remittance of a creation date", () => {
  it("writes 03, one 06 per instalment and 08, every record 160 characters", async () => {
    const res = await get("/api/compta/traites/cfonb?date=2026-04-10");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=us-ascii");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="lcr-2026-04-10.txt"');
    const lignes = res.body.split("\r\n");
    expect(lignes.pop()).toBe("");
    expect(lignes.map((l) => l.length)).toEqual([160, 160, 160, 160, 160]);
    expect(lignes.map((l) => l.slice(0, 2))).toEqual(["03", "06", "06", "06", "08"]);
    const [entete, a, b1, b2, total] = lignes as [string, string, string, string, string];
    // 03: date de remise, seller, seller's RIB (from the settings' IBAN).
    expect(entete.slice(24, 30)).toBe("100426");
    expect(entete.slice(30, 54)).toBe("ECRIN JOAILLERIE        ");
    expect(entete.slice(81, 102)).toBe("300060000112345678901");
    // 06: reference, drawee, bank, RIB, cents, due date, creation date, client number.
    expect(a.slice(20, 30)).toBe("1500      ");
    expect(a.slice(30, 54)).toBe("BIJOUTERIE HELENE       ");
    expect(a.slice(54, 78)).toBe("CREDIT AGRICOLE         ");
    expect(a.slice(81, 102)).toBe("20041010050500013M026");
    expect(a.slice(102, 114)).toBe("000000123456");
    expect(a.slice(118, 124)).toBe("100526");
    expect(a.slice(124, 130)).toBe("100426");
    expect(a.slice(150, 160)).toBe("601       ");
    expect([b1.slice(20, 30), b2.slice(20, 30)]).toEqual(["1501-1    ", "1501-2    "]);
    expect([b1.slice(102, 114), b2.slice(102, 114)]).toEqual(["000000005000", "000000005000"]);
    expect([b1.slice(118, 124), b2.slice(118, 124)]).toEqual(["300626", "300726"]);
    expect(b1.slice(30, 54)).toBe("PERLES D'ORLEANS        ");
    // 08: the sum in cents.
    expect(total.slice(102, 114)).toBe("000000133456");
  });

  it("refuses a day whose bill's client has no IBAN (named), a day without bills, a bad date", async () => {
    const sans = await get("/api/compta/traites/cfonb?date=2026-04-11");
    expect(sans.statusCode).toBe(400);
    expect(sans.json().message).toBe(
      "Pas d'IBAN français valide pour le client : Sans Banque. Complétez sa fiche avant de créer le fichier LCR.",
    );
    const vide = await get("/api/compta/traites/cfonb?date=2026-04-12");
    expect(vide.statusCode).toBe(400);
    expect(vide.json().message).toBe("Aucune traite client à cette date de création.");
    const faux = await get("/api/compta/traites/cfonb?date=12/04/2026");
    expect(faux.statusCode).toBe(400);
    expect(faux.json().message).toContain("Date de remise invalide");
  });

  it("lists the bills of a date for the choice, and writes only the chosen ones", async () => {
    const liste = await get("/api/compta/traites/remise?date=2026-04-10");
    expect(liste.statusCode).toBe(200);
    const traites = liste.json() as {
      idTraite: number;
      numEffet: number;
      client: string;
      totalTtc: string;
    }[];
    expect(traites.map((x) => [x.numEffet, x.client, x.totalTtc])).toEqual([
      [1500, "Bijouterie Hélène", "1234.56"],
      [1501, "Perles d'Orléans", "100.00"],
    ]);
    const seule = await get(`/api/compta/traites/cfonb?date=2026-04-10&ids=${traites[1]!.idTraite}`);
    expect(seule.statusCode).toBe(200);
    const lignes = seule.body.split("\r\n").slice(0, -1);
    expect(lignes.map((l) => l.length)).toEqual([160, 160, 160, 160]);
    expect(lignes.map((l) => l.slice(0, 2))).toEqual(["03", "06", "06", "08"]);
    expect(lignes.slice(1, 3).map((l) => l.slice(20, 30))).toEqual(["1501-1    ", "1501-2    "]);
    expect(lignes.map((l) => l.slice(4, 12))).toEqual(["00000001", "00000002", "00000003", "00000004"]);
    expect(lignes[3]!.slice(102, 114)).toBe("000000010000");
  });

  it("refuses a chosen bill of another day (named) and a bad selection", async () => {
    const [autre] = (await exec(sql`select id_traite as id from traite where num_effet = 1502`)).rows as {
      id: number;
    }[];
    const res = await get(`/api/compta/traites/cfonb?date=2026-04-10&ids=${autre!.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Traite absente de cette date de création : ${autre!.id}.`);
    const faux = await get("/api/compta/traites/cfonb?date=2026-04-10&ids=1,x");
    expect(faux.statusCode).toBe(400);
    expect(faux.json().message).toBe("Sélection de traites invalide : des numéros séparés par des virgules.");
  });

  it("writes the issuer number and the bank of the settings in the header, refuses a bad number", async () => {
    t.settings.lcrNumeroEmetteur = "482716";
    t.settings.lcrDomiciliation = "BNP Paribas Paris Opéra";
    try {
      const res = await get("/api/compta/traites/cfonb?date=2026-04-10");
      const entete = res.body.split("\r\n")[0]!;
      expect(entete).toHaveLength(160);
      expect(entete.slice(12, 18)).toBe("482716");
      expect(entete.slice(54, 78)).toBe("BNP PARIBAS PARIS OPERA ");
      t.settings.lcrNumeroEmetteur = "48271";
      const faux = await get("/api/compta/traites/cfonb?date=2026-04-10");
      expect(faux.statusCode).toBe(400);
      expect(faux.json().message).toBe(
        "Le numéro national d'émetteur (réglage lcrNumeroEmetteur) doit avoir 6 chiffres : le fichier LCR ne peut pas être créé.",
      );
    } finally {
      t.settings.lcrNumeroEmetteur = "";
      t.settings.lcrDomiciliation = "";
    }
  });
});
