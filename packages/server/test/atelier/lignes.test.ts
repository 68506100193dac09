import {
  MSG_ATELIER_NOMBRE_POSITIF,
  MSG_JOAILLIER_OBLIGATOIRE,
  MSG_LIGNE_DEJA_RENDUE,
  MSG_LIGNE_NON_RENDUE,
  MSG_NUM_OF_OBLIGATOIRE,
  MSG_OF_DEJA_PRESENT,
  MSG_OF_NON_EDITABLE,
  MSG_OF_NON_TROUVE,
  MSG_OUVRIER_INACTIF,
  MSG_PESEE_IMPOSSIBLE,
  MSG_POIDS_NOMBRE,
  MSG_PRIX_VALIDE,
  MSG_SERTISSEUR_OBLIGATOIRE,
  MSG_TEMPS_VALIDE,
  msgLigneDejaPesee,
  msgOfEnvoye,
  STATUT,
} from "@ecrin/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boiteOr, joaillier, of, ouvrier, pesee, serti } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

let t: TestApp;
let cookie: string;
/** Demo OFs not invoiced and never sent to the workshop, each used by one group of tests. */
let libres: number[];
let ofFacture: number;
let joa1: { id: number; label: string };
let joa2: { id: number; label: string };
let serto: { id: number; label: string };
let inactif: number;
let aujourdhui: string;
/** The jeweller line and the setting line the tests follow from send to reset. */
let idJ: number;
let idS: number;

const db = () => t.database.db;
const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await db().execute<T & Record<string, unknown>>(query)).rows;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  libres = (
    await rows<{ n: number }>(sql`
      select o.num_sachet as n from "of" o
      where o.statut <> ${STATUT.facture}
        and not exists (select 1 from ouvrier l where l.n_sachet = o.num_sachet)
        and not exists (select 1 from serti s where s.of_serto = o.num_sachet)
      order by o.num_sachet limit 6`)
  ).map((r) => r.n);
  ofFacture = (
    await rows<{ n: number }>(sql`select num_sachet as n from "of" where statut = 600 limit 1`)
  )[0]!.n;
  const actifs = await rows<{ id: number; label: string }>(
    sql`select id, label from joaillier where actif = 1 order by id limit 2`,
  );
  [joa1, joa2] = [actifs[0]!, actifs[1]!];
  serto = (
    await rows<{ id: number; label: string }>(sql`select id, label from sertisseur where actif = 1 limit 1`)
  )[0]!;
  inactif = (await db().insert(joaillier).values({ label: "Parti Depuis", actif: 0 }).returning())[0]!.id;
  aujourdhui = (await rows<{ d: string }>(sql`select current_date::text as d`))[0]!.d;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie, ...nouvelEnvoi(method) }, ...(payload ? { payload } : {}) });
const post = (url: string, payload: Record<string, unknown>) => call("POST", url, payload);

const statutOf = async (n: number) =>
  (await db().select({ s: of.statut }).from(of).where(eq(of.numSachet, n)))[0]!.s;
const setStatut = (n: number, statut: number) => db().update(of).set({ statut }).where(eq(of.numSachet, n));
const ligneJ = async (id: number) => (await db().select().from(ouvrier).where(eq(ouvrier.idLigne, id)))[0];
const ligneS = async (id: number) => (await db().select().from(serti).where(eq(serti.idSert, id)))[0];
const nouveauJoaillier = async (label: string) =>
  (await db().insert(joaillier).values({ label, actif: 1 }).returning())[0]!.id;
/** A jeweller line sent then returned through the API; returns its id. */
async function ligneRendue(n: number, idOuvrier: number): Promise<number> {
  const envoi = await post("/api/atelier/joaillier/envoi", { idOuvrier, numSachet: n, poids: "5" });
  expect(envoi.statusCode).toBe(201);
  const id: number = envoi.json().idLigne;
  const retour = await post("/api/atelier/joaillier/retour", {
    idLigne: id,
    poids: "5",
    poidsRendu: "4,8",
    temps: "30",
  });
  expect(retour.statusCode).toBe(200);
  return id;
}
const countJ = async (n: number) =>
  (await rows<{ c: number }>(sql`select count(*)::int as c from ouvrier where n_sachet = ${n}`))[0]!.c;

