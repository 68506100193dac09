import { createHash, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;

const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
/** Remettre: POST the remittance; on success, the file downloaded as the screen does. */
const remettre = (payload: Record<string, unknown>, key: string = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: "/api/compta/traites/remises",
    headers: { cookie, "idempotency-key": key },
    payload,
  });
const fichierDe = (numero: number) => get(`/api/compta/traites/remises/${numero}/fichier`);
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
  t.settings.lcrDomiciliation = "BNP Paribas Paris Opéra";
  await exec(sql`insert into client (id, label, nom_agence, iban, banque) values
    (601, 'Hélène', 'Bijouterie Hélène', 'FR1420041010050500013M02606', 'Crédit Agricole'),
    (602, 'Perles', 'Perles d''Orléans', 'FR7630006000011234567890189', 'BNP'),
    (603, 'Sans', 'Sans Banque', '', ''),
    (604, 'Fils', 'Or & Fils', 'FR7630006000011234567890189', 'LCL')`);
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
  for (const [numEffet, idBijouterie, dateCreation] of [
    [1503, 604, "2026-04-12"],
    [1504, 602, "2026-04-12"],
    [1505, 601, "2026-04-13"],
    [1506, 602, "2026-04-14"],
  ] as const) {
    await creer({
      idBijouterie,
      dateCreation,
      dateEcheance: "2026-06-30",
      totalTtc: "10,00",
      numEffet,
      nbDecoupe: 1,
    });
  }
});
afterAll(() => t.close());

const idDe = async (numEffet: number) =>
  (
    (await exec(sql`select id_traite as id from traite where num_effet = ${numEffet}`)).rows[0] as {
      id: number;
    }
  ).id;
const nbRemises = async () =>
  Number(((await exec(sql`select count(*)::int as n from remise_lcr`)).rows[0] as { n: number }).n);

describe("POST /api/compta/traites/remises: refusals record nothing", () => {
  it("refuses a day whose bill's client has no IBAN (named), a day without bills, a bad date", async () => {
    const sans = await remettre({ date: "2026-04-11" });
    expect(sans.statusCode).toBe(400);
    expect(sans.json().message).toBe(
      "Pas d'IBAN français valide pour le client : Sans Banque. Complétez sa fiche avant de créer le fichier LCR.",
    );
    const vide = await remettre({ date: "2026-04-20" });
    expect(vide.statusCode).toBe(400);
    expect(vide.json().message).toBe("Aucune traite client à cette date de création.");
    const faux = await remettre({ date: "12/04/2026" });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().message).toContain("Date de remise invalide");
    expect(await nbRemises()).toBe(0);
  });

  it("refuses a chosen bill of another day (named), an empty choice and a bad selection", async () => {
    const autre = await idDe(1502);
    const res = await remettre({ date: "2026-04-10", ids: [autre] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`Traite absente de cette date de création : ${autre}.`);
    const aucune = await remettre({ date: "2026-04-10", ids: [] });
    expect(aucune.statusCode).toBe(400);
    expect(aucune.json().message).toBe("Choisissez au moins une traite pour le fichier LCR.");
    const faux = await remettre({ date: "2026-04-10", ids: [1, "x"] });
    expect(faux.statusCode).toBe(400);
    expect(faux.json().message).toBe("Sélection de traites invalide : des numéros séparés par des virgules.");
    expect(await nbRemises()).toBe(0);
  });

  it("refuses while the seller's bank domiciliation setting is empty, or its issuer number is not 6 digits", async () => {
    t.settings.lcrDomiciliation = "  ";
    try {
      const vide = await remettre({ date: "2026-04-13" });
      expect(vide.statusCode).toBe(400);
      expect(vide.json().message).toBe(
        "La domiciliation bancaire du vendeur (réglage lcrDomiciliation) est vide : le fichier LCR ne peut pas être créé.",
      );
    } finally {
      t.settings.lcrDomiciliation = "BNP Paribas Paris Opéra";
    }
    t.settings.lcrNumeroEmetteur = "48271";
    try {
      const faux = await remettre({ date: "2026-04-13" });
      expect(faux.statusCode).toBe(400);
      expect(faux.json().message).toBe(
        "Le numéro national d'émetteur (réglage lcrNumeroEmetteur) doit avoir 6 chiffres : le fichier LCR ne peut pas être créé.",
      );
    } finally {
      t.settings.lcrNumeroEmetteur = "";
    }
    expect(await nbRemises()).toBe(0);
  });
});

