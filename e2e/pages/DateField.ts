import { expect, type Locator, type Page } from "@playwright/test";

/** "2026-01-31" -> "31/01/2026", as the date fields show it. */
export function dateFr(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/**
 * A French date field (MUI X date picker, web/src/ui/DateField): a group named by its label, one
 * section per part (jour, mois, année) and a hidden input holding "dd/mm/yyyy".
 */
export function champDate(scope: Page | Locator, label: string | RegExp): Locator {
  return scope.getByRole("group", { name: label });
}

/** Types the date by keyboard as a user does: click on the day, then the digits dd mm yyyy. */
export async function saisirDate(scope: Page | Locator, label: string | RegExp, iso: string) {
  const champ = champDate(scope, label);
  await champ.getByRole("spinbutton").first().click();
  await champ.page().keyboard.type(dateFr(iso).replaceAll("/", ""));
  await expect(champ.locator("input")).toHaveValue(dateFr(iso));
}

/** Presses Enter in the date field (the form's Enter rule: next field, or apply on the last). */
export async function entreeDansDate(scope: Page | Locator, label: string | RegExp) {
  const champ = champDate(scope, label);
  await champ.getByRole("spinbutton").last().click();
  await champ.page().keyboard.press("Enter");
}

export async function expectDate(scope: Page | Locator, label: string | RegExp, iso: string) {
  await expect(champDate(scope, label).locator("input")).toHaveValue(iso === "" ? "" : dateFr(iso));
}
