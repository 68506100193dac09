import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/suivi_production: the periods and their pickers, articles or hours, the summary, a chart print", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Suivi de production");
  const a = new AnalysePages(page);
  await expect(a.heading("Suivi de production")).toBeVisible();
  const recap = page.getByLabel("Récapitulatif");
  await expect(recap).toContainText("Classique");
  await expect(recap).toContainText("SAV");

  // Year mode: bars by French month name.
  await page.getByRole("button", { name: "Année", exact: true }).click();
  await expect(recap).toContainText(/\d+h \d+min/);
  await expect(a.figure("Production (articles)")).toContainText(/Janvier|Février|Mars/);
  await page.getByRole("radio", { name: "Temps (h)" }).check();
  await expect(a.figure("Production (heures)")).toBeVisible();
  const png = await a.printChart("Production (heures)");
  expect(png.suggestedFilename()).toMatch(/\.png$/);

  // Week mode: a week number becomes its Monday; bars by French weekday.
  await page.getByRole("button", { name: "Semaine", exact: true }).click();
  await page.getByRole("spinbutton", { name: "Semaine" }).fill("10");
  await expect(page.getByText(/du lundi \d{2}\/03\/\d{4}/)).toBeVisible();

  // Month mode: ISO weeks S{n}.
  await page.getByRole("button", { name: "Mois", exact: true }).click();
  await expect(page.getByRole("combobox", { name: "Mois" })).toBeVisible();
});
