import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/analyse_stock: the two doughnuts, a bracket's detail and its CSV, a chart print, a filter", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Analyse stock");
  const a = new AnalysePages(page);
  await expect(a.heading("Analyse du stock")).toBeVisible();
  const nombre = a.figure("Nombre de produits par tranche de prix de revient");
  await expect(a.figure("Prix de revient total par tranche")).toContainText("€");

  await nombre.getByRole("button").filter({ hasText: " à " }).first().click();
  await expect(a.dialog().getByRole("heading", { name: /^Détail : tranche / })).toBeVisible();
  await expect(a.dialog().getByRole("grid").getByRole("row").nth(1)).toContainText("€");
  const csv = await a.download(() => a.dialog().getByRole("link", { name: "Exporter CSV" }).click());
  expect(csv.suggestedFilename()).toBe("stock-tranche.csv");
  await a.closeDialog();

  const png = await a.printChart("Nombre de produits par tranche de prix de revient");
  expect(png.suggestedFilename()).toMatch(/\.png$/);

  await a.select("Métal", "OR JAUNE 750");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(nombre.or(page.getByText("Aucun produit en stock pour ces filtres."))).toBeVisible();
});
