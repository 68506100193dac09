import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/**
 * No 500 on any input: each known way a bad body, query or path parameter used to reach a throw or
 * PostgreSQL (and answer 500) now gets a 400 with a French message, and changes nothing.
 */

let t: TestApp;
let cookie: string;
let centre: number;
let ligne: number;
let pierre: number;
let client: number;

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await t.database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("direction");
  ({ centre, ligne, pierre } = await one<{ centre: number; ligne: number; pierre: number }>(sql`
    select id_centre as centre, id as ligne, id_pierre as pierre from centre_pierres order by id limit 1`));
  ({ client } = await one<{ client: number }>(sql`
    select id as client from client c
    where not exists (select 1 from client e where e.id_parent = c.id) order by id limit 1`));
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PUT" | "DELETE";
const send = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, "idempotency-key": randomUUID(), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** The answer is a 400 with this French message (as the message or one of the field messages). */
async function refuse(res: Awaited<ReturnType<typeof send>>, message: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json() as { message: string; fieldErrors?: Record<string, string> };
  expect([body.message, ...Object.values(body.fieldErrors ?? {})], res.body).toContain(message);
}

const count = async (table: string) =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)}`)).n;

describe("a decimal refused by its format is never parsed afterwards", () => {
  const CENTRE_PIERRES = "/api/produits/catalogue/centres";

  it("POST and PUT of a centre's stone line with pdsR 'abc'", async () => {
    const avant = await count("centre_pierres");
    const body = { idPierre: pierre, qte: "1", pdsR: "abc" };
    await refuse(
      await send("POST", `${CENTRE_PIERRES}/${centre}/pierres`, body),
      "Le poids doit être un nombre de carats supérieur à 0.",
    );
    await refuse(
      await send("PUT", `${CENTRE_PIERRES}/${centre}/pierres/${ligne}`, body),
      "Le poids doit être un nombre de carats supérieur à 0.",
    );
    await refuse(
      await send("POST", `${CENTRE_PIERRES}/${centre}/pierres`, { ...body, pdsR: "1", qte: "x" }),
      "La quantité doit être un entier supérieur à 0.",
    );
    expect(await count("centre_pierres")).toBe(avant);
  });

  it("nbDecoupe 'abc' on both bills of exchange", async () => {
    const avant = [await count("traite"), await count("traite_fournisseur")];
    const effet = {
      dateCreation: "2026-01-31",
      dateEcheance: "2026-03-02",
      totalTtc: "100",
      nbDecoupe: "abc",
    };
    await refuse(
      await send("POST", "/api/compta/traites", { ...effet, idBijouterie: client, numEffet: "9999" }),
      "Le nombre de découpes doit être un entier de 1 à 12.",
    );
    await refuse(
      await send("POST", "/api/compta/traites-fournisseur", {
        ...effet,
        banqueNom: "Banque",
        codeBanque: "12345",
        codeGuichet: "12345",
        numCompte: "12345678901",
        cleRib: "12",
        ville: "Paris",
        fournisseurNom: "Fournisseur",
        numEffet: "T-1",
      }),
      "Le nombre de découpes doit être un entier de 1 à 12.",
    );
    expect([await count("traite"), await count("traite_fournisseur")]).toEqual(avant);
  });
});

describe("the NUL character, which PostgreSQL refuses in text", () => {
  it("is refused in a text field of a body", async () => {
    const avant = await count("cours");
    await refuse(
      await send("POST", "/api/admin/cours", { description: "Or\u0000fin", valeur: "1" }),
      "Le texte contient un caractère nul, refusé.",
    );
    await refuse(
      await send("PUT", `/api/admin/clients/${client}`, { nomAgence: "Bijouterie\u0000" }),
      "Le texte contient un caractère nul, refusé.",
    );
    expect(await count("cours")).toBe(avant);
  });

  it("is refused in a search parameter", async () => {
    for (const url of [
      "/api/of?q=ab%00c",
      "/api/of?recherche=%00",
      "/api/images?q=a%00",
      "/api/pierres?q=%00x",
    ]) {
      await refuse(await send("GET", url), "Le texte contient un caractère nul, refusé.");
    }
  });
});

describe("malformed dates in query strings", () => {
  it("answer 400, never reach a date computation", async () => {
    await refuse(
      await send("GET", "/api/of/planning/impression?debut=12&fin=2026-01-10"),
      "La date de début est invalide.",
    );
    await refuse(
      await send("GET", "/api/of/planning/impression?debut=2026-01-05&fin=2026-02-30"),
      "La date de fin est invalide.",
    );
    await refuse(await send("GET", "/api/of/planning?semaine=2026-13-01"), "La semaine est invalide.");
    await refuse(
      await send("GET", "/api/compta/factures?debut=x&fin=2026-01-01"),
      "La date de début est invalide.",
    );
  });
});

describe("a multipart upload with a missing or broken boundary", () => {
  const upload = (contentType: string, payload: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/images",
      headers: { cookie, "content-type": contentType },
      payload,
    });

  it("answers 400", async () => {
    const avant = await count("image");
    for (const [type, body] of [
      ["multipart/form-data", '--x\r\ncontent-disposition: form-data; name="f"\r\n\r\nx\r\n--x--\r\n'],
      ["multipart/form-data; boundary=", "abc"],
      ["multipart/form-data; boundary=zzz", "--autre\r\nnimporte quoi"],
      [
        "multipart/form-data; boundary=zzz",
        '--zzz\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
      ],
    ] as const) {
      await refuse(
        await upload(type, body),
        "Envoi illisible : le fichier n'a pas été reçu correctement (formulaire mal formé), renvoyez-le.",
      );
    }
    expect(await count("image")).toBe(avant);
  });
});

describe("text limits equal their columns", () => {
  it("refuses a client name of 101 characters (client.label holds 100), takes 100", async () => {
    const avant = await count("client");
    await refuse(
      await send("POST", "/api/admin/clients", { nomAgence: "B".repeat(101) }),
      "Le nom fait 100 caractères au plus.",
    );
    await refuse(
      await send("PUT", `/api/admin/clients/${client}`, { nomAgence: "B".repeat(150) }),
      "Le nom fait 100 caractères au plus.",
    );
    expect(await count("client")).toBe(avant);
    const res = await send("POST", "/api/admin/clients", { nomAgence: "B".repeat(100) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it("refuses a 100 kB text at its column's limit with a French 400, nothing saved (24.3)", async () => {
    const cent_ko = "x".repeat(100_000);
    const [clients, avoirs] = [await count("client"), await count("avoir")];
    await refuse(
      await send("POST", "/api/admin/clients", { nomAgence: cent_ko }),
      "Le nom fait 100 caractères au plus.",
    );
    await refuse(
      await send("POST", "/api/facturation/avoirs", {
        idClt: client,
        ref: "CENT-KO",
        description: cent_ko,
        totHt: "10,00",
      }),
      "La désignation fait 1000 caractères au plus.",
    );
    expect([await count("client"), await count("avoir")]).toEqual([clients, avoirs]);
  });
});

describe("ids are positive integers, strings are strings", () => {
  it("refuses true as an id in a body", async () => {
    const avant = await count("ouvrier");
    await refuse(
      await send("PUT", `/api/admin/clients/${client}`, { nomAgence: "Bijouterie", idParent: true }),
      "Le client parent est introuvable.",
    );
    await refuse(
      await send("POST", "/api/atelier/joaillier/envoi", { idOuvrier: true, numSachet: 1, poids: "1" }),
      "Joaillier obligatoire.",
    );
    await refuse(
      await send("POST", "/api/of/tools/reintegration", { numSachet: true }),
      "Le numéro d'OF est obligatoire.",
    );
    expect(await count("ouvrier")).toBe(avant);
  });

  it("refuses a path parameter that is not plain digits", async () => {
    const avant = await count("cours");
    for (const id of ["true", "1e3", "0x1", "1.0", "-1", "0", "99999999999"]) {
      await refuse(await send("DELETE", `/api/admin/cours/${id}`), "Identifiant invalide.");
    }
    await refuse(await send("PUT", "/api/of/1e2/edition", {}), "Numéro d'OF invalide.");
    expect(await count("cours")).toBe(avant);
  });

  it("refuses null read as 0 and a number read as text", async () => {
    const { id } = await one<{ id: number }>(sql`select id_pier as id from pierre order by id_pier limit 1`);
    await refuse(
      await send("PUT", `/api/pierres/${id}`, { typePier: 1, forme: 1, typDim: null }),
      "Entrée invalide : nombre attendu, null reçu",
    );
    await refuse(
      await send("POST", "/api/admin/cours", { description: 12, valeur: "1" }),
      "Entrée invalide : chaîne de caractères attendu, nombre reçu",
    );
    await refuse(
      await send("POST", "/api/compta/traites-fournisseur", {
        banqueNom: "Banque",
        codeBanque: 12345,
        codeGuichet: "12345",
        numCompte: "12345678901",
        cleRib: "12",
        ville: "Paris",
        fournisseurNom: "Fournisseur",
        dateCreation: "2026-01-31",
        dateEcheance: "2026-03-02",
        totalTtc: "100",
        numEffet: "T-1",
        nbDecoupe: "1",
      }),
      "Entrée invalide : chaîne de caractères attendu, nombre reçu",
    );
  });
});
