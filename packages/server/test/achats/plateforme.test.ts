import { randomUUID } from "node:crypto";
import { lireCdar } from "@ecrin/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_FAKE, FakePlateforme } from "../../../../e2e/helpers/fake-plateforme/index.ts";
import { releverPlateforme } from "../../src/achats/index.ts";
import { loadConfig } from "../../src/config.ts";
import { fournisseur, mouvementMetal } from "../../src/db/schema/index.ts";
import type { AppContext } from "../../src/http/context.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";
import { echantillon } from "./echantillons.ts";

const pa = new FakePlateforme();
let t: TestApp;
let cookie: string;
const ctx = (): AppContext => ({ db: t.database.db, settings: t.settings, config: loadConfig({}) });

/** A supplier puts a file on the platform (the fake's hook, as in the browser journey). */
async function offrir(flowSyntax: string, nom: string): Promise<string> {
  const form = new FormData();
  form.append("flowSyntax", flowSyntax);
  form.append("file", new Blob([new Uint8Array(echantillon(nom))]), nom);
  const r = await fetch(`${pa.url}/_fake/flux-fournisseurs`, { method: "POST", body: form });
  return ((await r.json()) as { flowId: string }).flowId;
}

beforeAll(async () => {
  await pa.demarrer();
  t = await createTestApp();
  cookie = await t.cookieOf("bureau");
  const [a] = await t.database.db
    .insert(fournisseur)
    .values({
      raisonSoc: "Affinerie du Nord",
      typeFour: 998,
      adresse: "12 rue des Fondeurs",
      cp: "59000",
      ville: "Lille",
    })
    .returning({ id: fournisseur.fourId });
  await t.database.db.insert(mouvementMetal).values({
    fournisseurId: a!.id,
    dateMouvement: "2026-11-20",
    designation: "Achat or 750/1000",
    metalId: 1,
    entreeOrFin: "75.00",
    titre: 750,
  });
});
afterAll(async () => {
  await t.close();
  await pa.arreter();
});

describe("with the fake platform: receive the refiner's Factur-X, approve it, the 205 goes back", () => {
  it("without a platform set, nothing is asked", async () => {
    expect(await releverPlateforme(ctx())).toBeNull();
  });

  it("the three syntaxes received once each; the refiner's matched to its gold movement; Approuver sends CDAR 205 once", async () => {
    Object.assign(t.settings, {
      plateformeUrl: pa.url,
      plateformeClientId: CLIENT_FAKE.id,
      plateformeClientSecret: CLIENT_FAKE.secret,
    });
    await offrir("Factur-X", "affinerie-fil-750.pdf");
    await offrir("CII", "pierres-confie-c2611.xml");
    await offrir("UBL", "service-maintenance.xml");
    expect(await releverPlateforme(ctx(), { baseMs: 5 })).toEqual({ recues: 3, envoyees: 0 });
    expect(await releverPlateforme(ctx(), { baseMs: 5 })).toEqual({ recues: 0, envoyees: 0 });

    const liste = await t.app.inject({
      method: "GET",
      url: "/api/achats/factures?q=affinerie",
      headers: { cookie },
    });
    const [afn] = liste.json().rows;
    expect(afn).toMatchObject({
      numero: "AFN-2026-0457",
      valide: true,
      famille: "metal",
      rapprochement: "rapprochee",
    });

    const r = await t.app.inject({
      method: "POST",
      url: `/api/achats/factures/${afn.id}/decision`,
      headers: { cookie, "idempotency-key": randomUUID() },
      payload: { decision: "approuvee" },
    });
    expect(r.statusCode).toBe(200);
    expect(await releverPlateforme(ctx(), { baseMs: 5 })).toEqual({ recues: 0, envoyees: 1 });
    const cdars = [...pa.flux.values()].filter((f) => f.flowSyntax === "CDAR");
    expect(cdars).toHaveLength(1);
    expect(lireCdar(cdars[0]!.fichier.toString("utf8"))).toMatchObject({
      ok: true,
      message: { statut: 205, facture: { numero: "AFN-2026-0457" } },
    });
    expect(await releverPlateforme(ctx(), { baseMs: 5 })).toEqual({ recues: 0, envoyees: 0 });
  });
});
