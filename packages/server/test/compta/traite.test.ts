import { randomUUID } from "node:crypto";
import {
  addDays,
  formatDate,
  MSG_TRAITE_BANQUE_INCONNUE,
  MSG_TRAITE_CLIENT_INCONNU,
  MSG_TRAITE_ECHEANCE_AVANT_CREATION,
  MSG_TRAITE_INTROUVABLE,
  MSG_TRAITE_NB_DECOUPE_INVALIDE,
  msgNumEffetUtilise,
  msgTraiteCreee,
  toIsoDate,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { texteLigneDuPdf as pdfText } from "../helpers/pdf-texte.ts";

let t: TestApp;
let cookie: string;
let client: { id: number; nom: string; adresse: string; cp: string; ville: string };

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows;
const compte = async (table: "traite" | "traite_fournisseur") =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  [client] = (await rows<typeof client>(sql`
    select id, nom_agence as nom, adresse, cp, ville from client
    where adresse <> '' and not exists (select 1 from client e where e.id_parent = client.id)
    order by id limit 1`)) as [typeof client];
});
afterAll(() => t.close());

const get = (url: string, withSession = true) =>
  t.app.inject({ method: "GET", url, ...(withSession ? { headers: { cookie } } : {}) });
/** One submission of a bill form: its own Idempotency-Key. */
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url, headers: { cookie, "idempotency-key": randomUUID() }, payload });

const prochain = async () => (await get("/api/compta/traites/prochain-effet")).json().numEffet as number;
const traite = (over: Record<string, unknown> = {}) => ({
  idBijouterie: client.id,
  dateCreation: "2026-01-31",
  dateEcheance: "2026-03-02",
  totalTtc: "1 000,01",
  numEffet: "",
  nbDecoupe: "2",
  ...over,
});

