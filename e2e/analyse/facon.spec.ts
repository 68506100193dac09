import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/facon: the façon lines, the total weight, the filter, the CSV, the print", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Façon");
  const a = new AnalysePages(page);
  await expect(a.heading("Façon")).toBeVisible();
  const annee = new Date().getFullYear();
  await saisirDate(page, "Date début", `${annee - 1}-01-01`);
  await saisirDate(page, "Date fin", `${annee - 1}-12-31`);
  await a.select("Façon", "TOUT");
  await page.getByRole("button", { name: "Afficher" }).click();
  await expect(page.getByLabel("Poids total")).toContainText(" g");
  await expect(a.grid("Lignes façon").getByRole("row").nth(1)).toContainText(`${annee - 1}`);

  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).click());
  const texte = await readFile((await csv.path()) ?? "", "utf8");
  expect(texte.startsWith("\ufeffClient;Date;Facture;Référence;Réf. client;Poids or (g)")).toBe(true);

  await page.evaluate(() => {
    (window as unknown as { imprime: number }).imprime = 0;
    window.print = () => {
      (window as unknown as { imprime: number }).imprime += 1;
    };
  });
  await page.getByRole("button", { name: "Imprimer" }).click();
  expect(await page.evaluate(() => (window as unknown as { imprime: number }).imprime)).toBe(1);
});