describe("reference data", () => {
  it("GET /api/atelier/ouvriers offers the active jewellers and setters only", async () => {
    const res = await call("GET", "/api/atelier/ouvriers");
    expect(res.statusCode).toBe(200);
    const { joailliers, sertisseurs } = res.json();
    const actifsJ = await rows<{ n: number }>(sql`select count(*)::int as n from joaillier where actif = 1`);
    expect(joailliers).toHaveLength(actifsJ[0]!.n);
    expect(joailliers.map((j: { id: number }) => j.id)).not.toContain(inactif);
    expect(joailliers[0]).toEqual({
      id: expect.any(Number),
      label: expect.any(String),
      avatar: expect.anything(),
    });
    const actifsS = await rows<{ n: number }>(sql`select count(*)::int as n from sertisseur where actif = 1`);
    expect(sertisseurs).toHaveLength(actifsS[0]!.n);
  });

  it("GET /api/atelier/of/:n/prefill: the OF's weight, the centre's theoretical time and setting price", async () => {
    const n = libres[0]!;
    const [attendu] = await rows<{ poids: string | null; mo: string; serti: string; ref: string }>(sql`
      select o.poids, c.plus_mo as mo, c.plus_serti as serti, coalesce(o.ref, c.ref) as ref
      from "of" o join centre c on c.id_centre = o.idp where o.num_sachet = ${n}`);
    const res = await call("GET", `/api/atelier/of/${n}/prefill`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ numSachet: n, poids: attendu!.poids, ref: attendu!.ref });
    expect(Number(body.temps)).toBe(Number(attendu!.mo));
    expect(Number(body.prix)).toBe(Number(attendu!.serti));
    const absent = await call("GET", "/api/atelier/of/99999999/prefill");
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe(MSG_OF_NON_TROUVE);
  });
});

