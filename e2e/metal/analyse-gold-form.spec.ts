import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { MouvementsOrPage } from "../pages/MouvementsOrPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/analyse_metal: six cards, green when the balance is >= 0, the opening balances explained", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Analyse métal");
  await expect(page).toHaveURL(/\/analyse_metal$/);
  await page.getByRole("button", { name: "Appliquer" }).click();
  const cartes = page.locator("[data-testid^='carte-']");
  await expect(cartes).toHaveCount(6);
  for (const carte of await cartes.all()) {
    const solde = Number(await carte.getAttribute("data-solde"));
    await expect(carte).toHaveAttribute("data-positif", solde >= 0 ? "oui" : "non");
  }
  await expect(page.getByTestId("carte-clal")).toContainText("Ouverture -344,730 g");
  const ouvertures = page.getByRole("table", { name: "Soldes d'ouverture" });
  await expect(ouvertures).toContainText("Compte poids CLAL à 750/1000");
  await expect(ouvertures.getByRole("row")).toHaveCount(7);
});

test("/gold-form: a purchase at 750 goes to the supplier's ledger in fine grams", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Atelier", "Or fournisseur");
  await expect(page).toHaveURL(/\/gold-form$/);
  const form = page.getByRole("form", { name: "Achat ou dépôt d'or" });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form).toContainText("Fournisseur requis");
  await form.getByRole("combobox", { name: "Fournisseur" }).click();
  await page.getByRole("listbox").getByRole("option", { name: "Fonderie Saint-Éloi", exact: true }).click();
  await form.getByLabel("Poids (g)").fill("100");
  await expect(form).toContainText("Soit 75,000 g fin");
  await form.getByLabel("Prix au gramme (€)").fill("80,5");
  await form.getByLabel("N° de document").fill("GF-e2e");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Enregistré au compte du fournisseur : 75,00 g fin" }),
  ).toBeVisible();

  await new Shell(page).open("Atelier", "Mouvements or");
  const m = new MouvementsOrPage(page);
  await m.tab("FOURNISSEURS").click();
  await m.filterDesignation("GF-e2e");
  await m.expectCells("Achat or 750/1000", ["Fonderie Saint-Éloi", "Achat or 750/1000", "75,00"]);
});
