import {
  MSG_ECRAN_FINALISATION,
  MSG_NUMERO_OF_INVALIDE,
  MSG_OF_DEJA_FINALISE,
  MSG_OF_NON_EDITABLE,
  MSG_OF_NON_TROUVE,
  MSG_PRET_FINALISATION,
  msgLignesNonRendues,
  type OfAtelier,
  type OfFinalise,
  STATUT,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { of, ouvrier, serti } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

let t: TestApp;
let cookie: string;
let joaillier: number;
let sertisseur: number;
let base: { idp: number; idBijouterie: number; idStade: number; typTransp: number; typeMetal: number };

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  joaillier = (
    await rows<{ id: number }>(sql`select id from joaillier where actif = 1 order by id limit 1`)
  )[0]!.id;
  sertisseur = (
    await rows<{ id: number }>(sql`select id from sertisseur where actif = 1 order by id limit 1`)
  )[0]!.id;
  const modele = (await db().select().from(of).limit(1))[0]!;
  base = {
    idp: modele.idp,
    idBijouterie: modele.idBijouterie,
    idStade: modele.idStade,
    typTransp: modele.typTransp,
    typeMetal: modele.typeMetal,
  };
});
afterAll(() => t.close());

async function nouvelOf(statut: number = STATUT.enFabrication): Promise<number> {
  const [row] = await db()
    .insert(of)
    .values({ ...base, statut, poids: "4.250" })
    .returning({ n: of.numSachet });
  return row!.n;
}

/** A jeweller line sent (rendu 0), as the send endpoints write it; returns its id. */
async function envoiJoaillier(n: number): Promise<number> {
  const [row] = await db()
    .insert(ouvrier)
    .values({ nSachet: n, idOuvrier: joaillier, poidsD: "4.250" })
    .returning({ id: ouvrier.idLigne });
  return row!.id;
}
async function envoiSerti(n: number): Promise<number> {
  const [row] = await db()
    .insert(serti)
    .values({ ofSerto: n, idSerto: sertisseur, pdsD: "4.100" })
    .returning({ id: serti.idSert });
  return row!.id;
}
const retourJoaillier = (id: number) =>
  db()
    .update(ouvrier)
    .set({ rendu: 1, poidsR: "4.100", temps: "90", dateRetour: sql`current_date` })
    .where(eq(ouvrier.idLigne, id));
const retourSerti = (id: number) =>
  db()
    .update(serti)
    .set({ renduSerti: 1, pdsR: "4.180", prix: "35.50", dateR: sql`current_date` })
    .where(eq(serti.idSert, id));

const statut = async (n: number) => (await db().select().from(of).where(eq(of.numSachet, n)))[0]!.statut;
const setStatut = (n: number, s: number) => db().update(of).set({ statut: s }).where(eq(of.numSachet, n));

const lire = (n: number | string, withSession = true) =>
  t.app.inject({
    method: "GET",
    url: `/api/atelier/of/${n}`,
    ...(withSession ? { headers: { cookie } } : {}),
  });
const finaliser = (n: number, ecran: unknown, withSession = true) =>
  t.app.inject({
    method: "POST",
    url: `/api/atelier/of/${n}/finaliser`,
    ...(withSession ? { headers: { cookie } } : {}),
    payload: { ecran },
  });
