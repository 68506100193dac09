import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeWoo } from "../../../../e2e/helpers/fake-woo.ts";
import { createTestApp, type TestApp } from "../helpers/app.ts";

process.env.ECRIN_WP_BACKOFF_MS = "5";
const imagesDir = mkdtempSync(join(tmpdir(), "ecrin-wp-"));
const woo = new FakeWoo();
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  await woo.demarrer();
  t = await createTestApp({ config: { imagesDir } });
  Object.assign(t.settings, { wpUrl: woo.url, wpCleClient: "ck_test", wpSecretClient: "cs_test" });
  cookie = await t.cookieOf("bureau");
  writeFileSync(join(imagesDir, "sol.jpg"), Buffer.from("image de test"));
  // Two marked products (one with an image) with 2 + 1 centres, and one not marked.
  await t.database.db.execute(sql`insert into image (nom) values ('sol.jpg')`);
  await t.database.db.execute(sql`
    with cv as (
      insert into centre_vide (ref, nom_ligne, wordpress, image)
      values ('WP-SOL', 'SOLITAIRES', 1, 'sol.jpg'), ('WP-ALL', 'ALLIANCES', 1, null), ('WP-NON', null, 0, null)
      returning id_cv, ref
    ), c as (
      insert into centre (ref, description, plus_poids, plus_mo, id_cv)
      select v.ref || '-' || n, 'Modèle ' || v.ref || ' ' || n, 2000 + n, 30, v.id_cv
      from cv v cross join generate_series(1, 2) n where v.ref <> 'WP-ALL' or n = 1
      returning id_centre
    )
    insert into produit (id_centre, poids) select id_centre, 3100 from c`);
});
afterAll(async () => {
  await t.close();
  await woo.arreter();
  rmSync(imagesDir, { recursive: true, force: true });
});

const post = (url: string) => t.app.inject({ method: "POST", url, headers: { cookie } });
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });

/** Starts a run and follows it as the page does, until it ends; returns its state and the steps seen. */
async function synchroniser() {
  const start = await post("/api/wp/sync");
  expect(start.statusCode).toBe(202);
  const { id } = start.json();
  const etapes = new Set<number>();
  for (;;) {
    const etat = (await get(`/api/wp/sync/${id}`)).json();
    etapes.add(etat.progression);
    if (etat.statut !== "en_cours") return { ...etat, etapes: [...etapes] };
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("web-shop sync against a fake WooCommerce", () => {
  it("first run creates the marked products, their variations and uploads the image once", async () => {
    const run = await synchroniser();
    expect(run.statut).toBe("termine");
    expect(run.progression).toBe(100);
    expect(run.message).toBe("Synchronisation terminée.");
    expect(run).toMatchObject({ crees: 5, modifies: 0, supprimes: 0, images: 1 });
    expect(woo.produits.size).toBe(2);
    const skus = [...woo.produits.values()].map((p) => p.sku).sort();
    expect(skus).toEqual(["WP-ALL", "WP-SOL"]);
    const sol = [...woo.produits.values()].find((p) => p.sku === "WP-SOL");
    // The fake numbers everything from 1000; the one image is uploaded before any product is created.
    expect(sol?.images).toEqual([{ id: 1000 }]);
    expect(woo.variations.get(sol?.id as number)?.size).toBe(2);
    expect(woo.compter(/\/products\/batch$/)).toMatchObject({ create: 2, update: 0 });
    expect(woo.recus.filter((r) => r.path === "/wp-json/wp/v2/media")).toHaveLength(1);
    expect(run.journal.join("\n")).toContain("Image sol.jpg envoyée");
  });

  it("a second run with one change sends that one update only, and no image again", async () => {
    await t.database.db.execute(
      sql`update centre set description = 'Modèle WP-SOL 1 retouché' where ref = 'WP-SOL-1'`,
    );
    const avant = woo.recus.length;
    const run = await synchroniser();
    expect(run.statut).toBe("termine");
    expect(run).toMatchObject({ crees: 0, modifies: 1, supprimes: 0, images: 0 });
    const recus = woo.recus.slice(avant);
    const batches = recus.filter((r) => r.method === "POST");
    expect(batches).toHaveLength(1);
    expect(batches[0]?.path).toMatch(/\/products\/\d+\/variations\/batch$/);
    expect(batches[0]?.body).toEqual({
      update: [expect.objectContaining({ description: "Modèle WP-SOL 1 retouché" })],
    });
  });

  it("retries a 429 and goes on", async () => {
    woo.pannes = [{ motif: /\/wc\/v3\/products$/, status: 429, fois: 1 }];
    const avant = woo.recus.length;
    const run = await synchroniser();
    expect(run.statut).toBe("termine");
    expect(woo.recus.slice(avant).filter((r) => r.path === "/wp-json/wc/v3/products")).toHaveLength(2);
    expect(run.journal.join("\n")).toContain("HTTP 429");
  });

  it("removes what is no longer marked; a lasting 500 ends the run with the error status", async () => {
    await t.database.db.execute(sql`update centre_vide set wordpress = 0 where ref = 'WP-ALL'`);
    woo.pannes = [{ motif: /\/products\/batch$/, status: 500, fois: 10 }];
    const echec = await synchroniser();
    expect(echec.statut).toBe("erreur");
    expect(echec.message).toBe("Une erreur est survenue.");
    expect(echec.journal.join("\n")).toContain("HTTP 500");
    expect(woo.produits.size).toBe(2);
    woo.pannes = [];
    const ok = await synchroniser();
    expect(ok).toMatchObject({ statut: "termine", supprimes: 1 });
    expect([...woo.produits.values()].map((p) => p.sku)).toEqual(["WP-SOL"]);
  });

  it("never runs two at once, can be cancelled, and lists the last runs", async () => {
    let liberer = () => {};
    woo.retenir = { motif: /\/wc\/v3\/products$/, liberer: new Promise<void>((r) => (liberer = r)) };
    const start = await post("/api/wp/sync");
    expect(start.statusCode).toBe(202);
    const deux = await post("/api/wp/sync");
    expect(deux.statusCode).toBe(409);
    expect(deux.json().message).toBe("Une synchronisation est déjà en cours.");
    const { id } = start.json();
    expect((await post(`/api/wp/sync/${id}/annuler`)).statusCode).toBe(204);
    woo.retenir = null;
    liberer();
    let etat = (await get(`/api/wp/sync/${id}`)).json();
    while (etat.statut === "en_cours") {
      await new Promise((r) => setTimeout(r, 20));
      etat = (await get(`/api/wp/sync/${id}`)).json();
    }
    expect(etat).toMatchObject({ statut: "annule", message: "Synchronisation annulée." });
    const runs = (await get("/api/wp/runs")).json();
    expect(runs[0]).toMatchObject({ id, statut: "annule", utilisateur: "bureau" });
    expect(runs.map((r: { statut: string }) => r.statut)).toEqual([
      "annule",
      "termine",
      "erreur",
      "termine",
      "termine",
      "termine",
    ]);
  });

  it("refuses to start when the shop is not configured", async () => {
    const url = t.settings.wpUrl;
    t.settings.wpUrl = "";
    const res = await post("/api/wp/sync");
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("La boutique WooCommerce n'est pas configurée");
    t.settings.wpUrl = url;
  });
});
