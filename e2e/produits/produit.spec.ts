import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { ProduitPage } from "../pages/ProduitPage.ts";

test("/produit: search a product from its first characters and read its price breakdown", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  // Login lands on /produit, the search has the focus.
  const produit = new ProduitPage(page);
  await expect(produit.search()).toBeFocused();

  // Under 3 characters nothing is searched.
  await produit.search().fill("so");
  await expect(page.getByText("Saisissez au moins 3 caractères (ou « sav »).")).toBeVisible();
  await expect(produit.results()).toHaveCount(0);

  // At 3 characters the list shows the refs starting with them, case-insensitive.
  await produit.search().fill("so1");
  await expect(produit.results().getByRole("option").first()).toContainText(/^SO1/);

  // At 4 characters the first match is selected by itself and its breakdown shows on the left.
  await produit.search().fill("so10");
  const first = produit.results().getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(produit.detailTitle()).toHaveText(/^SO10/);
  await expect(produit.piecePriceRow()).toContainText(/\d,\d{2}\s€/);
  await expect(page.getByRole("table", { name: "Façon, métal et serti" })).toContainText("Main d'oeuvre");
  const pierres = page.getByRole("table", { name: "Pierres du produit" });
  await expect(pierres.getByText("Centre", { exact: true })).toBeVisible();

  // Another match of the list, by keyboard.
  await produit.search().press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const second = produit.results().getByRole("option").nth(1);
  await expect(second).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(produit.detailTitle()).toHaveText(
    (await second.locator(".MuiListItemText-primary").textContent()) ?? "",
  );
});
