import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/variation_ca_client: years, the tops, a client's history, its print, the CSV, the network error", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Variation CA client");
  const a = new AnalysePages(page);
  await expect(a.heading("Variation du CA client")).toBeVisible();
  const annee = new Date().getFullYear();
  await expect(page.getByRole("textbox", { name: "Année début", exact: true })).toHaveValue(
    String(annee - 2),
  );
  await expect(page.getByRole("textbox", { name: "Année fin", exact: true })).toHaveValue(String(annee - 1));
  await expect(page.getByRole("table", { name: "Top Progressions" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Top Régressions" })).toBeVisible();

  // Four digits or nothing.
  await page.getByRole("textbox", { name: "Année début", exact: true }).fill("20");
  await expect(page.getByText("L'année doit compter quatre chiffres.")).toBeVisible();
  await page.getByRole("textbox", { name: "Année début", exact: true }).fill(String(annee - 2));
  await page.getByRole("button", { name: "Actualiser" }).click();

  // The comparison table: its CSV, and a row opens the client's history.
  const grille = a.grid("Comparaison des clients");
  await expect(grille.getByRole("row").nth(1)).toContainText("€");
  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).click());
  expect(csv.suggestedFilename()).toBe("variation-ca-client.csv");
  expect((await readFile((await csv.path()) ?? "", "utf8")).startsWith("\ufeffClient;CA année début")).toBe(
    true,
  );
  await grille.getByRole("row").nth(1).getByRole("gridcell").first().click();
  const dialog = a.dialog();
  await expect(dialog.getByRole("heading", { name: /^Historique du CA : / })).toBeVisible();
  await expect(dialog.getByText("Meilleure année")).toBeVisible();
  await dialog.getByRole("button", { name: "Lignes" }).click();
  const titre = (await dialog.getByRole("figure").getByRole("heading").textContent()) ?? "";
  const png = await a.printChart(titre);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  await a.closeDialog();

  // A failed call shows the spec's text.
  await page.route(/\/api\/analyse\/progression\?/, (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.getByRole("textbox", { name: "Année début", exact: true }).fill(String(annee - 3));
  await page.getByRole("button", { name: "Actualiser" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Erreur réseau lors de la récupération des données" }),
  ).toBeVisible({ timeout: 20_000 });
});
