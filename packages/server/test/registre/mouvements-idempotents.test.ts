import { randomUUID } from "node:crypto";
import {
  CODE_CLE_ENVOI_AUTRE_DEMANDE,
  MSG_CLE_ENVOI_AUTRE_DEMANDE,
  MSG_CLE_ENVOI_INVALIDE,
} from "@ecrin/domain";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { envoisSimultanes } from "../helpers/idempotence.ts";

/**
 * Nothing recorded twice (issue 24.1): every command that records a metal or stone movement, a gold-box
 * row, a workshop send or a stock move (and with it police-register entries) runs once per
 * Idempotency-Key. Twenty identical submissions at once give one effect: one row, the entries of one.
 */

let t: TestApp;
let cookie: string;

const rows = async <T>(q: SQL) => (await t.database.db.execute<T & Record<string, unknown>>(q)).rows as T[];
const one = async <T>(q: SQL) => {
  const [r] = await rows<T>(q);
  if (!r) throw new Error("aucune ligne");
  return r;
};
const compte = async (q: SQL) => (await one<{ n: number }>(q)).n;
const registre = () => compte(sql`select count(*)::int as n from registre_police`);
const post = (url: string, payload: Record<string, unknown>, key?: string, method: "POST" | "PUT" = "POST") =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload,
  });

/** The demo's references the commands need, read once. */
let fournisseurOr: number;
let client: number;
let joaillier: number;
let sertisseur: number;
let lot: number;
let ofsLibres: number[];
let ofFinalises: number[];
let enStock: number[];
let confie: number;
let pierre: { idPier: number; idQual: number; idFour: number };
/** A supplier movement and a stone return to change. */
let aChanger: { mouvement: number; retour: number };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
  fournisseurOr = (
    await one<{ id: number }>(
      sql`select four_id as id from fournisseur where type_four = 998 and actif = 1 order by four_id limit 1`,
    )
  ).id;
  client = (await one<{ id: number }>(sql`select id from client where id <> 249 order by id limit 1`)).id;
  joaillier = (await one<{ id: number }>(sql`select id from joaillier where actif = 1 order by id limit 1`))
    .id;
  sertisseur = (await one<{ id: number }>(sql`select id from sertisseur where actif = 1 order by id limit 1`))
    .id;
  pierre = await one(sql`select t.id_pier as "idPier", t.id_qual as "idQual",
    (select min(four_id) from fournisseur) as "idFour" from tarifs t order by t.id_tarif limit 1`);
  ofsLibres = (
    await rows<{ n: number }>(sql`
      select o.num_sachet as n from "of" o
      where o.statut < 500
        and not exists (select 1 from ouvrier l where l.n_sachet = o.num_sachet)
        and not exists (select 1 from serti s where s.of_serto = o.num_sachet)
      order by o.num_sachet limit 3`)
  ).map((r) => r.n);
  ofFinalises = (
    await rows<{ n: number }>(sql`
      select num_sachet as n from "of" where statut = 550 and num_sachet not in (select "of" from new_stock_prod)
      order by num_sachet limit 1`)
  ).map((r) => r.n);
  enStock = (
    await rows<{ n: number }>(sql`
      select o.num_sachet as n from "of" o join new_stock_prod s on s."of" = o.num_sachet
      where o.statut = 650 and o.id_bijouterie = 249 and coalesce(o.of_reservation, 0) = 0
      order by o.num_sachet limit 3`)
  ).map((r) => r.n);
  expect([ofsLibres.length, ofFinalises.length, enStock.length]).toEqual([3, 1, 3]);
  // A lot of 10 ct to feed and return from, and a piece at the shop to bring back.
  const recu = await post(
    "/api/pierres/recues",
    { noConfie: "IDEM-LOT", ...pierre, euro: "100", poids: "10", certificat: "GIA" },
    randomUUID(),
  );
  expect(recu.statusCode, recu.body).toBe(201);
  lot = recu.json().idConf;
  confie = enStock[2]!;
  const parti = await post("/api/stock/confier", { ofs: [confie], idClient: client }, randomUUID());
  expect(parti.statusCode, parti.body).toBe(200);
  const mvt = await post("/api/metal/mouvements/fournisseurs", fourniture("1"), randomUUID());
  const ret = await post("/api/pierres/retours", { idConfie: lot, pds: "0,1" }, randomUUID());
  expect([mvt.statusCode, ret.statusCode]).toEqual([201, 201]);
  aChanger = { mouvement: mvt.json().id, retour: ret.json().idRetour };
  // The demo's load takes minutes on a busy machine.
}, 300_000);
afterAll(() => t.close());

