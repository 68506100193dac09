import {
  MSG_DEUX_OF_OBLIGATOIRES,
  MSG_OF_IDENTIQUES,
  MSG_OF_NON_EDITABLE,
  MSG_OF_NON_TROUVE,
  MSG_PARAMETRES_STOCK_INCONNUS,
  msgOfDejaEnStock,
  msgOfNonLivre,
  msgOfPasStock,
  STATUT,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newHistoriqueConf, newStockProd, of } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let produit: number;
let autreProduit: number;
let metal: number;
let clientX: number;
let clientY: number;
let nomClientX: string;

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  const [p1, p2] = await rows<{ id: number }>(
    sql`select id_centre as id from produit order by id_centre limit 2`,
  );
  produit = p1!.id;
  autreProduit = p2!.id;
  metal = (await rows<{ id: number }>(sql`select id_type as id from type_metal order by id_type limit 1`))[0]!
    .id;
  const clients = await rows<{ id: number; nom: string }>(sql`
    select c.id, c.nom_agence as nom from client c
    where c.id not in (${t.settings.clientStock}, ${t.settings.clientCanalAlternatif})
      and not exists (select 1 from client e where e.id_parent = c.id)
    order by c.id limit 2`);
  clientX = clients[0]!.id;
  nomClientX = clients[0]!.nom;
  clientY = clients[1]!.id;
});
afterAll(() => t.close());

const post = (url: string, payload?: Record<string, unknown>, withSession = true) =>
  t.app.inject({
    method: "POST",
    url,
    ...(withSession ? { headers: { cookie } } : {}),
    payload: payload ?? {},
  });

/** A test OF with the given order and piece fields. */
async function nouvelOf(values: Partial<typeof of.$inferInsert> = {}): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({
      idp: produit,
      idBijouterie: clientX,
      statut: STATUT.enFabrication,
      idStade: 2,
      typTransp: 1,
      typeMetal: metal,
      ...values,
    })
    .returning({ n: of.numSachet });
  return row!.n;
}