describe("/traite: the customer bill", () => {
  it("offers the N° Effet after the last stored one (1500 without any)", async () => {
    const [dernier] = await rows<{ n: number | null }>(sql`select max(num_effet) as n from traite`);
    expect(await prochain()).toBe(dernier?.n === null || dernier?.n === undefined ? 1500 : dernier.n + 1);
  });

  it("refuses a bill with missing fields with the alert that names them, and saves nothing", async () => {
    const avant = await compte("traite");
    const res = await post("/api/compta/traites", traite({ idBijouterie: null, totalTtc: "" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Il manque les variables suivantes : Client, Total TTC, N° Effet");
    expect(await compte("traite")).toBe(avant);
  });

  it("refuses wrong values field by field, and an unknown client", async () => {
    const n = await prochain();
    const avant = await post("/api/compta/traites", traite({ numEffet: n, dateEcheance: "2026-01-30" }));
    expect(avant.statusCode).toBe(400);
    expect(avant.json().fieldErrors.dateEcheance).toBe(MSG_TRAITE_ECHEANCE_AVANT_CREATION);
    const trop = await post("/api/compta/traites", traite({ numEffet: n, nbDecoupe: 13 }));
    expect(trop.json().fieldErrors.nbDecoupe).toBe(MSG_TRAITE_NB_DECOUPE_INVALIDE);
    const inconnu = await post("/api/compta/traites", traite({ numEffet: n, idBijouterie: 999_999 }));
    expect(inconnu.statusCode).toBe(400);
    expect(inconnu.json().message).toBe(MSG_TRAITE_CLIENT_INCONNU);
  });

  it("saves a bill in 2 instalments and prints one LCR form per instalment", async () => {
    const n = await prochain();
    const res = await post("/api/compta/traites", traite({ numEffet: String(n) }));
    expect(res.statusCode).toBe(201);
    const cree = res.json();
    expect(cree).toMatchObject({ numEffet: String(n), message: msgTraiteCreee(n) });
    const [ligne] = await rows<Record<string, unknown>>(sql`
      select id_bijouterie, to_char(date_creation, 'YYYY-MM-DD') as creation,
             to_char(date_echeance, 'YYYY-MM-DD') as echeance, total_ttc, num_effet, nb_decoupe
      from traite where id_traite = ${cree.idTraite}`);
    expect(ligne).toEqual({
      id_bijouterie: client.id,
      creation: "2026-01-31",
      echeance: "2026-03-02",
      total_ttc: "1000.01",
      num_effet: n,
      nb_decoupe: 2,
    });
    expect(await prochain()).toBe(n + 1);

    const pdf = await get(`/api/compta/traites/${cree.idTraite}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`inline; filename="traite-${cree.idTraite}.pdf"`);
    const text = pdfText(pdf.rawPayload);
    const formes = text.split("LETTRE DE CHANGE RELEVÉ").slice(1);
    expect(formes).toHaveLength(2);
    // 1000,01 in 2: 500,00 then 500,01; due 02/03 then 02/04.
    // Written as the bill prints them: euros with a no-break space before €, dates dd/mm/yyyy, the amount
    // in words (500 = cinq cents; 0,01 = un centime).
    const attendus = [
      {
        montant: "500,00\u00a0€",
        lettres: "cinq cents euros",
        echeance: "02/03/2026",
        numero: `${n}-1`,
        rang: "Échéance 1 / 2",
      },
      {
        montant: "500,01\u00a0€",
        lettres: "cinq cents euros et un centime",
        echeance: "02/04/2026",
        numero: `${n}-2`,
        rang: "Échéance 2 / 2",
      },
    ];
    attendus.forEach((a, i) => {
      const f = formes[i]!;
      for (const attendu of [
        a.rang,
        "L.C.R. seulement",
        `Montant pour contrôle\n${a.montant}`,
        "à l'ordre de :",
        t.settings.vendeurRaisonSociale,
        t.settings.vendeurVille,
        "31/01/2026",
        a.echeance,
        a.numero,
        a.lettres,
        "Réf. tiré",
        `Client n° ${client.id}`,
        "Code établissement",
        "Code guichet",
        "N° de compte",
        "Clé RIB",
        "Nom et adresse du tiré",
        client.nom,
        client.adresse,
        "Domiciliation",
        "Valeur en",
        "Acceptation ou aval",
        "NE PAS ACCEPTER",
        "Signature du tireur",
      ]) {
        expect(f).toContain(attendu);
      }
    });
  });

  it("never gives one N° Effet to two bills, even created at the same time", async () => {
    const n = await prochain();
    const avant = await compte("traite");
    const res = await Promise.all(
      Array.from({ length: 10 }, () => post("/api/compta/traites", traite({ numEffet: n, nbDecoupe: 1 }))),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of res.filter((x) => x.statusCode !== 201)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(msgNumEffetUtilise(n));
    }
    expect(await compte("traite")).toBe(avant + 1);

    const suivants = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post("/api/compta/traites", traite({ numEffet: n + 1 + i }))),
    );
    expect(suivants.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(await prochain()).toBe(n + 11);
  });

  it("answers 404 for an unknown bill and needs a session", async () => {
    const res = await get("/api/compta/traites/999999/pdf");
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(MSG_TRAITE_INTROUVABLE);
    expect((await get("/api/compta/traites/prochain-effet", false)).statusCode).toBe(401);
  });
});

describe("/traite_fournisseur: the supplier bill", () => {
  const aujourdhui = toIsoDate(new Date());

  it("offers the preset banks with their codes and the active suppliers", async () => {
    const banques = (await get("/api/compta/banques")).json() as Array<Record<string, string | number>>;
    // The demo's four banks, by name.
    expect(banques.map((b) => [b.nom, b.codeBanque, b.codeGuichet, b.ville])).toEqual([
      ["BNP Paribas", "30004", "00828", "Paris"],
      ["CIC", "30066", "10021", "Strasbourg"],
      ["Crédit Agricole", "18206", "00042", "Lyon"],
      ["Société Générale", "30003", "01234", "Paris"],
    ]);
    for (const b of banques) {
      expect(b.codeBanque).toMatch(/^\d{5}$/);
      expect(b.codeGuichet).toMatch(/^\d{5}$/);
      expect(b.nom).not.toBe("");
    }
    const fournisseurs = (await get("/api/compta/traites-fournisseur/fournisseurs")).json() as Array<{
      fourId: number;
      raisonSoc: string;
    }>;
    const [actifs] = await rows<{ n: number }>(
      sql`select count(*)::int as n from fournisseur where actif = 1`,
    );
    expect(fournisseurs).toHaveLength(actifs!.n);
  });

  it("refuses missing fields with the alert, then saves and prints the bill on the chosen bank", async () => {
    const [banque] = (await get("/api/compta/banques")).json() as Array<Record<string, string | number>>;
    const [fournisseur] = (await get("/api/compta/traites-fournisseur/fournisseurs")).json() as Array<{
      fourId: number;
      raisonSoc: string;
    }>;
    const saisie = {
      idBanque: banque!.idBanque,
      banqueNom: banque!.nom,
      codeBanque: banque!.codeBanque,
      codeGuichet: banque!.codeGuichet,
      numCompte: banque!.numCompte,
      cleRib: banque!.cleRib,
      ville: banque!.ville,
      fourId: fournisseur!.fourId,
      fournisseurNom: fournisseur!.raisonSoc,
      fournisseurCompte: "401DIAM",
      dateCreation: aujourdhui,
      dateEcheance: addDays(aujourdhui, 30),
      totalTtc: "2400",
      numEffet: "",
      nbDecoupe: 1,
    };
    const avant = await compte("traite_fournisseur");
    const manque = await post("/api/compta/traites-fournisseur", { ...saisie, codeGuichet: " " });
    expect(manque.statusCode).toBe(400);
    expect(manque.json().message).toBe("Il manque les variables suivantes : Code guichet, N° Traite");
    expect(await compte("traite_fournisseur")).toBe(avant);

    const inconnue = await post("/api/compta/traites-fournisseur", {
      ...saisie,
      numEffet: "F-1",
      idBanque: 9999,
    });
    expect(inconnue.statusCode).toBe(400);
    expect(inconnue.json().message).toBe(MSG_TRAITE_BANQUE_INCONNUE);

    const res = await post("/api/compta/traites-fournisseur", { ...saisie, numEffet: "F-2026-17" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(msgTraiteCreee("F-2026-17"));
    const pdf = await get(`/api/compta/traites-fournisseur/${res.json().idTraite}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text.split("LETTRE DE CHANGE RELEVÉ")).toHaveLength(2);
    for (const attendu of [
      "à l'ordre de :",
      `Tireur\n${fournisseur!.raisonSoc}`,
      "F-2026-17",
      // 2400 with a narrow no-break space between thousands, a no-break space before €.
      "2\u202f400,00\u00a0€",
      "deux mille quatre cents euros",
      formatDate(aujourdhui),
      formatDate(addDays(aujourdhui, 30)),
      String(banque!.nom),
      String(banque!.codeBanque),
      String(banque!.codeGuichet),
      String(banque!.numCompte),
      String(banque!.cleRib),
      "401DIAM",
      t.settings.vendeurRaisonSociale,
      t.settings.vendeurAdresse,
      "Acceptation ou aval",
      "L.C.R. seulement",
    ]) {
      expect(text).toContain(attendu);
    }
    expect(text).not.toContain("NE PAS ACCEPTER");

    // The account printed is offered again for this supplier.
    const ensuite = (await get("/api/compta/traites-fournisseur/fournisseurs")).json() as Array<{
      fourId: number;
      compte: string | null;
    }>;
    expect(ensuite.find((f) => f.fourId === fournisseur!.fourId)?.compte).toBe("401DIAM");
  });
});

describe("/traite: the history of the bills created", () => {
  it("lists the bills newest first with client, amount, due dates and number, filtered by client", async () => {
    const numEffet = await prochain();
    const cree = await post("/api/compta/traites", traite({ numEffet, totalTtc: "300,00", nbDecoupe: "3" }));
    expect(cree.statusCode).toBe(201);
    const res = await get("/api/compta/traites?sort=numEffet&dir=desc&pageSize=5");
    expect(res.statusCode).toBe(200);
    const { rows: lignes, total } = res.json() as { rows: Array<Record<string, unknown>>; total: number };
    expect(total).toBe(await compte("traite"));
    expect(lignes[0]).toMatchObject({
      id: cree.json().idTraite,
      numEffet,
      idClient: client.id,
      client: client.nom,
      dateCreation: "2026-01-31",
      totalTtc: "300.00",
      nbDecoupe: 3,
      echeances: "02/03/2026, 02/04/2026, 02/05/2026",
    });
    const duClient = (await get(`/api/compta/traites?client=${client.id}&pageSize=100`)).json();
    expect(duClient.rows.every((r: { idClient: number }) => r.idClient === client.id)).toBe(true);
    const csv = await get("/api/compta/traites?format=csv&sort=numEffet&dir=desc");
    expect(csv.body.split("\r\n")[0]).toContain("N° effet;Date;Client;Montant TTC;Nb échéances;Échéances");
    const bad = await get("/api/compta/traites?client=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Client invalide.");
  });
});
