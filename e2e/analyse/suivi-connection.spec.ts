import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/suivi_connection: the login statistics, the products consulted, the CSV", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Suivi", "Suivi des connexions");
  const a = new AnalysePages(page);
  await expect(a.heading("Suivi des connexions")).toBeVisible();
  const stats = a.grid("Statistiques de connexion");
  const direction = stats.getByRole("row").filter({ hasText: "direction" });
  await expect(direction).toContainText("Admin");
  await expect(a.grid("Produits consultés")).toBeVisible();
  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).first().click());
  const texte = await readFile((await csv.path()) ?? "", "utf8");
  expect(texte.startsWith("\ufeffAgence;Utilisateur;Type;Total;Moyenne par mois")).toBe(true);
});
