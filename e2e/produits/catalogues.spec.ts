import { expect, type Page, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

// One journey over the three catalogue screens: each step uses what the previous one created.
test.describe.configure({ mode: "serial" });

const REF = "E2E-CV1";
const DESCRIPTION = "Bague e2e deux pierres";

const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });
const field = (page: Page, form: string, label: string) =>
  page.getByRole("form", { name: form }).getByLabel(label, { exact: true });

async function pickOption(page: Page, label: string, typed: string, option: RegExp | string) {
  const input = page.getByRole("combobox", { name: label });
  await input.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
}

test("/produit/cv: a ref that exists blocks Ajouter; create then save a centre vide", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Produit", "Centres vides");
  await expect(page).toHaveURL(/\/produit\/cv$/);
  const grid = page.getByRole("grid", { name: "Liste des centres vides" });
  const firstRef =
    (await grid.getByRole("row").nth(1).getByRole("gridcell").nth(2).textContent())?.trim() ?? "";
  expect(firstRef).not.toBe("");

  const ajouter = page.getByRole("button", { name: "Ajouter" });
  await field(page, "Centre vide", "Ref").fill(firstRef.toLowerCase());
  await expect(page.getByText("Ref deja Existante")).toBeVisible();
  await expect(ajouter).toBeDisabled();

  await field(page, "Centre vide", "Ref").fill(REF);
  await field(page, "Centre vide", "Façon (min)").fill("90");
  await field(page, "Centre vide", "Façon sur Fonte (g)").fill("4,2");
  await field(page, "Centre vide", "Poids (g)").fill("3,5");
  await field(page, "Centre vide", "Serti (€)").fill("12,5");
  await field(page, "Centre vide", "Prénom Ligne").fill("Alice");
  await page.getByRole("form", { name: "Centre vide" }).getByLabel("Type").selectOption({ index: 1 });
  await page.getByLabel("Afficher sur Wordpress").check();
  await expect(page.getByText("Ref deja Existante")).toHaveCount(0);
  await expect(ajouter).toBeEnabled();
  await ajouter.click();
  await expect(notice(page, "Centre vide ajouté")).toBeVisible();
  // Now it exists: Ajouter is blocked, Enregistrer saves it.
  await expect(ajouter).toBeDisabled();

  await page.getByLabel("Filtrer par ref").fill(REF);
  const row = grid.getByRole("row").filter({ hasText: REF });
  await expect(row).toContainText("3,500");
  await expect(row).toContainText("Alice");
  await field(page, "Centre vide", "Façon (min)").fill("95");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(notice(page, "Centre vide enregistré")).toBeVisible();
  await expect(row).toContainText("95");
});

test("/produit/centre: create a centre with two stones", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).menuGroup("Produit").click();
  await page.getByRole("menuitem", { name: "Centres", exact: true }).click();
  await expect(page).toHaveURL(/\/produit\/centre$/);
  const creer = page.getByRole("button", { name: "Créer" });

  // Ref and description are needed.
  await creer.click();
  await expect(notice(page, "Veuillez renseigner tous les champs necessaires")).toBeVisible();

  await field(page, "Centre", "Ref").fill(REF);
  await pickOption(page, "Centre vide", REF, new RegExp(`^${REF}`));
  await field(page, "Centre", "Description").fill(DESCRIPTION);
  await field(page, "Centre", "Façon (min)").fill("120");
  await field(page, "Centre", "Façon sur Fonte (g)").fill("3,3");
  await field(page, "Centre", "Poids (g)").fill("3");
  await field(page, "Centre", "Serti (€)").fill("45");
  await page.getByRole("form", { name: "Centre" }).getByLabel("Type Tarif").selectOption({ index: 1 });
  await creer.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Voulez-vous creer un nouveau produit ?");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(notice(page, "Produit créé")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Pierres de ${REF} — ${DESCRIPTION}` })).toBeVisible();

  // A stone line needs a stone, a quantity and a weight.
  const pierres = page.getByRole("form", { name: "Pierre du centre" });
  await pierres.getByRole("button", { name: "Ajouter" }).click();
  await expect(notice(page, "Veuillez renseigner tous les champs necessaires *")).toBeVisible();

  // The centre stone.
  await pickOption(page, "Pierre", "diamant rond 5", /Diamant/);
  await pierres.getByLabel("Qte", { exact: true }).fill("1");
  await pierres.getByLabel("Poids (ct)", { exact: true }).fill("0,5");
  await pierres.getByLabel("Centre").check();
  await pierres.getByRole("button", { name: "Ajouter" }).click();
  await expect(notice(page, "Pierre ajoutée")).toBeVisible();

  // The pave: the weight follows carats per stone x quantity.
  await pickOption(page, "Pierre", "diamant rond 1", /Diamant/);
  await pierres.getByLabel("Qte", { exact: true }).fill("12");
  await expect(pierres.getByLabel("Poids (ct)", { exact: true })).not.toHaveValue("");
  await pierres.getByRole("button", { name: "Ajouter" }).click();
  await expect(notice(page, "Pierre ajoutée")).toBeVisible();

  const lignes = page.getByRole("grid", { name: "Pierres du centre" });
  await expect(lignes.getByRole("row")).toHaveCount(3);
  await expect(lignes.getByRole("row").nth(1)).toContainText("0,500 ct");
  await expect(lignes.getByRole("row").nth(1)).toContainText("€");

  // The same ref and description again is refused.
  await page.getByRole("button", { name: "Effacer" }).first().click();
  await field(page, "Centre", "Ref").fill(REF.toLowerCase());
  await field(page, "Centre", "Description").fill(DESCRIPTION);
  await creer.click();
  await page.getByRole("dialog").getByRole("button", { name: "Créer" }).click();
  await expect(notice(page, "Combinaison ref et description deja existante")).toBeVisible();

  // A second centre of the same centre vide, without stones (for the maintenance journey).
  await field(page, "Centre", "Ref").fill(`${REF}-B`);
  await pickOption(page, "Centre vide", REF, new RegExp(`^${REF}`));
  await field(page, "Centre", "Description").fill("Variante e2e");
  await creer.click();
  await page.getByRole("dialog").getByRole("button", { name: "Créer" }).click();
  await expect(notice(page, "Produit créé")).toBeVisible();
});

test("/produit/maintenance: copy the mounting's stones after a preview", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Produit", "Maintenance catalogue");
  await pickOption(page, "Centre vide", REF, new RegExp(`^${REF}`));
  const centres = page.getByRole("table", { name: "Centres du centre vide" });
  await expect(centres.getByRole("row").filter({ hasText: DESCRIPTION })).toContainText("Modèle");

  await page.getByRole("button", { name: "Suppression CV Pierre" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("1 centre modifié, 0 ligne supprimée, 1 ligne ajoutée");
  await dialog.getByRole("button", { name: "Appliquer" }).click();
  await expect(notice(page, "Suppression CV Pierre : 1 centre modifié")).toBeVisible();
  await expect(page.getByRole("table", { name: "Rapport de maintenance" })).toContainText(`${REF}-B`);
  await expect(centres.getByRole("row").filter({ hasText: "Variante e2e" })).toContainText("1");

  // Nothing left to do the second time.
  await page.getByRole("button", { name: "Suppression CV Pierre" }).click();
  await expect(notice(page, "Rien à modifier")).toBeVisible();
});
