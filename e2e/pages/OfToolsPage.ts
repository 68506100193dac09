import { expect, type Locator, type Page } from "@playwright/test";

/** The /of/tools screen: one card per tool. */
export class OfToolsPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Outils OF", level: 1 });
  }

  card(titre: string): Locator {
    return this.page.getByRole("region", { name: titre, exact: true });
  }

  /** Types an OF number in a picker as a scanner would (digits, then Enter once it is found). */
  async choisirOf(card: Locator, label: string, numSachet: number) {
    const field = card.getByRole("combobox", { name: label });
    await field.fill(String(numSachet));
    await expect(this.page.getByRole("option", { name: new RegExp(`^${numSachet}\\b`) })).toBeVisible();
    await field.press("Enter");
  }

  async confirmer(titre: string | RegExp, bouton: string) {
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: titre })).toBeVisible();
    await dialog.getByRole("button", { name: bouton }).click();
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }
}
