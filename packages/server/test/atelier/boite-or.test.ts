import {
  MSG_BOITE_OR_AJOUTEE,
  MSG_BOITE_OR_INTROUVABLE,
  MSG_BOITE_OR_SUPPRIMEE,
  MSG_JOAILLIER_OBLIGATOIRE,
  MSG_OUVRIER_INACTIF,
  MSG_UN_POIDS_OBLIGATOIRE,
  msgBoiteOrDejaPesee,
  toIsoDate,
} from "@ecrin/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { boiteOr, joaillier } from "../../src/db/schema/index.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { nouvelEnvoi } from "../helpers/idempotence.ts";

let t: TestApp;
let cookie: string;
let actif: number;
let autre: number;
let inactif: number;

const db = () => t.database.db;

async function nouveauJoaillier(label: string, actifFlag = 1): Promise<number> {
  const [row] = await db()
    .insert(joaillier)
    .values({ label, actif: actifFlag })
    .returning({ id: joaillier.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  cookie = await t.cookieOf("bureau");
  actif = await nouveauJoaillier("Test Boite Or");
  autre = await nouveauJoaillier("Test Boite Or Autre");
  inactif = await nouveauJoaillier("Test Parti", 0);
});
afterAll(() => t.close());

const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { cookie, ...nouvelEnvoi(method) }, ...(payload ? { payload } : {}) });
const ajouter = (payload: Record<string, unknown>) => inject("POST", "/api/atelier/boite-or", payload);
const lireLigne = async (id: number) => (await db().select().from(boiteOr).where(eq(boiteOr.idBoite, id)))[0];

