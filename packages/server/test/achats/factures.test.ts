import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enregistrerFlux } from "../../src/achats/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { envoisSimultanes } from "../helpers/idempotence.ts";
import { echantillon } from "./echantillons.ts";

let t: TestApp;
let cookie: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  const fichiers: [string, Buffer][] = [
    ["afn", echantillon("affinerie-fil-750.pdf")],
    ["dlp", echantillon("pierres-confie-c2611.xml")],
    ["ps", echantillon("service-maintenance.xml")],
    ["invalide", Buffer.from("<Order/>")],
  ];
  for (const [nom, fichier] of fichiers) {
    ids[nom] = (await withTx(t.database.db, null, (tx) =>
      enregistrerFlux(tx, { flowId: nom, nom: `${nom}.bin`, fichier }),
    ))!;
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const decider = (id: number, payload: Record<string, unknown>, key = randomUUID()) =>
  t.app.inject({
    method: "POST",
    url: `/api/achats/factures/${id}/decision`,
    headers: { cookie, "idempotency-key": key },
    payload,
  });

describe("GET /api/achats/factures: the list, filtered, sorted and paged by the server", () => {
  it("newest first on asking, with the invoice's fields", async () => {
    const r = await get("/api/achats/factures?sort=recueLe&dir=desc&pageSize=2");
    expect(r.statusCode).toBe(200);
    expect(r.json().total).toBe(4);
    expect(r.json().rows.map((l: { id: number }) => l.id)).toEqual([ids.invalide, ids.ps]);
  });

  it.each([
    ["valide=non", ["invalide"]],
    ["q=affinerie", ["afn"]],
    ["q=MNT-2026", ["ps"]],
    ["statut=refusee", []],
  ])("%s", async (filtre, attendus) => {
    const r = await get(`/api/achats/factures?${filtre}&sort=numero`);
    expect(r.json().rows.map((l: { id: number }) => l.id)).toEqual(attendus.map((n) => ids[n]));
  });

  it("sorted by TTC", async () => {
    const r = await get("/api/achats/factures?sort=ttc&dir=asc&valide=oui");
    expect(r.json().rows.map((l: { ttc: string }) => l.ttc)).toEqual([
      "540.000000",
      "5928.000000",
      "7500.000000",
    ]);
  });

  it("the CSV has the screen's columns", async () => {
    const r = await get("/api/achats/factures?format=csv&q=affinerie");
    expect(r.statusCode).toBe(200);
    const [entete, ligne] = r.body.replace(/^\uFEFF/, "").split(/\r?\n/);
    expect(entete).toBe(
      "Reçue le;Fournisseur;SIREN;Numéro;Date;HT;TVA;TTC;Échéance;Nature;Rapprochement;EN 16931;Statut",
    );
    expect(ligne).toContain("Affinerie du Nord;552100554;AFN-2026-0457;20/11/2026;");
    expect(ligne).toContain(";Métal;Non rapprochée;Oui;Reçue");
  });

  it("a bad filter is a 400 in French", async () => {
    const r = await get("/api/achats/factures?statut=perdue");
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toContain("Statut invalide.");
  });
});

describe("GET /api/achats/factures/:id: what was read, the failed rules, the match", () => {
  it("the refiner's invoice: PDF, its lines", async () => {
    const r = await get(`/api/achats/factures/${ids.afn}`);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({
      pdf: true,
      syntaxe: "Factur-X",
      valide: true,
      violations: [],
      decisions: [],
    });
    expect(r.json().facture.lignes[0].nom).toBe("Fil or jaune 750 diam. 1,2 mm");
    expect(r.json().match).toMatchObject({ famille: "metal", etat: "non_rapprochee" });
  });

  it("an unknown id is a 404 in French", async () => {
    const r = await get("/api/achats/factures/999999");
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe("Facture fournisseur introuvable.");
  });
});

describe("POST /api/achats/factures/:id/decision: approve, dispute, refuse", () => {
  it("Approuver: 205, recorded with who and when, once per key even sent 10 times at once", async () => {
    const key = randomUUID();
    const reponses = await envoisSimultanes(
      t,
      { url: `/api/achats/factures/${ids.afn}/decision`, payload: { decision: "approuvee" }, cookie, key },
      10,
    );
    expect(reponses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const d = await get(`/api/achats/factures/${ids.afn}`);
    expect(d.json().statut).toBe("approuvee");
    expect(d.json().decisions).toEqual([
      expect.objectContaining({
        statut: "approuvee",
        motif: null,
        commentaire: "",
        par: "bureau",
        flowIdCdar: null,
      }),
    ]);
  });

  it("an approved invoice cannot be refused afterwards (409)", async () => {
    const r = await decider(ids.afn!, { decision: "refusee", motif: "DOUBLON" });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({
      code: "ACHAT_DECISION_IMPOSSIBLE",
      message: "Une facture « Approuvée » ne peut pas passer à « Refusée ».",
    });
  });

  it("Contester needs a reason allowed for it and a comment (400), then is recorded; a later approval settles it", async () => {
    const sansCommentaire = await decider(ids.dlp!, { decision: "en_litige", motif: "QTE_ERR" });
    expect(sansCommentaire.statusCode).toBe(400);
    expect(sansCommentaire.json().message).toBe("Un litige demande un commentaire.");
    const motifInconnu = await decider(ids.dlp!, {
      decision: "en_litige",
      motif: "PAS_UN_MOTIF",
      commentaire: "x",
    });
    expect(motifInconnu.statusCode).toBe(400);
    const ok = await decider(ids.dlp!, {
      decision: "en_litige",
      motif: "QTE_ERR",
      commentaire: "12,30 ct reçus",
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      statut: "en_litige",
      decisions: [expect.objectContaining({ motif: "QTE_ERR", commentaire: "12,30 ct reçus" })],
    });
    const regle = await decider(ids.dlp!, { decision: "approuvee" });
    expect(regle.json().statut).toBe("approuvee");
  });

  it("an invalid invoice cannot be approved (409) but may be refused", async () => {
    const r = await decider(ids.invalide!, { decision: "approuvee" });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("ACHAT_FACTURE_INVALIDE");
    const refus = await decider(ids.invalide!, {
      decision: "refusee",
      motif: "NON_CONFORME",
      commentaire: "",
    });
    expect(refus.statusCode).toBe(200);
    expect(refus.json().statut).toBe("refusee");
  });

  it("without an Idempotency-Key: 400, nothing recorded", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: `/api/achats/factures/${ids.ps}/decision`,
      headers: { cookie },
      payload: { decision: "approuvee" },
    });
    expect(r.statusCode).toBe(400);
    expect((await get(`/api/achats/factures/${ids.ps}`)).json().statut).toBe("recue");
  });

  it("a decision is a record: it can be neither changed nor deleted", async () => {
    await expect(
      t.database.db.execute("update facture_fournisseur_decision set commentaire = 'x'" as never),
    ).rejects.toThrow();
    await expect(t.database.db.execute("delete from facture_fournisseur_fichier" as never)).rejects.toThrow();
  });
});
