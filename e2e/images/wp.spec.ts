import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import type { EtatFakeWoo } from "../helpers/fake-woo.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { FAKE_WOO } from "../playwright.config.ts";

/**
 * /wp against the fake WooCommerce shop the suite starts (playwright.config.ts: WP_URL). The shop is
 * driven and read over its control routes; the product made here is a centre vide of its own.
 */
const CV_URL = "/api/produits/catalogue/cv";
const REF = "E2E-WP1";

const cvWp = (nomLigne: string, wordpress: boolean) => ({
  ref: REF,
  facon: "60",
  faconFonteMg: "1000",
  poidsMetalMg: "2500",
  sertiMin: "0",
  nomLigne,
  typeProd: null,
  wordpress,
});

const boutique = async (request: APIRequestContext) =>
  (await (await request.get(`${FAKE_WOO}/__fake/etat`)).json()) as EtatFakeWoo;
const piloter = async (request: APIRequestContext, action: string, data: unknown = {}) =>
  expect((await request.post(`${FAKE_WOO}/__fake/${action}`, { data })).status()).toBe(204);

async function ouvrirWp(page: Page) {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Administration", "Mise à jour WordPress");
  await expect(page.getByRole("heading", { name: "Synchronisation WordPress", level: 1 })).toBeVisible();
}

/** Starts a run by keyboard, as the button has the focus after a Tab. */
async function lancer(page: Page) {
  const bouton = page.getByRole("button", { name: "Mise à jour WordPress" });
  await bouton.focus();
  await bouton.press("Enter");
}

const statut = (page: Page) => page.getByRole("status", { name: "Statut de la synchronisation" });
const progression = (page: Page) =>
  page.getByRole("progressbar", { name: "Progression de la synchronisation" });
const console_ = (page: Page) => page.getByLabel("Console");
/** The newest run in the list of the last runs. */
const dernierRun = (page: Page) =>
  page.getByRole("table", { name: "Dernières synchronisations" }).getByRole("row").nth(1);

async function attendreFin(page: Page) {
  await expect(statut(page)).toHaveText("100 % — Synchronisation terminée.");
  await expect(dernierRun(page)).toContainText("Terminée");
}

test.describe("web-shop sync (/wp) against a fake WooCommerce shop", () => {
  test("a run shows its progress and result; a change is then sent alone; an unmarked product leaves", async ({
    page,
  }) => {
    await ouvrirWp(page);
    const cree = await page.request.post(CV_URL, { data: cvWp("ÉCRIN E2E", true) });
    expect(cree.status()).toBe(201);
    const { idCv } = (await cree.json()) as { idCv: number };

    // The products batch is held: the page shows the run at its images step, cancellable.
    await piloter(page.request, "retenir", { motif: "/products/batch$" });
    await lancer(page);
    await expect(progression(page)).toHaveAttribute("aria-valuenow", "30");
    await expect(statut(page)).toHaveText("30 % — Images envoyées. Mise à jour des produits...");
    await expect(console_(page)).toContainText("à afficher.");
    await expect(page.getByRole("button", { name: "Annuler" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Mise à jour WordPress" })).toBeDisabled();
    await piloter(page.request, "liberer");

    await attendreFin(page);
    await expect(progression(page)).toHaveAttribute("aria-valuenow", "100");
    await expect(page.getByRole("button", { name: "Annuler" })).toHaveCount(0);
    await expect(console_(page)).toContainText("Terminé :");
    await expect(dernierRun(page)).toContainText("bureau");
    const shop = await boutique(page.request);
    const journal = (await console_(page).textContent()) ?? "";
    const creesAnnonces = [...journal.matchAll(/(\d+) produit\(s\) créé\(s\)/g)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    expect(shop.produits.length).toBe(creesAnnonces);
    expect(shop.produits.find((p) => p.sku === REF)).toMatchObject({
      name: `ÉCRIN E2E ${REF}`,
      type: "variable",
    });
    const medias = shop.recus.filter((r) => r.path === "/wp-json/wp/v2/media").length;
    await expect(dernierRun(page).getByRole("cell").nth(6)).toHaveText(String(medias));

    // One change: the next run sends that product's update and nothing else.
    const modifie = await page.request.put(`${CV_URL}/${idCv}`, { data: cvWp("ÉCRIN E2E BIS", true) });
    expect(modifie.status()).toBe(200);
    const avant = shop.recus.length;
    await lancer(page);
    await attendreFin(page);
    await expect(console_(page)).toContainText("1 produit(s) mis à jour.");
    await expect(dernierRun(page).getByRole("cell")).toHaveText([
      /.+/,
      "bureau",
      "Terminée",
      "0",
      "1",
      "0",
      "0",
    ]);
    const envois = (await boutique(page.request)).recus.slice(avant).filter((r) => r.method === "POST");
    expect(envois).toHaveLength(1);
    expect(envois[0]).toMatchObject({
      path: "/wp-json/wc/v3/products/batch",
      body: { update: [expect.objectContaining({ name: `ÉCRIN E2E BIS ${REF}` })] },
    });

    // No longer marked "Afficher sur Wordpress": removed from the shop.
    expect(
      (await page.request.put(`${CV_URL}/${idCv}`, { data: cvWp("ÉCRIN E2E BIS", false) })).status(),
    ).toBe(200);
    await lancer(page);
    await attendreFin(page);
    await expect(console_(page)).toContainText("1 produit(s) retiré(s) de la boutique.");
    expect((await boutique(page.request)).produits.some((p) => p.sku === REF)).toBe(false);
  });

  test("a shop answering 500 is retried, then the run ends in error in French; the next run recovers", async ({
    page,
  }) => {
    await ouvrirWp(page);
    // Four attempts of the first call fail (the run's error), the fifth too: the next run retries once.
    await piloter(page.request, "pannes", [{ motif: "/wc/v3/products$", status: 500, fois: 5 }]);
    await lancer(page);
    await expect(statut(page)).toHaveText("0 % — Une erreur est survenue.");
    await expect(dernierRun(page)).toContainText("Erreur");
    await expect(console_(page)).toContainText(
      "GET /wp-json/wc/v3/products?per_page=100&page=1 : HTTP 500, nouvel essai dans",
    );
    await expect(console_(page)).toContainText(
      "Erreur : GET /wp-json/wc/v3/products?per_page=100&page=1 : HTTP 500",
    );
    await expect(page.getByRole("button", { name: "Mise à jour WordPress" })).toBeEnabled();

    await lancer(page);
    await attendreFin(page);
    await expect(console_(page)).toContainText("HTTP 500, nouvel essai dans");
    await expect(console_(page)).not.toContainText("Erreur :");
  });
});
