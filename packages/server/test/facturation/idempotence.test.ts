import { randomUUID } from "node:crypto";
import {
  CODE_CLE_ENVOI_AUTRE_DEMANDE,
  MSG_CLE_ENVOI_AUTRE_DEMANDE,
  MSG_CLE_ENVOI_INVALIDE,
  msgAvoirFactureIntrouvable,
  msgOfSansPrix,
  STATUT,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { facturationFixtures } from "./fixtures.ts";

// No double documents: every command that issues a document runs once per Idempotency-Key.

let t: TestApp;
let cookie: string;
let idClt: number;
const f = facturationFixtures(
  () => t,
  () => cookie,
);

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  idClt = (await f.clientsCommande(1))[0]!.id;
});
afterAll(() => t.close());

const AVOIRS = "/api/facturation/avoirs";
const TRAITES = "/api/compta/traites";
const TRAITES_FOURNISSEUR = "/api/compta/traites-fournisseur";
const FACTURER = "/api/facturation/facturer";

const post = (url: string, payload: Record<string, unknown>, key?: string, session = cookie) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie: session, ...(key === undefined ? {} : { "idempotency-key": key }) },
    payload,
  });
/** The same submission sent 20 times at once, as a user hammering the button would. */
const vingtFois = (url: string, payload: Record<string, unknown>, key: string) =>
  Promise.all(Array.from({ length: 20 }, () => post(url, payload, key)));
const compte = async (table: string) =>
  (await f.rows<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]!.n;
const cles = async (key: string) =>
  (await f.rows<{ n: number }>(sql`select count(*)::int as n from idempotence where key = ${key}`))[0]!.n;

/** Twenty 201 with the very same body, one of them the first (not replayed). */
function expectUneReponse(res: LightMyRequestResponse[]) {
  expect(res.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
  expect(new Set(res.map((r) => r.body)).size).toBe(1);
  expect(res.filter((r) => r.headers["idempotent-replayed"] === undefined)).toHaveLength(1);
}

const avoir = (over: Record<string, unknown> = {}) => ({
  idClt,
  ref: "IDEM",
  description: "Retour marchandise",
  totHt: "10,00",
  ...over,
});
const traite = (numEffet: number) => ({
  idBijouterie: idClt,
  dateCreation: "2026-01-31",
  dateEcheance: "2026-03-02",
  totalTtc: "500",
  numEffet,
  nbDecoupe: 1,
});
const prochainEffet = async () =>
  ((await f.get(`${TRAITES}/prochain-effet`)).json() as { numEffet: number }).numEffet;
async function traiteFournisseur(numEffet: string) {
  const [banque] = (await f.get("/api/compta/banques")).json() as Array<Record<string, string | number>>;
  return {
    idBanque: banque!.idBanque,
    banqueNom: banque!.nom,
    codeBanque: banque!.codeBanque,
    codeGuichet: banque!.codeGuichet,
    numCompte: banque!.numCompte,
    cleRib: banque!.cleRib,
    ville: banque!.ville,
    fourId: null,
    fournisseurNom: "Fournisseur idempotent",
    fournisseurCompte: "401IDEM",
    dateCreation: "2026-01-31",
    dateEcheance: "2026-03-02",
    totalTtc: "2400",
    numEffet,
    nbDecoupe: 1,
  };
}

describe("twenty identical submissions at once issue one document", () => {
  it("a credit note", async () => {
    const avant = await compte("avoir");
    const key = randomUUID();
    const res = await vingtFois(AVOIRS, avoir(), key);
    expectUneReponse(res);
    expect(await compte("avoir")).toBe(avant + 1);
    const [cree] = await f.rows<{ id: number }>(sql`select max(id_avoir) as id from avoir`);
    expect(res[0]!.json().idAvoir).toBe(cree!.id);
    // Later too: the same answer, no second credit note.
    const encore = await post(AVOIRS, avoir(), key);
    expect([encore.statusCode, encore.body]).toEqual([201, res[0]!.body]);
    expect(await compte("avoir")).toBe(avant + 1);
    expect(await cles(key)).toBe(1);
  });

  it("a customer bill of exchange (the first bill, not a refusal of its own N° Effet)", async () => {
    const avant = await compte("traite");
    expectUneReponse(await vingtFois(TRAITES, traite(await prochainEffet()), randomUUID()));
    expect(await compte("traite")).toBe(avant + 1);
  });

  it("a supplier bill of exchange (nothing else tells two of them apart)", async () => {
    const avant = await compte("traite_fournisseur");
    expectUneReponse(await vingtFois(TRAITES_FOURNISSEUR, await traiteFournisseur("F-IDEM-1"), randomUUID()));
    expect(await compte("traite_fournisseur")).toBe(avant + 1);
  });

  it("Facturer (the invoices of the first, not a refusal of OFs it invoiced)", async () => {
    const ofs = await f.ofsPrets(3, { idBijouterie: idClt });
    const avant = await f.serie("facture");
    const res = await vingtFois(FACTURER, { ofs, port: "23" }, randomUUID());
    expectUneReponse(res);
    const apres = await f.serie("facture");
    expect(apres.n).toBe(avant.n + 1);
    expect(res[0]!.json().numeros).toEqual([avant.max + 1]);
    const lignes = await f.rows<{ n: number }>(
      sql`select count(*)::int as n from constituant_fact where "of" in ${sql.raw(`(${ofs.join(",")})`)}`,
    );
    expect(lignes[0]!.n).toBe(3);
  });
});

describe("the key", () => {
  it("is required, a UUID, on every document-issuing command (400, French message, nothing issued)", async () => {
    const ofs = await f.ofsPrets(1, { idBijouterie: idClt });
    const commandes: Array<[string, Record<string, unknown>]> = [
      [AVOIRS, avoir()],
      [TRAITES, traite(await prochainEffet())],
      [TRAITES_FOURNISSEUR, await traiteFournisseur("F-IDEM-2")],
      [FACTURER, { ofs, port: "0" }],
    ];
    const tables = ["avoir", "traite", "traite_fournisseur", "facture"];
    const avant = await Promise.all(tables.map(compte));
    for (const [url, corps] of commandes) {
      for (const key of [undefined, "", "pas-un-uuid", `${randomUUID()}x`]) {
        const res = await post(url, corps, key);
        expect([url, key, res.statusCode, res.json()]).toEqual([
          url,
          key,
          400,
          { message: MSG_CLE_ENVOI_INVALIDE, fieldErrors: { "idempotency-key": MSG_CLE_ENVOI_INVALIDE } },
        ]);
      }
    }
    expect(await Promise.all(tables.map(compte))).toEqual(avant);
  });

  it("refuses another body or another command with a key already answered (422)", async () => {
    const key = randomUUID();
    const premiere = await post(AVOIRS, avoir({ ref: "IDEM-A" }), key);
    expect(premiere.statusCode).toBe(201);
    const avant = await compte("avoir");
    for (const res of [
      await post(AVOIRS, avoir({ ref: "IDEM-A", totHt: "11,00" }), key),
      await post(FACTURER, { ofs: [1], port: "0" }, key),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: MSG_CLE_ENVOI_AUTRE_DEMANDE,
        code: CODE_CLE_ENVOI_AUTRE_DEMANDE,
      });
    }
    expect(await compte("avoir")).toBe(avant);
    // The same body written otherwise (a key order, a comma for a point) is the same submission.
    const memes = await post(
      AVOIRS,
      { totHt: "10.00", description: "Retour marchandise", ref: "IDEM-A", idClt },
      key,
    );
    expect([memes.statusCode, memes.body]).toEqual([201, premiere.body]);
  });

  it("belongs to its user: another user's same key is another submission", async () => {
    const key = randomUUID();
    const avant = await compte("avoir");
    const bureau = await post(AVOIRS, avoir(), key);
    const direction = await post(AVOIRS, avoir(), key, await t.cookieOf("direction"));
    expect([bureau.statusCode, direction.statusCode]).toEqual([201, 201]);
    expect(direction.json().idAvoir).toBe(bureau.json().idAvoir + 1);
    expect(await compte("avoir")).toBe(avant + 2);
  });
});