describe("POST /api/atelier/boite-or (Ajouter Boite Or)", () => {
  it.each([
    [{ doneOuvr: "5" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvr: "", doneOuvr: "5" }, MSG_JOAILLIER_OBLIGATOIRE],
    [{ idOuvr: 0, renduOuvr: "1" }, MSG_JOAILLIER_OBLIGATOIRE],
  ])("%o is refused: %s", async (payload, message) => {
    const res = await ajouter(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it("refuses a row without any weight, or with two zero weights", async () => {
    for (const payload of [{ idOuvr: actif }, { idOuvr: actif, doneOuvr: "", renduOuvr: "0" }]) {
      const res = await ajouter(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(MSG_UN_POIDS_OBLIGATOIRE);
    }
  });

  it("refuses a jeweller who left, and one that does not exist", async () => {
    const parti = await ajouter({ idOuvr: inactif, doneOuvr: "1" });
    expect(parti.statusCode).toBe(409);
    expect(parti.json().message).toBe(MSG_OUVRIER_INACTIF);
    expect((await ajouter({ idOuvr: 9_999_999, doneOuvr: "1" })).statusCode).toBe(404);
  });

  it("records gold given (French comma) as an open row dated today", async () => {
    const res = await ajouter({ idOuvr: actif, doneOuvr: "12,5", renduOuvr: "" });
    expect(res.statusCode).toBe(201);
    const { idBoite, message } = res.json();
    expect(message).toBe(MSG_BOITE_OR_AJOUTEE);
    expect(await lireLigne(idBoite)).toMatchObject({
      idOuvr: actif,
      doneOuvr: "12.500",
      renduOuvr: "0.000",
      date: toIsoDate(new Date()),
      numPesee: null,
    });
  });

  it("needs a session", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/atelier/boite-or",
      payload: { idOuvr: actif },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/atelier/boite-or and its balance", () => {
  beforeAll(async () => {
    await db()
      .insert(boiteOr)
      .values([
        { idOuvr: autre, doneOuvr: "20.000", renduOuvr: "0", date: "2021-02-01", label: "Fil or 750" },
        { idOuvr: autre, doneOuvr: "0", renduOuvr: "7.125", date: "2021-02-05", label: "Retour limailles" },
        { idOuvr: autre, doneOuvr: "3.000", renduOuvr: "0", date: "2021-03-01", label: "Plaque" },
        ...Array.from({ length: 10 }, (_, i) => ({
          idOuvr: autre,
          doneOuvr: "1.000",
          renduOuvr: "0.100",
          date: `2021-04-${String(i + 1).padStart(2, "0")}`,
        })),
      ]);
  });

  it("pages by 10, filtered by jeweller, latest first", async () => {
    const res = await inject("GET", `/api/atelier/boite-or?idOuvr=${autre}&sort=date&dir=desc&pageSize=10`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(13);
    expect(body.rows).toHaveLength(10);
    expect(body.rows[0]).toMatchObject({ joaillier: "Test Boite Or Autre", date: "2021-04-10" });
    const page2 = (
      await inject("GET", `/api/atelier/boite-or?idOuvr=${autre}&sort=date&dir=desc&page=1`)
    ).json();
    expect(page2.rows.map((r: { date: string }) => r.date)).toEqual([
      "2021-03-01",
      "2021-02-05",
      "2021-02-01",
    ]);
  });

  it("Date Début and Date Fin are included", async () => {
    const body = (
      await inject("GET", `/api/atelier/boite-or?idOuvr=${autre}&dateDebut=2021-02-05&dateFin=2021-03-01`)
    ).json();
    expect(body.total).toBe(2);
    expect(body.rows.map((r: { label: string }) => r.label)).toEqual(["Retour limailles", "Plaque"]);
  });

  it("the balance of the filter is given minus returned, exact", async () => {
    const all = (await inject("GET", `/api/atelier/boite-or/solde?idOuvr=${autre}`)).json();
    // 20 + 3 + 10 × 1 given, 7.125 + 10 × 0.1 returned.
    expect(all).toEqual({ donne: "33.000", rendu: "8.125", solde: "24.875", soldeNonPese: "24.875" });
    const fevrier = (
      await inject(
        "GET",
        `/api/atelier/boite-or/solde?idOuvr=${autre}&dateDebut=2021-02-01&dateFin=2021-02-28`,
      )
    ).json();
    expect(fevrier.solde).toBe("12.875");
  });

  it("refuses a date that is not one", async () => {
    const res = await inject("GET", "/api/atelier/boite-or?dateDebut=2021-02-30");
    expect(res.statusCode).toBe(400);
  });
});

describe("DELETE /api/atelier/boite-or/:id", () => {
  it("deletes an open row", async () => {
    const { idBoite } = (await ajouter({ idOuvr: actif, renduOuvr: "2" })).json();
    const res = await inject("DELETE", `/api/atelier/boite-or/${idBoite}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MSG_BOITE_OR_SUPPRIMEE);
    expect(await lireLigne(idBoite)).toBeUndefined();
    const encore = await inject("DELETE", `/api/atelier/boite-or/${idBoite}`);
    expect(encore.statusCode).toBe(404);
    expect(encore.json().message).toBe(MSG_BOITE_OR_INTROUVABLE);
  });

  it("refuses a row a weighing closed, and keeps it", async () => {
    const j = await nouveauJoaillier("Test Pesé");
    const { idBoite } = (await ajouter({ idOuvr: j, doneOuvr: "4.2" })).json();
    const pesee = await inject("POST", "/api/atelier/pesees", { idOuvr: j });
    expect(pesee.statusCode).toBe(201);
    const { numPesee } = pesee.json();
    const res = await inject("DELETE", `/api/atelier/boite-or/${idBoite}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(msgBoiteOrDejaPesee(numPesee));
    expect((await lireLigne(idBoite))?.numPesee).toBe(numPesee);
    // The filter's balance still counts it; nothing is left to weigh.
    expect((await inject("GET", `/api/atelier/boite-or/solde?idOuvr=${j}`)).json()).toMatchObject({
      solde: "4.200",
      soldeNonPese: "0.000",
    });
  });
});
