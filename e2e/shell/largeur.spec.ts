import { expect, type Locator, type Page, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";

/**
 * Issue 28 point 4: at 1280x720 and 1440x900 no screen scrolls sideways. The screens are those the home
 * page lists for the direction (the route registry), every one of them opened at both sizes.
 */
const TAILLES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

/** How far the page reaches beyond the window, in px (0: nothing out of sight sideways). */
async function debordement(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The tables whose columns reach beyond their box: a data grid draws its horizontal scrollbar only then;
 * another table scrolls inside its container.
 */
async function grillesCoupees(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const nom = (el: Element) =>
      el.getAttribute("aria-label") ??
      el.querySelector("[aria-label]")?.getAttribute("aria-label") ??
      "table";
    const grilles = Array.from(document.querySelectorAll(".MuiDataGrid-root"))
      .filter((g) => g.querySelector(".MuiDataGrid-scrollbar--horizontal") !== null)
      .map((g) => `grille « ${nom(g)} »`);
    const tables = Array.from(document.querySelectorAll<HTMLElement>(".MuiTableContainer-root"))
      .filter((t) => t.scrollWidth - t.clientWidth > 1)
      .map((t) => `table « ${nom(t)} » +${t.scrollWidth - t.clientWidth}px`);
    return [...grilles, ...tables];
  });
}

async function ecrans(page: Page): Promise<string[]> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: /^Bienvenue/ })).toBeVisible();
  const liens = await page
    .getByRole("main")
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(liens)];
}

/** Inside the window: an element the user sees without scrolling sideways. */
async function dansLaFenetre(el: Locator, largeur: number, nom: string) {
  await expect(el, nom).toBeVisible();
  const box = await el.boundingBox();
  expect(box, nom).not.toBeNull();
  if (box) {
    expect(box.x, `${nom} : bord gauche`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${nom} : bord droit`).toBeLessThanOrEqual(largeur);
  }
}

/** A grid's column headers, by their exact names, in the window. */
async function colonnesEnVue(page: Page, grille: string, colonnes: readonly string[], largeur: number) {
  const g = page.getByRole("grid", { name: grille });
  await expect(g.getByRole("row").nth(1)).toBeVisible();
  for (const c of colonnes) {
    await dansLaFenetre(g.getByRole("columnheader", { name: c, exact: true }), largeur, `${grille} : ${c}`);
  }
}

for (const taille of TAILLES) {
  test(`à ${taille.width}x${taille.height} les colonnes de la spec et les actions sont en vue`, async ({
    page,
  }) => {
    await page.setViewportSize(taille);
    await new LoginPage(page).loginAs("direction");
    const w = taille.width;

    await page.goto("/pierre/stock");
    await colonnesEnVue(page, "Stock Pierre", ["Id", "Description", "Prix Euro", "Etat", "Facture"], w);
    const lignePierre = page.getByRole("grid", { name: "Stock Pierre" }).getByRole("row").nth(1);
    await dansLaFenetre(lignePierre.getByRole("button", { name: "Historique" }), w, "Historique");
    await dansLaFenetre(lignePierre.getByRole("button", { name: "Étiquette" }), w, "Étiquette");
    // The columns beyond the spec's are in the row's details panel.
    await lignePierre.getByRole("button", { name: /^Détails de la ligne / }).click();
    await expect(page.getByRole("definition").first()).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: "Propriétaire" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.goto("/produit/stock");
    await colonnesEnVue(page, "Stock Produit", ["Of", "Metal", "Prix", "Plateau", "Reservation"], w);
    const ligneStock = page.getByRole("grid", { name: "Stock Produit" }).getByRole("row").nth(1);
    await dansLaFenetre(ligneStock.getByRole("button", { name: /^Editer l'OF / }), w, "Editer");

    await page.goto("/of/edit");
    await colonnesEnVue(page, "Liste des OF", ["Client", "Transport", "Métal", "Dim", "Statut", "Prix"], w);

    for (const [chemin, grille] of [
      ["/atelier/envoi", "Lignes joaillier rendues"],
      ["/serti/envoi", "Lignes serti rendues"],
    ] as const) {
      await page.goto(chemin);
      await colonnesEnVue(page, grille, ["OF", "Poids Rendu", "Ref"], w);
    }

    // /filter once a status's list is open: nothing wider than the window.
    await page.goto("/filter");
    await page
      .getByRole("button", { name: /^\d+ .+ : \d+ OF — / })
      .first()
      .click();
    await expect(page.getByRole("grid").first().getByRole("row").nth(1)).toBeVisible();
    expect(await debordement(page)).toBeLessThanOrEqual(0);
    expect(await grillesCoupees(page)).toEqual([]);

    // /reservation: its three columns side by side, Reserver and Dereserver in view.
    await page.goto("/reservation");
    const colonnes = [
      page.getByRole("heading", { name: "Produits en Commande" }),
      page.getByRole("heading", { name: "Produit Identique en Stock" }),
      page.getByRole("button", { name: "Afficher" }),
    ];
    const hauts = [];
    for (const c of colonnes) {
      await dansLaFenetre(c, w, "colonne de /reservation");
      hauts.push((await c.boundingBox())?.y ?? 0);
    }
    expect(Math.max(...hauts) - Math.min(...hauts), "les trois colonnes côte à côte").toBeLessThan(80);
    for (const b of ["Reserver", "Dereserver"]) {
      await dansLaFenetre(page.getByRole("button", { name: b, exact: true }), w, b);
    }
    expect(await debordement(page)).toBeLessThanOrEqual(0);
  });

  test(`à ${taille.width}x${taille.height} aucun écran ne défile de côté`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(taille);
    await new LoginPage(page).loginAs("direction");
    const chemins = await ecrans(page);
    expect(chemins.length).toBeGreaterThan(40);
    const fautes: string[] = [];
    for (const chemin of chemins) {
      await page.goto(chemin);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const d = await debordement(page);
      if (d > 0) fautes.push(`${chemin} +${d}px`);
      for (const g of await grillesCoupees(page)) fautes.push(`${chemin} ${g}`);
    }
    expect(fautes).toEqual([]);
  });
}
