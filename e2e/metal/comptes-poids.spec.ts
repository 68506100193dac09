import { expect, type Page, test } from "@playwright/test";
import { saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

async function ouvrir(page: Page, login: "bureau" | "direction") {
  await new LoginPage(page).loginAs(login);
  await new Shell(page).open("Atelier", "Comptes poids");
  await expect(page).toHaveURL(/\/comptes_poids$/);
  return page.getByRole("table", { name: "Comptes poids" });
}

test("/comptes_poids: every account per metal in fine grams, the exposure per metal, a dated statement", async ({
  page,
}) => {
  const table = await ouvrir(page, "bureau");
  const exposition = page.getByTestId("exposition");
  await expect(exposition).toContainText("Exposition totale (détenu − dû)");
  // Gold is valued at the day's price; platinum has no price: N/A, never guessed.
  await expect(page.getByTestId("exposition-1")).toContainText("€");
  await expect(page.getByTestId("exposition-3")).toContainText("Valeur : N/A");
  await expect(table.getByRole("row").filter({ hasText: "Affineur" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Fournisseur" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Client" }).first()).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Joaillier" }).first()).toBeVisible();
  await expect(table.getByRole("button", { name: "Perte autorisée" })).toHaveCount(0);

  await saisirDate(page, "Date début", "2025-01-01");
  await saisirDate(page, "Date fin", "2025-12-31");
  const reponse = page.waitForResponse((r) => r.url().includes("/api/metal/comptes-poids/releve?"));
  const popup = page.waitForEvent("popup");
  await table
    .getByRole("row")
    .filter({ hasText: "Affineur" })
    .filter({ hasText: "Or" })
    .getByRole("button", { name: "Relevé PDF" })
    .click();
  const r = await reponse;
  expect(r.status()).toBe(200);
  expect(r.headers()["content-type"]).toContain("application/pdf");
  expect(r.url()).toContain("genre=clal");
  expect(r.url()).toContain("debut=2025-01-01");
  expect(r.url()).toContain("fin=2025-12-31");
  await (await popup).waitForLoadState();
});

test("/comptes_poids: a jeweller's dated statement, from the same button, over the period on screen", async ({
  page,
}) => {
  const table = await ouvrir(page, "bureau");
  await saisirDate(page, "Date début", "2025-01-01");
  await saisirDate(page, "Date fin", "2025-12-31");
  const reponse = page.waitForResponse((r) => r.url().includes("/api/metal/comptes-poids/releve?"));
  const popup = page.waitForEvent("popup");
  await table
    .getByRole("row")
    .filter({ has: page.getByRole("cell", { name: "Joaillier", exact: true }) })
    .filter({ has: page.getByRole("cell", { name: "Or", exact: true }) })
    .first()
    .getByRole("button", { name: "Relevé PDF" })
    .click();
  const r = await reponse;
  expect(r.status()).toBe(200);
  expect(r.headers()["content-type"]).toContain("application/pdf");
  expect(r.url()).toContain("genre=joaillier");
  expect(r.url()).toMatch(/[?&]id=\d+/);
  expect(r.url()).toContain("debut=2025-01-01");
  expect(r.url()).toContain("fin=2025-12-31");
  await (await popup).waitForLoadState();
});

test("/comptes_poids: a jeweller's allowed loss, typed by keyboard, judges his loss of the period", async ({
  page,
}) => {
  const table = await ouvrir(page, "direction");
  await saisirDate(page, "Date début", "2024-01-01");
  // A jeweller with returned lines in the period: his loss in percent is shown.
  const ligne = table
    .getByRole("row")
    .filter({ hasText: "Joaillier" })
    .filter({ has: page.locator("td[data-etat='inconnu']", { hasText: "%" }) })
    .first();
  const nom = (await ligne.getByRole("cell").nth(1).textContent()) ?? "";
  await ligne.getByRole("button", { name: "Perte autorisée" }).click();
  const dialog = page.getByRole("dialog", { name: `Perte autorisée — ${nom}` });
  await dialog.getByLabel("Perte autorisée (%)").fill("abc");
  await page.keyboard.press("Enter");
  await expect(dialog).toContainText("Doit être un nombre");
  await dialog.getByLabel("Perte autorisée (%)").fill("0");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  const apres = table.getByRole("row").filter({ hasText: "Joaillier" }).filter({ hasText: nom }).first();
  await expect(apres.getByRole("cell").nth(7)).toHaveText("0,00 %");
  await expect(apres.locator("td[data-etat]")).not.toHaveAttribute("data-etat", "inconnu");
});