describe("jeweller lines", () => {
  it("send (bureau): one line in progress, the OF at 200; the same send again is 'OF déjà présent'", async () => {
    const n = libres[0]!;
    await setStatut(n, STATUT.cree);
    const res = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa1.id,
      numSachet: n,
      poids: "12,5",
    });
    expect(res.statusCode).toBe(201);
    const { idLigne, message } = res.json();
    idJ = idLigne;
    expect(message).toBe(msgOfEnvoye(n, joa1.label));
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    expect(await ligneJ(idLigne)).toMatchObject({
      nSachet: n,
      idOuvrier: joa1.id,
      poidsD: "12.500",
      rendu: 0,
      dateEnvoi: aujourdhui,
      dateRetour: null,
    });

    const again = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa1.id,
      numSachet: n,
      poids: "1",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_OF_DEJA_PRESENT);
    expect(await countJ(n)).toBe(1);

    const list = await call("GET", `/api/atelier/joaillier/lignes?rendu=0&numSachet=${n}`);
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [
        {
          genre: "joaillier",
          id: idLigne,
          numSachet: n,
          idOuvrier: joa1.id,
          ouvrier: joa1.label,
          poidsEnvoye: "12.500",
          rendu: 0,
        },
      ],
    });
    expect(list.json().rows[0].ref).not.toBeUndefined();
  });

  it("another jeweller may have the same OF once confirmed; only active jewellers are sent to", async () => {
    const n = libres[0]!;
    const autre = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa2.id,
      numSachet: n,
      poids: "1",
      confirme: true,
    });
    expect(autre.statusCode).toBe(201);
    const parti = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: inactif,
      numSachet: n,
      poids: "1",
    });
    expect(parti.statusCode).toBe(409);
    expect(parti.json().message).toBe(MSG_OUVRIER_INACTIF);
    // Clean: the second line goes (send side delete).
    const del = await call("DELETE", `/api/atelier/joaillier/lignes/${autre.json().idLigne}`);
    expect(del.statusCode).toBe(200);
    expect(await ligneJ(autre.json().idLigne)).toBeUndefined();
  });

  it("refuses an invoiced OF (600) and an unknown one, creating nothing", async () => {
    const avant = await countJ(ofFacture);
    const res = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa1.id,
      numSachet: ofFacture,
      poids: "1",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_NON_EDITABLE);
    expect(await countJ(ofFacture)).toBe(avant);
    expect(await statutOf(ofFacture)).toBe(STATUT.facture);
    const absent = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa1.id,
      numSachet: 99999999,
      poids: "1",
    });
    expect(absent.statusCode).toBe(404);
    expect(absent.json().message).toBe(MSG_OF_NON_TROUVE);
  });

  it.each([
    [{ numSachet: 1, poids: "1" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvrier: 1, poids: "1" }, MSG_NUM_OF_OBLIGATOIRE],
    [{ idOuvrier: 1, numSachet: 1, poids: "-1" }, MSG_ATELIER_NOMBRE_POSITIF],
  ])("send %j is a 400 with '%s'", async (payload, message) => {
    const res = await post("/api/atelier/joaillier/envoi", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("Modifier changes the jeweller and the weight of a line in progress", async () => {
    const n = libres[0]!;
    const res = await call("PUT", `/api/atelier/joaillier/lignes/${idJ}`, {
      idOuvrier: joa2.id,
      poids: "13",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numSachet: n });
    expect(await ligneJ(idJ)).toMatchObject({ idOuvrier: joa2.id, poidsD: "13.000" });
    const inactive = await call("PUT", `/api/atelier/joaillier/lignes/${idJ}`, {
      idOuvrier: inactif,
      poids: "1",
    });
    expect(inactive.json().message).toBe(MSG_OUVRIER_INACTIF);
  });

  it("return: weights, time, rendu 1, returned today, the OF at 200; then no edit, no delete, no second return", async () => {
    const n = libres[0]!;
    const id = idJ;
    await setStatut(n, STATUT.cree);
    const bad = await post("/api/atelier/joaillier/retour", {
      idLigne: id,
      poids: "13",
      poidsRendu: "12",
      temps: "",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MSG_TEMPS_VALIDE);

    const res = await post("/api/atelier/joaillier/retour", {
      idLigne: id,
      poids: "13",
      poidsRendu: "12,75",
      temps: "95",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numSachet: n, statut: STATUT.enFabrication });
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    expect(await ligneJ(id)).toMatchObject({
      poidsD: "13.000",
      poidsR: "12.750",
      temps: "95.00",
      rendu: 1,
      dateRetour: aujourdhui,
    });
    const rendues = await call("GET", `/api/atelier/joaillier/lignes?rendu=1&numSachet=${n}`);
    expect(rendues.json().rows.map((r: { id: number }) => r.id)).toEqual([id]);

    for (const [method, url, payload] of [
      ["POST", "/api/atelier/joaillier/retour", { idLigne: id, poids: "1", poidsRendu: "1", temps: "1" }],
      ["PUT", `/api/atelier/joaillier/lignes/${id}`, { idOuvrier: joa1.id, poids: "1" }],
      ["DELETE", `/api/atelier/joaillier/lignes/${id}`, undefined],
    ] as const) {
      const r = await call(method, url, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(409);
      expect(r.json().message).toBe(MSG_LIGNE_DEJA_RENDUE);
    }
    // Once returned, the same jeweller may have the OF again.
    const renvoi = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: joa2.id,
      numSachet: n,
      poids: "1",
    });
    expect(renvoi.statusCode).toBe(201);
    await call("DELETE", `/api/atelier/joaillier/lignes/${renvoi.json().idLigne}`);
  });

  it("the return side's delete resets: returned weight and time 0, rendu 0, no return date", async () => {
    const res = await post(`/api/atelier/joaillier/lignes/${idJ}/annuler-retour`, {});
    expect(res.statusCode).toBe(200);
    expect(await ligneJ(idJ)).toMatchObject({
      poidsD: "13.000",
      poidsR: "0.000",
      temps: "0.00",
      rendu: 0,
      dateRetour: null,
    });
    const again = await post(`/api/atelier/joaillier/lignes/${idJ}/annuler-retour`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_LIGNE_NON_RENDUE);
  });

  it("no command changes a line whose OF is invoiced (600)", async () => {
    const n = libres[0]!;
    await setStatut(n, STATUT.facture);
    try {
      const r = await post("/api/atelier/joaillier/retour", {
        idLigne: idJ,
        poids: "1",
        poidsRendu: "1",
        temps: "1",
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe(MSG_OF_NON_EDITABLE);
      const d = await call("DELETE", `/api/atelier/joaillier/lignes/${idJ}`);
      expect(d.json().message).toBe(MSG_OF_NON_EDITABLE);
      expect(await ligneJ(idJ)).toMatchObject({ rendu: 0 });
    } finally {
      await setStatut(n, STATUT.enFabrication);
    }
  });
});

describe("setting lines", () => {
  it("send: the OF at 200, 'OF déjà présent' for the same setter; validation messages", async () => {
    const n = libres[1]!;
    await setStatut(n, STATUT.cree);
    const res = await post("/api/atelier/serti/envoi", { idOuvrier: serto.id, numSachet: n, poids: "4" });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(msgOfEnvoye(n, serto.label));
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    idS = res.json().idLigne;
    expect(await ligneS(idS)).toMatchObject({ ofSerto: n, pdsD: "4.000", renduSerti: 0, dateE: aujourdhui });
    const again = await post("/api/atelier/serti/envoi", { idOuvrier: serto.id, numSachet: n, poids: "4" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_OF_DEJA_PRESENT);

    const sans = await post("/api/atelier/serti/envoi", { numSachet: n, poids: "4" });
    expect(sans.json().message).toBe(MSG_SERTISSEUR_OBLIGATOIRE);
    const texte = await post("/api/atelier/serti/envoi", { idOuvrier: serto.id, numSachet: n, poids: "abc" });
    expect(texte.statusCode).toBe(400);
    expect(texte.json().message).toBe(MSG_POIDS_NOMBRE);
    const facture = await post("/api/atelier/serti/envoi", {
      idOuvrier: serto.id,
      numSachet: ofFacture,
      poids: "1",
    });
    expect(facture.json().message).toBe(MSG_OF_NON_EDITABLE);
  });

  it("return: weights, price, rendu_serti 1, returned today, the OF at 500; the list shows it returned", async () => {
    const n = libres[1]!;
    const noPrice = await post("/api/atelier/serti/retour", {
      idLigne: idS,
      poids: "4",
      poidsRendu: "3,9",
      prix: "",
    });
    expect(noPrice.json().message).toBe(MSG_PRIX_VALIDE);
    const res = await post("/api/atelier/serti/retour", {
      idLigne: idS,
      poids: "4",
      poidsRendu: "3,9",
      prix: "42,50",
    });
    expect(res.statusCode).toBe(200);
    expect(await statutOf(n)).toBe(STATUT.fabrique);
    expect(await ligneS(idS)).toMatchObject({
      pdsR: "3.900",
      prix: "42.50",
      renduSerti: 1,
      dateR: aujourdhui,
    });
    const list = await call("GET", `/api/atelier/serti/lignes?rendu=1&numSachet=${n}`);
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [
        {
          genre: "serti",
          id: idS,
          numSachet: n,
          ouvrier: serto.label,
          poidsRendu: "3.900",
          prix: "42.50",
          rendu: 1,
          dateRetour: aujourdhui,
        },
      ],
    });
  });

  it("the return side's delete resets: weights and price 0, rendu_serti 0, no return date", async () => {
    const n = libres[1]!;
    expect(await statutOf(n)).toBe(STATUT.fabrique);
    const res = await post(`/api/atelier/serti/lignes/${idS}/annuler-retour`, {});
    expect(res.statusCode).toBe(200);
    // Back in progress: the OF the setting return had made 'fabriqué' is in fabrication again.
    expect(res.json()).toMatchObject({ numSachet: n, statut: STATUT.enFabrication });
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    expect(await ligneS(idS)).toMatchObject({
      pdsD: "0.000",
      pdsR: "0.000",
      prix: "0.00",
      renduSerti: 0,
      dateR: null,
    });
    // Back in progress: it can be edited then deleted on the send side.
    const put = await call("PUT", `/api/atelier/serti/lignes/${idS}`, { idOuvrier: serto.id, poids: "5" });
    expect(put.statusCode).toBe(200);
    expect(await ligneS(idS)).toMatchObject({ pdsD: "5.000" });
    const del = await call("DELETE", `/api/atelier/serti/lignes/${idS}`);
    expect(del.statusCode).toBe(200);
    expect(await ligneS(idS)).toBeUndefined();
  });
});

describe("access and concurrency", () => {
  it("needs a session", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/atelier/ouvriers" });
    expect(res.statusCode).toBe(401);
  });

  it("five identical sends at the same moment: exactly one line, the others 'OF déjà présent'", async () => {
    const n = libres[2]!;
    const send = () => post("/api/atelier/joaillier/envoi", { idOuvrier: joa1.id, numSachet: n, poids: "2" });
    const results = await Promise.all([send(), send(), send(), send(), send()]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe(MSG_OF_DEJA_PRESENT);
    expect(await countJ(n)).toBe(1);
  });
});

describe("cancelling a return", () => {
  it("takes an OF the workshop had finished (500, 550, 575) back to 200; another status stays", async () => {
    const n = libres[3]!;
    const id = await ligneRendue(n, joa1.id);
    for (const [avant, apres] of [
      [STATUT.fabrique, STATUT.enFabrication],
      [STATUT.finalise, STATUT.enFabrication],
      [STATUT.pretAFacturer, STATUT.enFabrication],
      [STATUT.cree, STATUT.cree],
    ] as const) {
      await setStatut(n, avant);
      const res = await post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
      expect(res.statusCode, `statut ${avant}`).toBe(200);
      expect(res.json()).toMatchObject({ numSachet: n, statut: apres });
      expect(await statutOf(n)).toBe(apres);
      expect(await ligneJ(id)).toMatchObject({ rendu: 0 });
      const retour = await post("/api/atelier/joaillier/retour", {
        idLigne: id,
        poids: "5",
        poidsRendu: "4,8",
        temps: "30",
      });
      expect(retour.statusCode).toBe(200);
    }
  });

  it("is refused on a line a weighing closed, as are its edit and delete; nothing changes", async () => {
    const n = libres[4]!;
    const j = await nouveauJoaillier("Pesé Déjà");
    const id = await ligneRendue(n, j);
    const weighing = await post("/api/atelier/pesees", { idOuvr: j });
    expect(weighing.statusCode).toBe(201);
    const numPesee: number = weighing.json().numPesee;
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee });
    await setStatut(n, STATUT.pretAFacturer);

    const reset = await post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
    expect(reset.statusCode).toBe(409);
    expect(reset.json().message).toBe(
      `Ligne déjà soldée par la pesée n° ${numPesee} : annulation du retour impossible.`,
    );
    const put = await call("PUT", `/api/atelier/joaillier/lignes/${id}`, { idOuvrier: j, poids: "1" });
    expect(put.statusCode).toBe(409);
    expect(put.json().message).toBe(msgLigneDejaPesee(numPesee, "modification"));
    const del = await call("DELETE", `/api/atelier/joaillier/lignes/${id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(msgLigneDejaPesee(numPesee, "suppression"));
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee, poidsR: "4.800", temps: "30.00" });
    expect(await statutOf(n)).toBe(STATUT.pretAFacturer);
  });

  it("waits for a weighing of the jeweller in progress, then is refused: the line is weighed", async () => {
    const n = libres[5]!;
    const j = await nouveauJoaillier("Pesée En Cours");
    const id = await ligneRendue(n, j);
    let fini = false;
    let reset: ReturnType<typeof post> | undefined;
    // What fairePesee does, held open: the jeweller locked FOR UPDATE, his returned line stamped.
    const numPesee = await db().transaction(async (tx) => {
      await tx.select().from(joaillier).where(eq(joaillier.id, j)).for("update");
      const [p] = await tx.insert(pesee).values({ idOuvr: j }).returning();
      await tx.update(ouvrier).set({ numPesee: p!.numPesee }).where(eq(ouvrier.idLigne, id));
      reset = post(`/api/atelier/joaillier/lignes/${id}/annuler-retour`, {});
      void reset.finally(() => {
        fini = true;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(fini).toBe(false);
      return p!.numPesee;
    });
    const res = await reset!;
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msgLigneDejaPesee(numPesee, "annulationRetour"));
    expect(await ligneJ(id)).toMatchObject({ rendu: 1, numPesee });
  });
});

describe("a send and a weighing of the same jeweller", () => {
  it("run one after the other: the weighing never counts nor closes a line sent during it", async () => {
    const n = libres[2]!;
    const j = await nouveauJoaillier("Course Pesée");
    for (let round = 0; round < 5; round++) {
      // Something to weigh: an open gold box row.
      await db().insert(boiteOr).values({ idOuvr: j, doneOuvr: "1" });
      const [envoi, weighing] = await Promise.all([
        // The bag is still out at the previous rounds' jeweller: the send is confirmed.
        post("/api/atelier/joaillier/envoi", { idOuvrier: j, numSachet: n, poids: "2", confirme: true }),
        post("/api/atelier/pesees", { idOuvr: j }),
      ]);
      expect(envoi.statusCode, `round ${round}`).toBe(201);
      const id: number = envoi.json().idLigne;
      if (weighing.statusCode === 201) {
        // The weighing went first: the line came after it, in progress and not weighed.
        expect(weighing.json()).toMatchObject({ lignesOf: 0 });
        expect(weighing.json().poidsOfSorti).toMatch(/^0(\.0+)?$/);
      } else {
        // The send went first: the weighing saw the OF in progress.
        expect(weighing.statusCode, `round ${round}`).toBe(409);
        expect(weighing.json().message).toBe(MSG_PESEE_IMPOSSIBLE);
      }
      expect(await ligneJ(id)).toMatchObject({ rendu: 0, numPesee: null });
      expect((await call("DELETE", `/api/atelier/joaillier/lignes/${id}`)).statusCode).toBe(200);
    }
  });
});
