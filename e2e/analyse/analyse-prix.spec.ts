import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/analyse_prix: grouping alerts, the synthesis, a group's detail, the incoherent list, a CSV", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Analyse des tarifs");
  const a = new AnalysePages(page);
  await expect(a.heading("Analyse des tarifs")).toBeVisible();
  const synthese = a.grid("Synthèse des Prix");
  await expect(synthese.getByRole("row").nth(1)).toContainText("€");

  // No grouping criterion left: the two alerts of spec 03 section 5.
  await page.getByRole("checkbox", { name: "Type de produit" }).uncheck();
  await page.getByRole("checkbox", { name: "Tarif produit" }).uncheck();
  await expect(page.getByRole("alert")).toHaveText(
    "Veuillez sélectionner au moins un critère de regroupement.",
  );
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Veuillez sélectionner au moins un critère de regroupement pour afficher les données.",
  );

  // Grouped by product type and cost bracket, with a cost filter.
  await page.getByRole("checkbox", { name: "Type de produit" }).check();
  await page.getByRole("checkbox", { name: "Tranche de prix de revient" }).check();
  await page.getByLabel("Prix de revient min").fill("1");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByRole("alert")).toBeHidden();
  await expect(synthese.getByRole("row").nth(1)).toContainText("€");

  // A group opens its products.
  await synthese.getByRole("row").nth(1).getByRole("gridcell").first().click();
  await expect(page.getByRole("heading", { name: /^Détail pour la Sélection : / })).toBeVisible();
  await expect(a.grid("Détail pour la Sélection").getByRole("row").nth(1)).toContainText("€");

  // The incoherent products, with the rule shown.
  await expect(page.getByText("s'écarte de plus de 2 écarts-types (population)")).toBeVisible();
  const incoherents = a.grid("Produits Individuels Incohérents");
  await expect(
    incoherents
      .getByRole("row")
      .nth(1)
      .or(page.getByText("Aucun produit incohérent trouvé avec les critères actuels.")),
  ).toBeVisible();

  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).first().click());
  expect(csv.suggestedFilename()).toBe("synthese-prix.csv");
  await page.screenshot({ path: "/tmp/h10-prix.png", fullPage: true });
});
