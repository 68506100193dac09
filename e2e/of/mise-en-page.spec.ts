import { expect, type Locator, type Page, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";

/** Issue 12 point 8: the list screens show their data above the fold and the menu stays on one line. */
const SCREENS_DIR = "/work/main/.tmp/screens";
const TAILLES = [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
] as const;

/** The top bar is one line: every menu button sits on the first one's row. */
async function menuSurUneLigne(page: Page) {
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  const boutons = nav.getByRole("button");
  const n = await boutons.count();
  expect(n).toBeGreaterThan(0);
  const premier = await boutons.first().boundingBox();
  for (let i = 1; i < n; i++) {
    const b = await boutons.nth(i).boundingBox();
    expect(b?.y, `menu button ${i} on the first line`).toBe(premier?.y);
  }
}

async function auDessusDuPli(el: Locator, hauteur: number) {
  await expect(el).toBeVisible();
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  if (box) expect(box.y + box.height).toBeLessThanOrEqual(hauteur);
}

/** The page itself does not scroll further than a little (the lists scroll inside). */
async function hauteurPage(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight);
}

for (const taille of TAILLES) {
  test(`mise en page à ${taille.width}x${taille.height}: /filter, /planning, /of/edit`, async ({ page }) => {
    await page.setViewportSize(taille);
    await new LoginPage(page).loginAs("direction");
    const suffixe = `${taille.width}x${taille.height}`;

    // /filter: the compact bar, then the status distribution (its first status) above the fold.
    await page.goto("/filter");
    await expect(page.getByRole("heading", { name: "Suivi des OF", level: 1 })).toBeVisible();
    const premierStatut = page.getByRole("button", { name: /^\d+ .+ : \d+ OF — / }).first();
    await expect(premierStatut).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/filter-${suffixe}.png` });
    await menuSurUneLigne(page);
    await auDessusDuPli(premierStatut, taille.height);

    // /planning: the week on one row, the first OF card above the fold, the page the window's height.
    await page.goto("/planning");
    await expect(page.getByRole("heading", { name: "Planning", level: 1 })).toBeVisible();
    const colonnes = page.getByRole("region", {
      name: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi) |^À replanifier$/,
    });
    await expect(colonnes).toHaveCount(6);
    const premiereCarte = page.getByRole("article", { name: /^OF \d+$/ }).first();
    await expect(premiereCarte).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/planning-${suffixe}.png` });
    await menuSurUneLigne(page);
    const hauts = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) => (await colonnes.nth(i).boundingBox())?.y),
    );
    expect(new Set(hauts).size, "the six columns on one row").toBe(1);
    await auDessusDuPli(premiereCarte, taille.height);
    expect(await hauteurPage(page)).toBeLessThanOrEqual(taille.height + 40);

    // /of/edit: Statut and Prix in view, the first row above the fold, more rows than before.
    await page.goto("/of/edit");
    await expect(page.getByRole("heading", { name: "Liste et édition OF", level: 1 })).toBeVisible();
    const grille = page.getByRole("grid", { name: "Liste des OF" });
    const ligne = grille.getByRole("row").nth(1);
    await expect(ligne).toBeVisible();
    await page.screenshot({ path: `${SCREENS_DIR}/of-edit-${suffixe}.png` });
    await menuSurUneLigne(page);
    for (const colonne of ["Statut", "Prix"]) {
      const entete = grille.getByRole("columnheader", { name: colonne, exact: true });
      await expect(entete).toBeVisible();
      const box = await entete.boundingBox();
      expect(box && box.x + box.width, `${colonne} inside the window`).toBeLessThanOrEqual(taille.width);
    }
    await auDessusDuPli(ligne, taille.height);
    expect(await hauteurPage(page)).toBeLessThanOrEqual(taille.height + 40);
  });
}

test("à 1920x1080 la liste des OF remplit la fenêtre : plus de 10 lignes visibles", async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await new LoginPage(page).loginAs("direction");
  await page.goto("/of/edit");
  const grille = page.getByRole("grid", { name: "Liste des OF" });
  await expect(grille.getByRole("row").nth(11)).toBeAttached();
  await page.screenshot({ path: `${SCREENS_DIR}/of-edit-1920x1080.png` });
  const lignes = grille.getByRole("row");
  let visibles = 0;
  for (let i = 1; i < (await lignes.count()); i++) {
    const box = await lignes.nth(i).boundingBox();
    if (box && box.y + box.height <= 1080) visibles++;
  }
  expect(visibles).toBeGreaterThan(10);
  expect(await hauteurPage(page)).toBeLessThanOrEqual(1080 + 40);
});

test("les dates se tapent jj/mm/aaaa au clavier et Tab passe au champ suivant en une fois", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/filter");
  const debut = page.getByRole("group", { name: "Date début" });
  const fin = page.getByRole("group", { name: "Date fin" });
  await debut.getByRole("spinbutton", { name: "Jour" }).click();
  await page.keyboard.type("01022026");
  await expect(debut.locator("input")).toHaveValue("01/02/2026");
  await page.keyboard.press("Tab");
  await expect(fin.getByRole("spinbutton").first()).toBeFocused();
  await page.keyboard.type("15032026");
  await expect(fin.locator("input")).toHaveValue("15/03/2026");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("combobox", { name: "Statut" })).toBeFocused();
  // A select: Enter opens it, the arrow moves, Enter picks the item and goes on to the next field.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "Référence" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: "OF" })).toBeFocused();
  // Enter in the last field of the bar applies the filters: the doughnut asks for the typed period.
  const reponse = page.waitForResponse(
    (r) => r.url().includes("/api/of/repartition?") && r.url().includes("debut=2026-02-01"),
  );
  await page.keyboard.press("Enter");
  const url = (await reponse).url();
  expect(url).toContain("fin=2026-03-15");
  expect(url).toMatch(/statut=\d+/);
  await expect(page.getByRole("list", { name: "Filtres actifs" }).getByRole("listitem")).toHaveText([
    /^Statut : \d+ – /,
  ]);
});