const historique = async (limit = 100): Promise<OfFinalise[]> => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/atelier/finalises?limit=${limit}`,
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe("GET /api/atelier/of/:n", () => {
  it("gives the OF, its lines and 'not ready' while a line is out", async () => {
    const n = await nouvelOf();
    const idLigne = await envoiJoaillier(n);
    const idSert = await envoiSerti(n);
    const res = await lire(n);
    expect(res.statusCode).toBe(200);
    const body: OfAtelier = res.json();
    expect(body.of).toMatchObject({
      numSachet: n,
      statut: 200,
      descStatut: "En fabrication",
      poids: "4.250",
    });
    expect(body.of.client).toEqual(expect.any(String));
    expect(body.of.stade).toEqual(expect.any(String));
    expect(body.joaillier).toEqual([
      expect.objectContaining({
        genre: "joaillier",
        id: idLigne,
        numSachet: n,
        idOuvrier: joaillier,
        poidsEnvoye: "4.250",
        rendu: 0,
        dateRetour: null,
      }),
    ]);
    expect(body.serti).toEqual([
      expect.objectContaining({
        genre: "serti",
        id: idSert,
        numSachet: n,
        idOuvrier: sertisseur,
        poidsEnvoye: "4.100",
        rendu: 0,
        dateRetour: null,
      }),
    ]);
    expect(body.etat).toEqual({
      pret: false,
      code: "LIGNES_NON_RENDUES",
      message:
        "1 ligne(s) joaillier non rendue(s), 1 ligne(s) serti non rendue(s) : finalisation impossible.",
    });
  });

  it("reads 'Pret Pour Finalisation' once every line is returned", async () => {
    const n = await nouvelOf();
    const idLigne = await envoiJoaillier(n);
    const idSert = await envoiSerti(n);
    await retourJoaillier(idLigne);
    expect((await lire(n)).json().etat).toEqual({
      pret: false,
      code: "LIGNES_NON_RENDUES",
      message: "1 ligne(s) serti non rendue(s) : finalisation impossible.",
    });
    await retourSerti(idSert);
    const body: OfAtelier = (await lire(n)).json();
    expect(body.etat).toEqual({ pret: true, message: MSG_PRET_FINALISATION });
    expect(body.joaillier[0]).toMatchObject({ rendu: 1, poidsRendu: "4.100", temps: "90.00" });
    expect(body.serti[0]).toMatchObject({ rendu: 1, poidsRendu: "4.180", prix: "35.50" });
  });

  it("reads 'Of Déja Finalisé' at 550 and the closed message at 600", async () => {
    expect((await lire(await nouvelOf(STATUT.finalise))).json().etat).toEqual({
      pret: false,
      code: "OF_DEJA_FINALISE",
      message: "Of Déja Finalisé",
    });
    expect((await lire(await nouvelOf(STATUT.facture))).json().etat).toEqual({
      pret: false,
      code: "OF_VERROUILLE",
      message: "L'Of n'est plus éditable ",
    });
  });

  it("404 'OF non trouvé', 400 on a bad number, 401 without a session", async () => {
    const inconnu = await lire(99999999);
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(MSG_OF_NON_TROUVE);
    const mauvais = await lire("abc");
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().message).toBe(MSG_NUMERO_OF_INVALIDE);
    expect((await lire(1, false)).statusCode).toBe(401);
  });
});

describe("POST /api/atelier/of/:n/finaliser", () => {
  it("refuses while a line is out, with the reason, and changes nothing", async () => {
    const n = await nouvelOf();
    await envoiJoaillier(n);
    for (const ecran of ["suivi", "finaliser"]) {
      const res = await finaliser(n, ecran);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(msgLignesNonRendues(1, 0));
    }
    expect(await statut(n)).toBe(STATUT.enFabrication);
  });

  it("moves 200 → 500 (follow-up) → 550 (Finaliser OF), then says 'Of Déja Finalisé'", async () => {
    const n = await nouvelOf();
    await retourJoaillier(await envoiJoaillier(n));
    await retourSerti(await envoiSerti(n));

    const suivi = await finaliser(n, "suivi");
    expect(suivi.statusCode).toBe(200);
    expect(suivi.json()).toMatchObject({ numSachet: n, statut: 500 });
    expect(await statut(n)).toBe(500);
    expect((await lire(n)).json().etat).toEqual({ pret: true, message: MSG_PRET_FINALISATION });

    const ecran = await finaliser(n, "finaliser");
    expect(ecran.statusCode).toBe(200);
    expect(ecran.json()).toMatchObject({ numSachet: n, statut: 550 });
    expect(await statut(n)).toBe(550);

    for (const e of ["suivi", "finaliser"]) {
      const again = await finaliser(n, e);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(MSG_OF_DEJA_FINALISE);
    }
    expect(await statut(n)).toBe(550);

    const chemin = await rows<{ avant: string; apres: string; idUser: number | null }>(sql`
      select before ->> 'statut' as avant, after ->> 'statut' as apres, id_user as "idUser" from audit
      where table_name = 'of' and row_id = ${String(n)} and operation = 'UPDATE' order by id`);
    expect(chemin.map((c) => [c.avant, c.apres])).toEqual([
      ["200", "500"],
      ["500", "550"],
    ]);
    expect(chemin.every((c) => c.idUser !== null)).toBe(true);
  });

  it("a ready OF goes straight to 550 from the Finaliser OF screen", async () => {
    const n = await nouvelOf();
    await retourJoaillier(await envoiJoaillier(n));
    const res = await finaliser(n, "finaliser");
    expect(res.statusCode).toBe(200);
    expect(await statut(n)).toBe(550);
  });

  it("refuses an invoiced OF (600) with the closed message", async () => {
    const n = await nouvelOf(STATUT.facture);
    const res = await finaliser(n, "finaliser");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_NON_EDITABLE);
    expect(await statut(n)).toBe(STATUT.facture);
  });

  it.each([STATUT.pretAFacturer, STATUT.enStock])("never moves an OF back from %i", async (s) => {
    const n = await nouvelOf(s);
    const res = await finaliser(n, "suivi");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_DEJA_FINALISE);
    expect(await statut(n)).toBe(s);
  });

  it("400 on an unknown screen, 404 on an unknown OF, 401 without a session", async () => {
    const n = await nouvelOf();
    const bad = await finaliser(n, "autre");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG_ECRAN_FINALISATION);
    const inconnu = await finaliser(99999999, "finaliser");
    expect(inconnu.statusCode).toBe(404);
    expect(inconnu.json().message).toBe(MSG_OF_NON_TROUVE);
    expect((await finaliser(n, "finaliser", false)).statusCode).toBe(401);
    expect(await statut(n)).toBe(STATUT.enFabrication);
  });
});

describe("GET /api/atelier/finalises", () => {
  it("lists each finalised OF once, the latest finalisation first", async () => {
    const a = await nouvelOf();
    const b = await nouvelOf();
    expect((await finaliser(a, "finaliser")).statusCode).toBe(200);
    expect((await finaliser(b, "finaliser")).statusCode).toBe(200);
    // A sent back to the workshop and finalised again: still listed once, now first.
    await setStatut(a, STATUT.enFabrication);
    expect((await finaliser(a, "suivi")).statusCode).toBe(200);
    expect((await finaliser(a, "finaliser")).statusCode).toBe(200);

    const liste = await historique();
    const nums = liste.map((h) => h.numSachet);
    expect(new Set(nums).size).toBe(nums.length);
    expect(nums.indexOf(a)).toBeGreaterThanOrEqual(0);
    expect(nums.indexOf(a)).toBeLessThan(nums.indexOf(b));
    expect(liste[0]).toMatchObject({ numSachet: a, statut: 550 });
    expect(liste[0]!.client).toEqual(expect.any(String));
    const dates = liste.map((h) => h.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    expect((await historique(1)).map((h) => h.numSachet)).toEqual([a]);
  });

  it("does not list an OF only read finalised by the follow-up (500)", async () => {
    const n = await nouvelOf();
    expect((await finaliser(n, "suivi")).statusCode).toBe(200);
    expect((await historique()).map((h) => h.numSachet)).not.toContain(n);
  });

  it("400 on a limit out of range", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/atelier/finalises?limit=0",
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
  });
});
