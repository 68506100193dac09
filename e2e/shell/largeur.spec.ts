import { expect, type Page, test } from "@playwright/test";
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

for (const taille of TAILLES) {
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
