import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/app.ts";

/** Issue 25 point 9: the seller's identity set on a screen (role 1), with the checks of `npm run setting`. */
let t: TestApp;
let direction: string;
let bureau: string;
beforeAll(async () => {
  t = await createTestApp();
  direction = await t.cookieOf("direction");
  bureau = await t.cookieOf("bureau");
});
afterAll(() => t.close());

const URL = "/api/admin/reglages/vendeur";
const DEMO = {
  vendeurRaisonSociale: "Écrin Joaillerie",
  vendeurFormeJuridique: "SAS",
  vendeurCapital: "100 000 €",
  vendeurSiren: "123456782",
  vendeurSiret: "12345678200010",
  vendeurRcs: "RCS Paris 123 456 782",
  vendeurTva: "FR11123456782",
  vendeurAdresse: "12 rue de la Paix",
  vendeurCp: "75002",
  vendeurVille: "Paris",
  vendeurTelephone: "01 23 45 67 89",
  vendeurEmail: "contact@example.com",
};
const put = (cookie: string, payload: unknown) =>
  t.app.inject({ method: "PUT", url: URL, headers: { cookie }, payload: payload as object });
const stockes = async () =>
  (
    await t.database.db.execute<{ cle: string; valeur: string }>(
      sql`select cle, valeur from parametre where cle like 'vendeur%' order by cle`,
    )
  ).rows;

describe("the seller's settings screen", () => {
  it("shows the demo's valid identifiers", async () => {
    const res = await t.app.inject({ method: "GET", url: URL, headers: { cookie: direction } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEMO);
  });

  it("is for role 1 only", async () => {
    expect((await t.app.inject({ method: "GET", url: URL, headers: { cookie: bureau } })).statusCode).toBe(
      403,
    );
    expect((await put(bureau, DEMO)).statusCode).toBe(403);
  });

  it.each([
    ["vendeurSiren", "123456789", "SIREN invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "12345678900012", "SIRET invalide : la clé de contrôle ne correspond pas."],
    ["vendeurSiret", "73282932000074", "Le SIRET ne commence pas par le SIREN du vendeur."],
    ["vendeurTva", "FR12123456789", "Numéro de TVA invalide : le SIREN qu'il contient n'est pas valide."],
    ["vendeurTva", "FR00123456782", "Numéro de TVA invalide : la clé ne correspond pas au SIREN."],
    ["vendeurTva", "FR44732829320", "Le numéro de TVA ne correspond pas au SIREN du vendeur."],
    ["vendeurVille", "", "Obligatoire : il est imprimé sur chaque facture."],
  ])("refuses %s %j in French (%s), stores nothing", async (cle, valeur, message) => {
    const avant = await stockes();
    const res = await put(direction, { ...DEMO, [cle]: valeur });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[cle]).toBe(message);
    expect(await stockes()).toEqual(avant);
    expect(t.settings[cle as keyof typeof DEMO]).toBe(DEMO[cle as keyof typeof DEMO]);
  });

  it("stores a valid identity, audited, and the running server prints it from then on", async () => {
    const nouveau = {
      ...DEMO,
      vendeurRaisonSociale: "Écrin & Fils",
      vendeurSiren: "732 829 320",
      vendeurSiret: "73282932000074",
      vendeurTva: "FR44732829320",
    };
    const res = await put(direction, nouveau);
    expect(res.statusCode).toBe(200);
    expect(res.json().vendeurSiren).toBe("732829320");
    expect(await stockes()).toContainEqual({ cle: "vendeurSiren", valeur: "732829320" });
    expect(await stockes()).toContainEqual({ cle: "vendeurRaisonSociale", valeur: "Écrin & Fils" });
    expect(t.settings.vendeurTva).toBe("FR44732829320");
    const [audit] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit where table_name = 'parametre'`,
      )
    ).rows;
    expect(audit!.n).toBeGreaterThanOrEqual(12);
    const lu = await t.app.inject({ method: "GET", url: URL, headers: { cookie: direction } });
    expect(lu.json().vendeurSiret).toBe("73282932000074");
  });
});
