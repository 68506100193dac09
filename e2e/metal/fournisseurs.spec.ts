import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

/**
 * Issue 25 point 3: a supplier's address is typed on /fournisseurs and saved; the police register names
 * the supplier with it (a movement for a supplier without one is refused: server tests).
 */
test("/fournisseurs: the form saves a supplier's address, and refuses a French postcode of 4 digits", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Fournisseurs");
  await expect(page).toHaveURL(/\/fournisseurs$/);
  const liste = page.getByRole("list", { name: "Fournisseurs" });
  await liste.getByRole("button", { name: /Fonderie Saint-Éloi/ }).click();
  const form = page.getByRole("form", { name: "Fournisseur" });
  await expect(form.getByLabel("Ville")).toHaveValue("Lyon");

  await form.getByLabel("Adresse").fill("9 quai Saint-Vincent");
  await form.getByLabel("Code postal").fill("6900");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form.getByText("Le code postal doit comporter 5 chiffres en France.")).toBeVisible();

  await form.getByLabel("Code postal").fill("69001");
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Fournisseur enregistré")).toBeVisible();

  // Saved: read again from the server after a reload.
  await page.reload();
  await expect(
    page.getByRole("list", { name: "Fournisseurs" }).getByRole("button", { name: /Fonderie Saint-Éloi/ }),
  ).toContainText("9 quai Saint-Vincent, 69001 Lyon");
});
