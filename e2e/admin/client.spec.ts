import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";

test("/client: create a client and save its address for real", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await page.goto("/client");
  await page.getByRole("button", { name: "Nouveau client" }).click();
  await page.getByLabel("Nom", { exact: true }).fill("Bijouterie Test E2E");
  await page.getByLabel("Adresse", { exact: true }).fill("5 rue des Orfèvres");
  await page.getByLabel("CP", { exact: true }).fill("7500");
  await page.getByLabel("Ville", { exact: true }).fill("Paris");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Le code postal doit comporter 5 chiffres.")).toBeVisible();
  await page.getByLabel("CP", { exact: true }).fill("75001");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Client enregistré" })).toBeVisible();

  // Saved on the server: found again after a reload through the tree search.
  await page.reload();
  await page.getByLabel("Rechercher un client").fill("Test E2E");
  await page.getByRole("treeitem", { name: /Bijouterie Test E2E/ }).click();
  await expect(page.getByLabel("Ville", { exact: true })).toHaveValue("Paris");
  await expect(page.getByLabel("CP", { exact: true })).toHaveValue("75001");
});