const lire = async (n: number) => (await db().select().from(of).where(eq(of.numSachet, n)))[0]!;
const countOfs = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from "of"`))[0]!.n;

/** Makes the next write matching `when` fail inside the transaction (a real database failure). */
async function echecSur(
  table: string,
  event: "insert" | "update" | "delete",
  when: string,
  fn: () => Promise<void>,
) {
  await db().execute(
    sql.raw(`
    create or replace function ecrin_test_echec() returns trigger language plpgsql as $$
    begin raise exception 'échec simulé' using errcode = '23514'; end $$`),
  );
  await db().execute(
    sql.raw(`
    create trigger ecrin_test_echec before ${event} on ${table}
      for each row when (${when}) execute function ecrin_test_echec()`),
  );
  try {
    await fn();
  } finally {
    await db().execute(sql.raw(`drop trigger ecrin_test_echec on ${table}`));
  }
}

describe("POST /api/of/tools/of-stock", () => {
  it("creates a stock OF with the settings' values and says 'Of créé n° {n}'", async () => {
    const res = await post("/api/of/tools/of-stock");
    expect(res.statusCode).toBe(201);
    const { numSachet, message } = res.json();
    expect(message).toBe(`Of créé n° ${numSachet}`);
    const row = await lire(numSachet);
    expect(row).toMatchObject({
      idp: 619,
      idBijouterie: 249,
      statut: 50,
      typeMetal: 1001,
      idStade: 2,
      typTransp: 1,
      idTypeCommande: 2,
    });
    // The user who asked (bureau) and the stock client's name copied from client 249 of the demo.
    const [bureau] = await rows<{ id: number }>(
      sql`select id_user as id from utilisateur where login = 'bureau'`,
    );
    expect([row.idUser, row.nomAgence]).toEqual([bureau!.id, "Stock Écrin"]);
    // Today + 15 days, moved to the Monday when on a weekend: clock-dependent, so only its presence here
    // (the rule's dates are pinned in domain's of/edit.test.ts).
    expect(row.dateLivr).not.toBeNull();
  });

  it("follows the settings, and refuses (creating nothing) when they name nothing", async () => {
    const avant = await countOfs();
    t.settings.produitStock = 999_999;
    try {
      const res = await post("/api/of/tools/of-stock");
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MSG_PARAMETRES_STOCK_INCONNUS);
    } finally {
      t.settings.produitStock = 619;
    }
    expect(await countOfs()).toBe(avant);
  });
});

describe("POST /api/of/tools/echange (swap two OFs' orders)", () => {
  it("exchanges the orders, keeps the pieces, moves reservations with their order", async () => {
    const a = await nouvelOf({
      refClt: "CMD-A",
      notes: "pour A",
      prixFact: "100.00",
      dim: "52",
      statut: 200,
    });
    const b = await nouvelOf({
      idBijouterie: clientY,
      refClt: "CMD-B",
      prixFact: "250.00",
      dim: "54",
      statut: 50,
    });
    const piece = await nouvelOf({
      idBijouterie: t.settings.clientStock,
      statut: STATUT.enStock,
      ofReservation: a,
    });
    const res = await post("/api/of/tools/echange", { ofSource: a, ofCible: b });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Commandes des OF ${a} et ${b} échangées`);
    expect(await lire(a)).toMatchObject({
      idBijouterie: clientY,
      refClt: "CMD-B",
      prixFact: "250.00",
      dim: "52",
      statut: 200,
      notes: null,
    });
    expect(await lire(b)).toMatchObject({
      idBijouterie: clientX,
      refClt: "CMD-A",
      prixFact: "100.00",
      dim: "54",
      statut: 50,
      notes: "pour A",
    });
    expect((await lire(piece)).ofReservation).toBe(b);
  });

  it("requires both numbers, two different OFs", async () => {
    const a = await nouvelOf();
    for (const body of [{}, { ofSource: a }, { ofCible: a }]) {
      const res = await post("/api/of/tools/echange", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_DEUX_OF_OBLIGATOIRES);
    }
    const same = await post("/api/of/tools/echange", { ofSource: a, ofCible: a });
    expect(same.json().message).toBe(MSG_OF_IDENTIQUES);
    const inconnu = await post("/api/of/tools/echange", { ofSource: a, ofCible: 999_999_999 });
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(MSG_OF_NON_TROUVE);
  });

  it("refuses an invoiced OF (600), a stock piece, another product; changes nothing", async () => {
    const a = await nouvelOf({ refClt: "GARDE" });
    const facture = await nouvelOf({ idBijouterie: clientY, statut: STATUT.facture });
    const res = await post("/api/of/tools/echange", { ofSource: a, ofCible: facture });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_NON_EDITABLE);
    const stock = await nouvelOf({ idBijouterie: t.settings.clientStock, statut: STATUT.enStock });
    expect((await post("/api/of/tools/echange", { ofSource: a, ofCible: stock })).json().message).toContain(
      `L'OF ${stock} est en stock`,
    );
    const autre = await nouvelOf({ idp: autreProduit, idBijouterie: clientY });
    const diff = await post("/api/of/tools/echange", { ofSource: a, ofCible: autre });
    expect(diff.statusCode).toBe(409);
    expect(diff.json().message).toContain("n'ont pas le même produit et le même métal");
    expect(await lire(a)).toMatchObject({ idBijouterie: clientX, refClt: "GARDE" });
    expect((await lire(facture)).idBijouterie).toBe(clientY);
  });

  it("is one transaction: a failure on the second OF leaves the first as it was", async () => {
    const a = await nouvelOf({ refClt: "AVANT-A" });
    const b = await nouvelOf({ idBijouterie: clientY, refClt: "AVANT-B" });
    await echecSur(
      `"of"`,
      "update",
      `new.num_sachet = ${b} and new.ref_clt is distinct from old.ref_clt`,
      async () => {
        expect((await post("/api/of/tools/echange", { ofSource: a, ofCible: b })).statusCode).toBe(400);
      },
    );
    expect(await lire(a)).toMatchObject({ idBijouterie: clientX, refClt: "AVANT-A" });
    expect(await lire(b)).toMatchObject({ idBijouterie: clientY, refClt: "AVANT-B" });
  });
});

/** A finished stock piece: status 650, held by the stock client, its stock row and open stay. */
async function pieceEnStock(values: Partial<typeof of.$inferInsert> = {}) {
  const n = await nouvelOf({
    idBijouterie: t.settings.clientStock,
    statut: STATUT.enStock,
    idTypeCommande: 2,
    ...values,
  });
  await db().insert(newStockProd).values({ of: n });
  await db()
    .insert(newHistoriqueConf)
    .values({ of: n, idBijouterie: t.settings.clientStock, dateEntree: "2020-01-02" });
  return n;
}