interface Commande {
  url: string;
  method?: "PUT";
  corps: () => Record<string, unknown>;
  /** The rows that tell the effect: their count moves by `delta` once, whatever the repeats. */
  effet: () => SQL;
  delta: number;
  /** The police-register entries one submission writes. */
  entrees: number;
  status: number;
}

const n = (table: string) => () => sql`select count(*)::int as n from ${sql.identifier(table)}`;
const mouvement = { date: "2026-11-20", designation: "Essai idempotence", metalId: 1, sortieOr750: "" };
// 750 alloy delivered by the supplier: it comes into the house, so it writes one register entry (a
// fine-gold amount alone is taken from the weight account and writes none: domain/registre/mouvements-metal.ts).
const fourniture = (sortieOr750: string) => ({
  ...mouvement,
  fournisseurId: fournisseurOr,
  perte: "0",
  entreeOrFin: "",
  sortieOr750,
});

const COMMANDES: Record<string, Commande> = {
  "supplier metal movement (/mouvements_or)": {
    url: "/api/metal/mouvements/fournisseurs",
    corps: () => fourniture("12,5"),
    effet: n("mouvement_metal"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "client metal movement (/mouvements_or)": {
    url: "/api/metal/mouvements/clients",
    corps: () => ({ ...mouvement, clientId: client, perte: "0", entreeOrFin: "3" }),
    effet: n("mouvement_metal"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "CLAL movement (/mouvements_or)": {
    url: "/api/metal/mouvements/clal",
    corps: () => ({ ...mouvement, entreeOrFin: "50", sortieOrFin: "" }),
    effet: n("mouvement_clal"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "gold purchase (/gold-form)": {
    url: "/api/metal/gold-form",
    corps: () => ({
      date: "2026-11-20",
      fournisseurId: fournisseurOr,
      metalId: 1,
      poids: "100",
      titre: 750,
      prixGramme: "80,5",
      numDocument: "F-IDEM",
    }),
    effet: n("mouvement_metal"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "client metal reception (/suivi_metal)": {
    url: "/api/metal/receptions",
    corps: () => ({ date: "2026-11-20", idClient: client, poids: "75,3" }),
    effet: n("reception_metal"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "stone reception (/pierre/reception)": {
    url: "/api/pierres/recues",
    corps: () => ({ noConfie: "IDEM-R", ...pierre, euro: "100", poids: "1", certificat: "GIA" }),
    effet: n("pierres_recues"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "stone feeding to an OF (/pierre/sortie)": {
    url: "/api/pierres/alimentations",
    corps: () => ({ of: ofsLibres[0], idConf: lot, poids: "0,5" }),
    effet: n("op_stock"),
    delta: 1,
    entrees: 0,
    status: 201,
  },
  "stone return to the supplier (/pierre/retour)": {
    url: "/api/pierres/retours",
    corps: () => ({ idConfie: lot, pds: "0,5", pieces: 1, designation: "Hors calibre" }),
    effet: n("pierre_retour"),
    delta: 1,
    entrees: 1,
    status: 201,
  },
  "gold box row (Ajouter Boite Or)": {
    url: "/api/atelier/boite-or",
    corps: () => ({ idOuvr: joaillier, doneOuvr: "5" }),
    effet: n("boite_or"),
    delta: 1,
    entrees: 0,
    status: 201,
  },
  "send to a jeweller (Envoi)": {
    url: "/api/atelier/joaillier/envoi",
    corps: () => ({ idOuvrier: joaillier, numSachet: ofsLibres[1], poids: "4,2" }),
    effet: n("ouvrier"),
    delta: 1,
    entrees: 0,
    status: 201,
  },
  "send to a setter (Envoi)": {
    url: "/api/atelier/serti/envoi",
    corps: () => ({ idOuvrier: sertisseur, numSachet: ofsLibres[2], poids: "3,1" }),
    effet: n("serti"),
    delta: 1,
    entrees: 0,
    status: 201,
  },
  "Rentrer en Stock": {
    url: "/api/stock/rentrer",
    corps: () => ({
      numSachet: ofFinalises[0],
      ref1: "IDEM",
      poids: "3,250",
      prixFact: "1234,40",
      prixR: "500",
      labelProduit: "SOLITAIRE OR",
    }),
    effet: n("new_stock_prod"),
    delta: 1,
    entrees: 0,
    status: 200,
  },
  "Confier to a shop (stock)": {
    url: "/api/stock/confier",
    corps: () => ({ ofs: [enStock[0]], idClient: client }),
    effet: n("new_historique_conf"),
    delta: 1,
    entrees: 1,
    status: 200,
  },
  "Retour Stock from a shop": {
    url: "/api/stock/retour",
    corps: () => ({ ofs: [confie] }),
    effet: n("new_historique_conf"),
    delta: 1,
    entrees: 1,
    status: 200,
  },
  "change of a supplier metal movement (a cancellation and the new entry)": {
    get url() {
      return `/api/metal/mouvements/fournisseurs/${aChanger.mouvement}`;
    },
    method: "PUT",
    corps: () => fourniture("2"),
    effet: n("mouvement_metal"),
    delta: 0,
    entrees: 2,
    status: 200,
  },
  "change of a stone return (a cancellation and the new entry)": {
    get url() {
      return `/api/pierres/retours/${aChanger.retour}`;
    },
    method: "PUT",
    corps: () => ({ idConfie: lot, pds: "0,2" }),
    effet: n("pierre_retour"),
    delta: 0,
    entrees: 2,
    status: 200,
  },
  "Facturer from stock": {
    url: "/api/stock/facturer",
    corps: () => ({ ofs: [enStock[1]] }),
    effet: n("new_stock_prod"),
    delta: -1,
    entrees: 0,
    status: 200,
  },
};

describe("twenty identical submissions at once give one effect", () => {
  it.each(Object.entries(COMMANDES))("%s", async (_nom, c) => {
    const [avant, entreesAvant] = [await compte(c.effet()), await registre()];
    const key = randomUUID();
    const res = await envoisSimultanes(t, { url: c.url, method: c.method, payload: c.corps(), cookie, key });
    expect(
      res.map((r) => r.statusCode),
      res[0]!.body,
    ).toEqual(Array(20).fill(c.status));
    expect(new Set(res.map((r) => r.body)).size).toBe(1);
    expect(res.filter((r) => r.headers["idempotent-replayed"] === undefined)).toHaveLength(1);
    expect(await compte(c.effet())).toBe(avant + c.delta);
    expect(await registre()).toBe(entreesAvant + c.entrees);
    // Later too, the same answer and nothing more.
    const encore = await post(c.url, c.corps(), key, c.method);
    expect([encore.statusCode, encore.body]).toEqual([c.status, res[0]!.body]);
    expect(await compte(c.effet())).toBe(avant + c.delta);
    expect(await registre()).toBe(entreesAvant + c.entrees);
  });
});

describe("the key of a movement command", () => {
  it.each(Object.entries(COMMANDES))(
    "is required, a UUID (400, French message, nothing recorded): %s",
    async (_nom, c) => {
      const [avant, entreesAvant] = [await compte(c.effet()), await registre()];
      for (const key of [undefined, "", "pas-un-uuid"]) {
        const res = await post(c.url, c.corps(), key, c.method);
        expect([key, res.statusCode, res.json()]).toEqual([
          key,
          400,
          { message: MSG_CLE_ENVOI_INVALIDE, fieldErrors: { "idempotency-key": MSG_CLE_ENVOI_INVALIDE } },
        ]);
      }
      expect([await compte(c.effet()), await registre()]).toEqual([avant, entreesAvant]);
    },
  );

  it("refuses other values with a key already answered (422), and records nothing more", async () => {
    const c = COMMANDES["gold purchase (/gold-form)"]!;
    const key = randomUUID();
    const premiere = await post(c.url, c.corps(), key);
    expect(premiere.statusCode).toBe(201);
    const [avant, entreesAvant] = [await compte(c.effet()), await registre()];
    for (const res of [
      await post(c.url, { ...c.corps(), poids: "1000" }, key),
      await post("/api/metal/receptions", COMMANDES["client metal reception (/suivi_metal)"]!.corps(), key),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: MSG_CLE_ENVOI_AUTRE_DEMANDE,
        code: CODE_CLE_ENVOI_AUTRE_DEMANDE,
      });
    }
    expect([await compte(c.effet()), await registre()]).toEqual([avant, entreesAvant]);
  });

  it("lets a refused submission be corrected and sent again with its key", async () => {
    const key = randomUUID();
    const avant = await compte(sql`select count(*)::int as n from reception_metal`);
    const refuse = await post(
      "/api/metal/receptions",
      { date: "2026-11-20", idClient: 999999, poids: "1" },
      key,
    );
    expect([refuse.statusCode, refuse.json().message]).toEqual([400, "Client inconnu."]);
    const corrige = await post(
      "/api/metal/receptions",
      { date: "2026-11-20", idClient: client, poids: "1" },
      key,
    );
    expect(corrige.statusCode).toBe(201);
    expect(await compte(sql`select count(*)::int as n from reception_metal`)).toBe(avant + 1);
  });
});