describe("a refused or failed command leaves no key", () => {
  it("a credit note on an unknown invoice, refused at once twenty times, then corrected", async () => {
    const key = randomUUID();
    const avant = await compte("avoir");
    const refus = await vingtFois(AVOIRS, avoir({ idFact: 999_999 }), key);
    for (const r of refus) {
      expect([r.statusCode, r.json().message]).toEqual([404, msgAvoirFactureIntrouvable(999_999)]);
    }
    expect(await cles(key)).toBe(0);
    const corrige = await post(AVOIRS, avoir(), key);
    expect(corrige.statusCode).toBe(201);
    expect(await compte("avoir")).toBe(avant + 1);
  });

  it("Facturer with an OF without a price, then with its price", async () => {
    const key = randomUUID();
    const ofs = await f.ofsPrets(1, { idBijouterie: idClt, prixFact: null });
    const refus = await post(FACTURER, { ofs, port: "0" }, key);
    expect([refus.statusCode, refus.json().message]).toEqual([409, msgOfSansPrix(ofs[0]!)]);
    expect(await cles(key)).toBe(0);
    await f.db().execute(sql`update "of" set prix_fact = 80 where num_sachet = ${ofs[0]!}`);
    const res = await post(FACTURER, { ofs, port: "0" }, key);
    expect(res.statusCode).toBe(201);
    const [of] = await f.rows<{ statut: number }>(sql`select statut from "of" where num_sachet = ${ofs[0]!}`);
    expect(of!.statut).toBe(STATUT.facture);
  });
});

describe("the idempotence table", () => {
  it("purges keys older than a day as new ones come, and is not audited", async () => {
    const [user] = await f.rows<{ id: number }>(sql`select min(id_user) as id from utilisateur`);
    const vieille = randomUUID();
    const recente = randomUUID();
    for (const [key, age] of [
      [vieille, "25 hours"],
      [recente, "1 hour"],
    ] as const) {
      await f.db().execute(sql`
        insert into idempotence (key, id_user, route, body_hash, status, response, created_at)
        values (${key}, ${user!.id}, 'POST /api/facturation/avoirs', ${"0".repeat(64)}, 201, '{}',
                now() - ${age}::interval)`);
    }
    expect((await post(AVOIRS, avoir(), randomUUID())).statusCode).toBe(201);
    expect([await cles(vieille), await cles(recente)]).toEqual([0, 1]);
    const [audit] = await f.rows<{ n: number }>(
      sql`select count(*)::int as n from audit where table_name = 'idempotence'`,
    );
    expect(audit!.n).toBe(0);
  });
});
