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
  MSG_POIDS_NOMBRE,
  MSG_PRIX_VALIDE,
  MSG_SERTISSEUR_OBLIGATOIRE,
  MSG_TEMPS_VALIDE,
  msgOfEnvoye,
  STATUT,
} from "@ecrin/domain";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  atelierSurLaDemo,
  call,
  countJ,
  demo,
  ligneJ,
  ligneS,
  post,
  rows,
  setStatut,
  statutOf,
} from "./lignes.fixture.ts";

/**
 * The workshop lines on the demo (`lignes.fixture.ts`): the reference data, then one jeweller line and one
 * setting line followed from send to edit, return and reset. Access, concurrent sends and cancelling a
 * return against a weighing are in `lignes-concurrence.test.ts`.
 */

atelierSurLaDemo();
/** The jeweller line and the setting line the tests follow from send to reset. */
let idJ: number;
let idS: number;

describe("reference data", () => {
  it("GET /api/atelier/ouvriers offers the active jewellers and setters only", async () => {
    const res = await call("GET", "/api/atelier/ouvriers");
    expect(res.statusCode).toBe(200);
    const { joailliers, sertisseurs } = res.json();
    const actifsJ = await rows<{ n: number }>(sql`select count(*)::int as n from joaillier where actif = 1`);
    expect(joailliers).toHaveLength(actifsJ[0]!.n);
    expect(joailliers.map((j: { id: number }) => j.id)).not.toContain(demo.inactif);
    expect(joailliers[0]).toEqual({
      id: expect.any(Number),
      label: expect.any(String),
      avatar: expect.anything(),
    });
    const actifsS = await rows<{ n: number }>(sql`select count(*)::int as n from sertisseur where actif = 1`);
    expect(sertisseurs).toHaveLength(actifsS[0]!.n);
  });

  it("GET /api/atelier/of/:n/prefill: the OF's weight, the centre's theoretical time and setting price", async () => {
    const n = demo.libres[0]!;
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
    const n = demo.libres[0]!;
    await setStatut(n, STATUT.cree);
    const res = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa1.id,
      numSachet: n,
      poids: "12,5",
    });
    expect(res.statusCode).toBe(201);
    const { idLigne, message } = res.json();
    idJ = idLigne;
    expect(message).toBe(msgOfEnvoye(n, demo.joa1.label));
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    expect(await ligneJ(idLigne)).toMatchObject({
      nSachet: n,
      idOuvrier: demo.joa1.id,
      poidsD: "12.500",
      rendu: 0,
      dateEnvoi: demo.aujourdhui,
      dateRetour: null,
    });

    const again = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa1.id,
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
          idOuvrier: demo.joa1.id,
          ouvrier: demo.joa1.label,
          poidsEnvoye: "12.500",
          rendu: 0,
        },
      ],
    });
    expect(list.json().rows[0].ref).not.toBeUndefined();
  });

  it("another jeweller may have the same OF once confirmed; only active jewellers are sent to", async () => {
    const n = demo.libres[0]!;
    const autre = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa2.id,
      numSachet: n,
      poids: "1",
      confirme: true,
    });
    expect(autre.statusCode).toBe(201);
    const parti = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.inactif,
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
    const avant = await countJ(demo.ofFacture);
    const res = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa1.id,
      numSachet: demo.ofFacture,
      poids: "1",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MSG_OF_NON_EDITABLE);
    expect(await countJ(demo.ofFacture)).toBe(avant);
    expect(await statutOf(demo.ofFacture)).toBe(STATUT.facture);
    const absent = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa1.id,
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
    const n = demo.libres[0]!;
    const res = await call("PUT", `/api/atelier/joaillier/lignes/${idJ}`, {
      idOuvrier: demo.joa2.id,
      poids: "13",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ numSachet: n });
    expect(await ligneJ(idJ)).toMatchObject({ idOuvrier: demo.joa2.id, poidsD: "13.000" });
    const inactive = await call("PUT", `/api/atelier/joaillier/lignes/${idJ}`, {
      idOuvrier: demo.inactif,
      poids: "1",
    });
    expect(inactive.json().message).toBe(MSG_OUVRIER_INACTIF);
  });

  it("return: weights, time, rendu 1, returned today, the OF at 200; then no edit, no delete, no second return", async () => {
    const n = demo.libres[0]!;
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
      dateRetour: demo.aujourdhui,
    });
    const rendues = await call("GET", `/api/atelier/joaillier/lignes?rendu=1&numSachet=${n}`);
    expect(rendues.json().rows.map((r: { id: number }) => r.id)).toEqual([id]);

    for (const [method, url, payload] of [
      ["POST", "/api/atelier/joaillier/retour", { idLigne: id, poids: "1", poidsRendu: "1", temps: "1" }],
      ["PUT", `/api/atelier/joaillier/lignes/${id}`, { idOuvrier: demo.joa1.id, poids: "1" }],
      ["DELETE", `/api/atelier/joaillier/lignes/${id}`, undefined],
    ] as const) {
      const r = await call(method, url, payload);
      expect(r.statusCode, `${method} ${url}`).toBe(409);
      expect(r.json().message).toBe(MSG_LIGNE_DEJA_RENDUE);
    }
    // Once returned, the same jeweller may have the OF again.
    const renvoi = await post("/api/atelier/joaillier/envoi", {
      idOuvrier: demo.joa2.id,
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
    const n = demo.libres[0]!;
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
    const n = demo.libres[1]!;
    await setStatut(n, STATUT.cree);
    const res = await post("/api/atelier/serti/envoi", {
      idOuvrier: demo.serto.id,
      numSachet: n,
      poids: "4",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(msgOfEnvoye(n, demo.serto.label));
    expect(await statutOf(n)).toBe(STATUT.enFabrication);
    idS = res.json().idLigne;
    expect(await ligneS(idS)).toMatchObject({
      ofSerto: n,
      pdsD: "4.000",
      renduSerti: 0,
      dateE: demo.aujourdhui,
    });
    const again = await post("/api/atelier/serti/envoi", {
      idOuvrier: demo.serto.id,
      numSachet: n,
      poids: "4",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG_OF_DEJA_PRESENT);

    const sans = await post("/api/atelier/serti/envoi", { numSachet: n, poids: "4" });
    expect(sans.json().message).toBe(MSG_SERTISSEUR_OBLIGATOIRE);
    const texte = await post("/api/atelier/serti/envoi", {
      idOuvrier: demo.serto.id,
      numSachet: n,
      poids: "abc",
    });
    expect(texte.statusCode).toBe(400);
    expect(texte.json().message).toBe(MSG_POIDS_NOMBRE);
    const facture = await post("/api/atelier/serti/envoi", {
      idOuvrier: demo.serto.id,
      numSachet: demo.ofFacture,
      poids: "1",
    });
    expect(facture.json().message).toBe(MSG_OF_NON_EDITABLE);
  });

  it("return: weights, price, rendu_serti 1, returned today, the OF at 500; the list shows it returned", async () => {
    const n = demo.libres[1]!;
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
      dateR: demo.aujourdhui,
    });
    const list = await call("GET", `/api/atelier/serti/lignes?rendu=1&numSachet=${n}`);
    expect(list.json()).toMatchObject({
      total: 1,
      rows: [
        {
          genre: "serti",
          id: idS,
          numSachet: n,
          ouvrier: demo.serto.label,
          poidsRendu: "3.900",
          prix: "42.50",
          rendu: 1,
          dateRetour: demo.aujourdhui,
        },
      ],
    });
  });

  it("the return side's delete resets: weights and price 0, rendu_serti 0, no return date", async () => {
    const n = demo.libres[1]!;
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
    const put = await call("PUT", `/api/atelier/serti/lignes/${idS}`, {
      idOuvrier: demo.serto.id,
      poids: "5",
    });
    expect(put.statusCode).toBe(200);
    expect(await ligneS(idS)).toMatchObject({ pdsD: "5.000" });
    const del = await call("DELETE", `/api/atelier/serti/lignes/${idS}`);
    expect(del.statusCode).toBe(200);
    expect(await ligneS(idS)).toBeUndefined();
  });
});
