import { expect, test } from "@playwright/test";
import { expectDate, saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/analyse_fournisseur: role 1 sees the suppliers' totals of the previous year", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Analyse fournisseur");
  await expect(page.getByRole("heading", { name: "Analyse fournisseur", level: 1 })).toBeVisible();
  const lastYear = new Date().getFullYear() - 1;
  await expectDate(page, "Date début", `${lastYear}-01-01`);
  await expectDate(page, "Date fin", `${lastYear}-12-31`);
  const table = page.getByRole("table", { name: "Total HT par fournisseur" });
  await expect(table.getByRole("row").last()).toContainText("Total");
  await expect(table.getByRole("row").last()).toContainText("€");
  await expect(page.getByRole("heading", { name: "Répartition par fournisseur" })).toBeVisible();

  // A period with nothing received: the spec's empty text.
  await saisirDate(page, "Date début", "1990-01-01");
  await saisirDate(page, "Date fin", "1990-12-31");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByText("Pas d'enregistrement à afficher")).toBeVisible();
});
