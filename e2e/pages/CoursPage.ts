import { expect, type Page } from "@playwright/test";

/** The /cours screen: the table of rates and its form. */
export class CoursPage {
  constructor(private readonly page: Page) {}

  grid() {
    return this.page.getByRole("grid", { name: "Liste des cours" });
  }

  row(text: string) {
    return this.grid().getByRole("row").filter({ hasText: text });
  }

  async fill(nom: string, valeur: string) {
    await this.page.getByLabel("Nom", { exact: true }).fill(nom);
    await this.page.getByLabel("Nom", { exact: true }).press("Enter");
    await expect(this.page.getByLabel("Valeur", { exact: true })).toBeFocused();
    await this.page.getByLabel("Valeur", { exact: true }).fill(valeur);
  }

  async save() {
    await this.page.getByRole("button", { name: "Enregistrer", exact: true }).click();
  }

  async expectNotice(text: string) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }
}
