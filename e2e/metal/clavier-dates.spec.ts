import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { MouvementsOrPage } from "../pages/MouvementsOrPage.ts";

/**
 * Issue 28.3: by keyboard only, Enter goes through every field, the date fields included, and a space
 * typed in a date is a separator. A CLAL gold movement recorded on /mouvements_or, then the bill of
 * exchange's dates on /traite.
 */
test("un mouvement d'or saisi au clavier seul : la date avec des espaces, Entrée jusqu'à l'enregistrement", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/mouvements_or");
  const m = new MouvementsOrPage(page);
  await expect(m.tab("CLAL")).toHaveAttribute("aria-selected", "true");
  const date = m.form().getByRole("group", { name: /^Date/ });
  await date.getByRole("spinbutton", { name: "Jour" }).click();
  // Typed with spaces: the day stays 02, never 00.
  await page.keyboard.type("02 11 2026");
  await expect(date.locator("input")).toHaveValue("02/11/2026");
  await page.keyboard.press("Enter");
  await expect(m.field("Désignation")).toBeFocused();
  await page.keyboard.type("Clavier seul");
  await page.keyboard.press("Enter");
  await expect(m.form().getByRole("combobox", { name: "Métal" })).toBeFocused();
  // The metal already chosen: Enter opens the list, Enter keeps it and goes on.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(m.field("Entrée Or Fin")).toBeFocused();
  await page.keyboard.type("1,25");
  // Enter through the last fields: the last one records the movement.
  await page.keyboard.press("Enter");
  await expect(m.field("Sortie Or 750")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(m.field("Sortie Or Fin")).toBeFocused();
  await page.keyboard.press("Enter");
  // Saved, and it says so once; the ledger shows the page the new row is on (issue 28.5).
  await expect(page.getByText("Mouvement enregistré.", { exact: true })).toHaveCount(1);
  await expect(m.row("Clavier seul")).toHaveCount(1);
  await expect(m.row("Clavier seul")).toContainText("02/11/2026");
  await expect(m.row("Clavier seul")).toContainText("1,25");
});

test("une traite au clavier : Entrée passe de la date de création à l'échéance puis au total", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/traite");
  const creation = page.getByRole("group", { name: /^Date de création/ });
  await creation.getByRole("spinbutton", { name: "Jour" }).click();
  await page.keyboard.type("31 01 2026");
  await expect(creation.locator("input")).toHaveValue("31/01/2026");
  await page.keyboard.press("Enter");
  const echeance = page.getByRole("group", { name: /^Échéance/ });
  await expect(echeance.getByRole("spinbutton", { name: "Jour" })).toBeFocused();
  await expect(echeance.locator("input")).toHaveValue("02/03/2026");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /^Total TTC/ })).toBeFocused();
});
