import { randomUUID } from "node:crypto";
import { type Flow, type FlowInfo, lireCdar } from "@ecrin/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DeposeurFlux, enregistrerFlux, envoyerDecisions } from "../../src/achats/index.ts";
import { withTx } from "../../src/db/tx.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { echantillon } from "./echantillons.ts";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
});
afterAll(() => t.close());

/** A platform in memory: the flows deposited, searchable by trackingId; `perdreReponse` loses the first answer. */
function plateforme(perdreReponse = false) {
  const deposes: { info: FlowInfo; xml: string; flowId: string }[] = [];
  let perdre = perdreReponse;
  const p: DeposeurFlux = {
    async deposerFlux(info, fichier) {
      const flowId = `cdar-${deposes.length + 1}`;
      deposes.push({ info, xml: fichier.toString("utf8"), flowId });
      if (perdre) {
        perdre = false;
        throw new Error("délai dépassé");
      }
      return { ...info, flowId };
    },
    async rechercherFlux(where) {
      return deposes
        .filter((d) => d.info.trackingId === where.trackingId)
        .map((d): Flow => ({ flowId: d.flowId, trackingId: d.info.trackingId }));
    },
  };
  return { p, deposes };
}

async function factureDecidee(flowId: string, decision: Record<string, unknown>) {
  const id = await withTx(t.database.db, null, (tx) =>
    enregistrerFlux(tx, { flowId, nom: "x.xml", fichier: echantillon("pierres-confie-c2611.xml") }),
  );
  const r = await t.app.inject({
    method: "POST",
    url: `/api/achats/factures/${id}/decision`,
    headers: { cookie, "idempotency-key": randomUUID() },
    payload: decision,
  });
  expect(r.statusCode).toBe(200);
  return id!;
}

describe("a decision goes back to the supplier as a CDAR flow, once", () => {
  it("a dispute: CDAR 207 with its reason and comment, about the supplier's invoice; sent once, the detail says so", async () => {
    const id = await factureDecidee("cdar-litige", {
      decision: "en_litige",
      motif: "QTE_ERR",
      commentaire: "12,30 ct reçus",
    });
    const { p, deposes } = plateforme();
    expect(await envoyerDecisions(t.database.db, t.settings, p)).toEqual({ envoyees: 1 });
    expect(deposes).toHaveLength(1);
    expect(deposes[0]?.info).toMatchObject({ flowSyntax: "CDAR" });
    const lu = lireCdar(deposes[0]!.xml);
    expect(lu.ok && lu.message).toMatchObject({
      facture: { numero: "DLP-88213", type: "380", date: "2026-11-20" },
      statut: 207,
      motif: "QTE_ERR",
      commentaire: "12,30 ct reçus",
    });
    expect(await envoyerDecisions(t.database.db, t.settings, p)).toEqual({ envoyees: 0 });
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/achats/factures/${id}`,
      headers: { cookie },
    });
    expect(detail.json().decisions[0].flowIdCdar).toBe("cdar-1");
  });

  it("an answer lost after the deposit: the next run finds the flow by its trackingId and deposits nothing again", async () => {
    await factureDecidee("cdar-perdue", { decision: "approuvee" });
    const { p, deposes } = plateforme(true);
    expect(await envoyerDecisions(t.database.db, t.settings, p)).toEqual({ envoyees: 0 });
    expect(await envoyerDecisions(t.database.db, t.settings, p)).toEqual({ envoyees: 1 });
    expect(deposes).toHaveLength(1);
    expect(lireCdar(deposes[0]!.xml)).toMatchObject({ ok: true, message: { statut: 205 } });
  });
});