describe("a remittance is a numbered record; asking again gives the identical file", () => {
  it("records remittance 1 of a day (date, bills, total, file hash) and writes its CFONB file", async () => {
    t.settings.lcrNumeroEmetteur = "482716";
    let res: Awaited<ReturnType<typeof remettre>>;
    try {
      res = await remettre({ date: "2026-04-10" });
    } finally {
      t.settings.lcrNumeroEmetteur = "";
    }
    expect(res.statusCode, res.body).toBe(201);
    const remise = res.json();
    expect(remise).toMatchObject({
      numero: 1,
      dateRemise: "2026-04-10",
      nbEffets: 3,
      totalTtc: "1334.56",
      nom: "lcr-2026-04-10-remise-1.txt",
      dejaFaite: false,
    });
    expect(remise.message).toMatch(/^Remise n° 1 enregistrée : 3 effets, 1\s334,56\s€\.$/);
    const f = await fichierDe(1);
    expect(f.statusCode).toBe(200);
    expect(f.headers["content-type"]).toBe("text/plain; charset=us-ascii");
    expect(f.headers["content-disposition"]).toBe('attachment; filename="lcr-2026-04-10-remise-1.txt"');
    expect(createHash("sha256").update(f.body).digest("hex")).toBe(remise.empreinte);
    const lignes = f.body.split("\r\n");
    expect(lignes.pop()).toBe("");
    expect(lignes.map((l) => l.length)).toEqual([160, 160, 160, 160, 160]);
    expect(lignes.map((l) => l.slice(0, 2))).toEqual(["03", "06", "06", "06", "08"]);
    const [entete, a, b1, b2, total] = lignes as [string, string, string, string, string];
    // 03: issuer number, date de remise, seller, its domiciliation, RIB, the remittance's reference.
    expect(entete.slice(12, 18)).toBe("482716");
    expect(entete.slice(24, 30)).toBe("100426");
    expect(entete.slice(30, 54)).toBe("ECRIN JOAILLERIE        ");
    expect(entete.slice(54, 78)).toBe("BNP PARIBAS PARIS OPERA ");
    expect(entete.slice(81, 102)).toBe("300060000112345678901");
    expect(entete.slice(149, 160)).toBe("LCR00000001");
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

    // Again (another submission, settings changed since): the same remittance, said already made,
    // and byte for byte the same file.
    const encore = await remettre({ date: "2026-04-10", ids: [await idDe(1501), await idDe(1500)] });
    expect(encore.statusCode).toBe(200);
    expect(encore.json()).toMatchObject({ numero: 1, dejaFaite: true, empreinte: remise.empreinte });
    expect(encore.json().message).toMatch(
      /^Remise n° 1 déjà faite le \d\d\/\d\d\/\d{4} pour ces traites : voici le même fichier\.$/,
    );
    expect((await fichierDe(1)).body).toBe(f.body);
    expect(await nbRemises()).toBe(1);
  });

  it("writes only the chosen bills, refuses remitted ones among others (named), maps & to ET", async () => {
    const seule = await remettre({ date: "2026-04-12", ids: [await idDe(1504)] });
    expect(seule.statusCode).toBe(201);
    expect(seule.json()).toMatchObject({ numero: 2, nbEffets: 1, totalTtc: "10.00" });
    const lignes = (await fichierDe(2)).body.split("\r\n").slice(0, -1);
    expect(lignes.map((l) => l.slice(0, 2))).toEqual(["03", "06", "08"]);
    expect(lignes[1]!.slice(20, 30)).toBe("1504      ");

    const melange = await remettre({ date: "2026-04-12" });
    expect(melange.statusCode).toBe(409);
    expect(melange.json().message).toBe(
      "Cette traite est déjà remise à la banque : effet 1504 (remise n° 2). Choisissez exactement les traites d'une remise pour retrouver son fichier, ou seulement des traites non remises.",
    );
    const autre = await remettre({ date: "2026-04-12", ids: [await idDe(1503)] });
    expect(autre.statusCode).toBe(201);
    expect(autre.json().numero).toBe(3);
    const detail = (await fichierDe(3)).body.split("\r\n")[1]!;
    expect(detail.slice(30, 54)).toBe("OR ET FILS              ");
    expect(await nbRemises()).toBe(3);
  });

  it("20 concurrent submissions of one day's bills give one remittance; a repeated key answers the first", async () => {
    const key = randomUUID();
    const reponses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => remettre({ date: "2026-04-13" }, i < 5 ? key : randomUUID())),
    );
    const premieres = reponses.filter((r) => r.headers["idempotent-replayed"] !== "true");
    expect(premieres).toHaveLength(16);
    expect(premieres.map((r) => r.statusCode).sort()).toEqual([200, 201, ...Array(14).fill(200)].sort());
    expect(premieres.filter((r) => !r.json().dejaFaite)).toHaveLength(1);
    expect(new Set(reponses.map((r) => r.json().numero))).toEqual(new Set([4]));
    expect(await nbRemises()).toBe(4);
  });

  it("a remittance and its bills cannot be changed nor removed; an unknown one is 404", async () => {
    for (const requete of [
      sql`update remise_lcr set total_ttc = 0 where numero = 1`,
      sql`delete from remise_lcr where numero = 1`,
      sql`delete from remise_lcr_traite where numero = 1`,
    ]) {
      const e = await exec(requete).then(
        () => null,
        (err: Error & { cause?: Error }) => err,
      );
      expect(`${e?.message} ${e?.cause?.message}`).toContain("Un document émis (remise_lcr");
    }
    expect(await nbRemises()).toBe(4);
    const inconnue = await fichierDe(99);
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe("Remise LCR introuvable.");
  });
});