describe("POST /api/of/tools/transfert (a stock OF takes a client's order)", () => {
  it("moves the order to the stock piece, which leaves the stock ready to invoice", async () => {
    const commande = await nouvelOf({ refClt: "CMD-T", prixFact: "480.00", idTypeCommande: 1 });
    const source = await pieceEnStock({ ofReservation: commande });
    const autrePiece = await pieceEnStock({ ofReservation: commande });
    const res = await post("/api/of/tools/transfert", { ofSource: source, ofCible: commande });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`OF ${source} transféré au client ${nomClientX}`);
    expect(await lire(source)).toMatchObject({
      idBijouterie: clientX,
      refClt: "CMD-T",
      prixFact: "480.00",
      idTypeCommande: 1,
      statut: STATUT.pretAFacturer,
      ofReservation: null,
    });
    expect(await lire(commande)).toMatchObject({
      idBijouterie: t.settings.clientStock,
      refClt: null,
      idTypeCommande: 2,
      statut: STATUT.enFabrication,
    });
    expect((await lire(autrePiece)).ofReservation).toBeNull();
    expect(await db().select().from(newStockProd).where(eq(newStockProd.of, source))).toEqual([]);
    const sejours = await db().select().from(newHistoriqueConf).where(eq(newHistoriqueConf.of, source));
    expect(sejours).toHaveLength(1);
    // The stay ends today (the later of today and its 2020-01-02 entry), read from the database's clock.
    const [aujourdhui] = await rows<{ d: string }>(sql`select current_date::text as d`);
    expect(sejours[0]!.dateSortie).toBe(aujourdhui!.d);
  });

  it("requires both numbers and a stock OF; refuses 600 on either side", async () => {
    const commande = await nouvelOf();
    expect((await post("/api/of/tools/transfert", { ofCible: commande })).json().message).toBe(
      MSG_DEUX_OF_OBLIGATOIRES,
    );
    const pasStock = await nouvelOf({ idBijouterie: clientY });
    const refus = await post("/api/of/tools/transfert", { ofSource: pasStock, ofCible: commande });
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(msgOfPasStock(pasStock));
    const source = await pieceEnStock();
    const facture = await nouvelOf({ statut: STATUT.facture });
    const verrou = await post("/api/of/tools/transfert", { ofSource: source, ofCible: facture });
    expect(verrou.statusCode).toBe(409);
    expect(verrou.json().message).toBe(MSG_OF_NON_EDITABLE);
    expect((await lire(source)).statut).toBe(STATUT.enStock);
  });

  it("is one transaction: a failure leaving the stock leaves both OFs as they were", async () => {
    const commande = await nouvelOf({ refClt: "CMD-ECHEC" });
    const source = await pieceEnStock();
    await echecSur("new_stock_prod", "delete", `old.of = ${source}`, async () => {
      expect(
        (await post("/api/of/tools/transfert", { ofSource: source, ofCible: commande })).statusCode,
      ).toBe(400);
    });
    expect(await lire(source)).toMatchObject({
      idBijouterie: t.settings.clientStock,
      statut: STATUT.enStock,
    });
    expect(await lire(commande)).toMatchObject({ idBijouterie: clientX, refClt: "CMD-ECHEC" });
  });
});

describe("POST /api/of/tools/reintegration (a delivered OF back into stock)", () => {
  it("reinstates an invoiced OF without touching its invoice: 'OF réintégré n° {n}'", async () => {
    const [facture] = await rows<{ of: number }>(sql`
      select o.num_sachet as of from "of" o join constituant_fact l on l.of = o.num_sachet
      where o.statut = ${STATUT.facture} order by o.num_sachet limit 1`);
    const n = facture!.of;
    const avant = await rows(sql`
      select l.*, f.* from constituant_fact l join facture f on f.id_fact = l.fact where l.of = ${n}`);
    const res = await post("/api/of/tools/reintegration", { numSachet: n });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`OF réintégré n° ${n}`);
    expect(await lire(n)).toMatchObject({
      statut: STATUT.enStock,
      idBijouterie: t.settings.clientStock,
      ofReservation: null,
    });
    expect(await db().select().from(newStockProd).where(eq(newStockProd.of, n))).toHaveLength(1);
    const ouverts = (await db().select().from(newHistoriqueConf).where(eq(newHistoriqueConf.of, n))).filter(
      (s) => s.dateSortie === null,
    );
    expect(ouverts).toHaveLength(1);
    expect(ouverts[0]!.idBijouterie).toBe(t.settings.clientStock);
    const apres = await rows(sql`
      select l.*, f.* from constituant_fact l join facture f on f.id_fact = l.fact where l.of = ${n}`);
    expect(apres).toEqual(avant);
  });

  it("reinstates a ready-to-invoice OF; refuses one not delivered, one in stock, an unknown one", async () => {
    const pret = await nouvelOf({ statut: STATUT.pretAFacturer });
    expect((await post("/api/of/tools/reintegration", { numSachet: pret })).statusCode).toBe(200);
    expect((await post("/api/of/tools/reintegration", { numSachet: pret })).json().message).toBe(
      msgOfDejaEnStock(pret),
    );
    const enCours = await nouvelOf();
    const refus = await post("/api/of/tools/reintegration", { numSachet: enCours });
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(msgOfNonLivre(enCours));
    expect((await post("/api/of/tools/reintegration", { numSachet: 999_999_999 })).statusCode).toBe(404);
    expect((await post("/api/of/tools/reintegration", {})).json().message).toBe(
      "Le numéro d'OF est obligatoire.",
    );
  });

  it("is one transaction: a failing history row leaves the OF delivered", async () => {
    const n = await nouvelOf({ statut: STATUT.facture });
    await echecSur("new_historique_conf", "insert", `new.of = ${n}`, async () => {
      expect((await post("/api/of/tools/reintegration", { numSachet: n })).statusCode).toBe(400);
    });
    expect(await lire(n)).toMatchObject({ statut: STATUT.facture, idBijouterie: clientX });
    expect(await db().select().from(newStockProd).where(eq(newStockProd.of, n))).toEqual([]);
  });
});

describe("the tools need a session", () => {
  it.each(["of-stock", "echange", "transfert", "reintegration"])("%s: 401", async (tool) => {
    expect((await post(`/api/of/tools/${tool}`, {}, false)).statusCode).toBe(401);
  });
});
