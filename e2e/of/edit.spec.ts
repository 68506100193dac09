import { expect, test } from "@playwright/test";
import { champDate } from "../pages/DateField.ts";
import { EditOfPage } from "../pages/EditOfPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

// Wide enough for every column (the narrower windows fold Transport, Métal, Dim: mise-en-page.spec).
test.use({ viewport: { width: 1600, height: 900 } });

test("/of/edit: search an OF by its number, edit it, delete a just-created one", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("OF", "Liste et édition OF");
  await expect(page).toHaveURL(/\/of\/edit$/);
  const edit = new EditOfPage(page);
  await expect(edit.grid().getByRole("row").nth(1)).toBeVisible();

  // An exact number selects the OF in the panel.
  const n = await edit.ofAuStatut(200);
  await edit.search(String(n));
  await expect(page.getByRole("heading", { name: `OF n° ${n}` })).toBeVisible();
  await expect(edit.row(String(n))).toBeVisible();

  // Edit: size, the Friday helper, save.
  await page.getByLabel("Taille / longueur").fill("57");
  await page.getByRole("button", { name: "Vendredi" }).click();
  const date = (await champDate(page, "Date de livraison").locator("input").inputValue())
    .split("/")
    .reverse()
    .join("-");
  expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(5);
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await edit.expectNotice("OF enregistré");
  await expect(edit.row(String(n))).toContainText("57");
  await expect(page.getByLabel("Prix selon le stade")).toContainText("€");

  // Only a created OF without lines can be deleted, after a confirmation.
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await edit.expectNotice("Suppression impossible : seul un OF au statut Créé (50) peut être supprimé.");

  const cree = await edit.ofAuStatut(50, "desc");
  await edit.search(String(cree));
  await expect(page.getByRole("heading", { name: `OF n° ${cree}` })).toBeVisible();
  await page.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("dialog")).toContainText(`Supprimer l'OF n° ${cree} ?`);
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await edit.expectNotice(`OF supprimé n° ${cree}`);
  expect((await page.request.get(`/api/of/${cree}`)).status()).toBe(404);
});
