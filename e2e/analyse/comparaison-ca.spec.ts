import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/comparaison_ca: three years per client, the modes, the tour filter, the CSV", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Évolution CA client");
  const a = new AnalysePages(page);
  await expect(a.heading("Évolution Chiffre d'Affaires Client")).toBeVisible();
  const annee = new Date().getFullYear();
  await expect(page.getByText(`N = 01/01/${annee} au 31/12/${annee}`)).toBeVisible();
  const grille = a.grid("Évolution du CA par client");
  await expect(grille.getByRole("columnheader", { name: "CA à venir" })).toBeVisible();
  await expect(grille.getByRole("row").nth(1)).toContainText("€");

  await a.select("Mode", "À date égale");
  await a.select("Tournée", "Autre");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByText(`N-1 = 01/01/${annee - 1} au`)).toBeVisible();
  await expect(grille.getByRole("row").nth(1)).toContainText("€");

  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).click());
  const texte = await readFile((await csv.path()) ?? "", "utf8");
  expect(texte.startsWith("\ufeffClient;CA année N-2;CA année N-1;CA année N;CA à venir")).toBe(true);
});
