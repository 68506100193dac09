import { expect, test } from "@playwright/test";
import { CoursPage } from "../pages/CoursPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/cours: add, edit and delete a rate", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Administration", "Cours");
  await expect(page).toHaveURL(/\/cours$/);
  const cours = new CoursPage(page);
  await expect(cours.row("Cours euro/dollar")).toBeVisible();

  // Both fields are required, with French messages.
  await cours.save();
  await expect(page.getByText("Le nom est obligatoire.")).toBeVisible();

  // Add: Enter moves Nom -> Valeur, Enter on Valeur submits.
  await page.getByRole("button", { name: "Ajouter" }).click();
  await cours.fill("Cours platine e2e", "31,5");
  await page.getByLabel("Valeur", { exact: true }).press("Enter");
  await cours.expectNotice("Cours enregistré");
  await expect(cours.row("Cours platine e2e")).toContainText("31,5");

  // Edit: a row click loads it.
  await cours.row("Cours platine e2e").click();
  await expect(page.getByLabel("Nom", { exact: true })).toHaveValue("Cours platine e2e");
  await cours.fill("Cours platine e2e modifié", "32,25");
  await cours.save();
  await expect(cours.row("Cours platine e2e modifié")).toContainText("32,25");

  // Delete, after confirmation.
  await cours.row("Cours platine e2e modifié").click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Supprimer ce cours ?");
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await cours.expectNotice("Cours supprimé");
  await expect(cours.row("Cours platine e2e")).toHaveCount(0);
});

test("/cours: a rate the rules read cannot be deleted", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/cours");
  const cours = new CoursPage(page);
  await cours.row("Taux main d'oeuvre").click();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await cours.expectNotice("Ce cours est utilisé par les calculs : suppression impossible.");
  await expect(cours.row("Taux main d'oeuvre")).toBeVisible();
});
