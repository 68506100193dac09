import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { AnalysePages } from "../pages/AnalysePages.ts";
import { expectDate, saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/analyse_ca: filters, the five tabs, a detail, the CSV, a chart print, the error text", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Analyse CA");
  const a = new AnalysePages(page);
  await expect(a.heading("Analyse du chiffre d'affaires")).toBeVisible();
  const annee = new Date().getFullYear();
  await expectDate(page, "Date début", `${annee}-01-01`);
  await expectDate(page, "Date fin", `${annee}-12-31`);

  // Last year holds a whole year of invoices in the demo set.
  await saisirDate(page, "Date début", `${annee - 1}-01-01`);
  await saisirDate(page, "Date fin", `${annee - 1}-12-31`);
  await page.getByRole("button", { name: "Afficher" }).click();

  // Top Vente: the table, a row's detail, the CSV.
  const top = a.grid("Top Vente");
  await expect(top.getByRole("row").nth(1)).toContainText("€");
  await top.getByRole("row").nth(1).getByRole("gridcell").first().click();
  await expect(a.dialog().getByRole("heading", { name: /^Détail : / })).toBeVisible();
  await expect(a.dialog().getByRole("grid").getByRole("row").nth(1)).toContainText("€");
  await a.closeDialog();
  const csv = await a.download(() => page.getByRole("link", { name: "Exporter CSV" }).click());
  expect(csv.suggestedFilename()).toBe("top-vente.csv");
  const texte = await readFile((await csv.path()) ?? "", "utf8");
  expect(
    texte.startsWith("\ufeffQte;Type Produit;Référence;Désignation;CA HT;Prix de Revient;Pourcentage"),
  ).toBe(true);

  // A metal slice opens its lines.
  const metal = a.figure("CA par couleur de métal");
  await metal.getByRole("button").filter({ hasText: "OR" }).first().click();
  await expect(a.dialog().getByRole("heading", { name: /^Détail : OR/ })).toBeVisible();
  await a.closeDialog();

  // Analyse Vente: a price bracket's detail.
  await a.tab("Analyse Vente").click();
  await a.figure("CA par tranche de prix").getByRole("button").filter({ hasText: " à " }).first().click();
  await expect(a.dialog().getByRole("heading", { name: /^Détail : tranche / })).toBeVisible();
  await a.closeDialog();

  // Comparaison Par An: statistics and a chart print (PNG with title, filters and date).
  await a.tab("Comparaison Par An").click();
  await expect(page.getByText("Meilleure année")).toBeVisible();
  await expect(page.getByText(/Hors 2008 et année en cours/)).toBeVisible();
  const png = await a.printChart("Comparaison par an (CA net des avoirs)");
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const octets = await readFile((await png.path()) ?? "");
  expect(octets.subarray(1, 4).toString()).toBe("PNG");

  // Comparaison Par Mois: the bar/line toggle.
  await a.tab("Comparaison Par Mois").click();
  await page.getByRole("button", { name: "Lignes" }).click();
  await expect(a.figure(`Comparaison par mois ${annee - 1} / ${annee - 2}`)).toBeVisible();

  // A filter: tour only.
  await a.select("Tournée", "Tournée");
  await page.getByRole("button", { name: "Afficher" }).click();
  await a.tab("CA Par Mois").click();
  await expect(a.figure("CA par mois")).toBeVisible();
  await page.screenshot({ path: "/tmp/h7-analyse-ca.png", fullPage: true });

  // A failed load shows the spec's text in red, not an endless spinner.
  await page.route("**/api/analyse/ca/annees**", (route) => route.fulfill({ status: 500, body: "{}" }));
  await a.tab("Comparaison Par An").click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Erreur lors du chargement des données." }),
  ).toBeVisible({
    timeout: 20_000,
  });
});
