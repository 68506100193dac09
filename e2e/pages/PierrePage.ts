import { expect, type Locator, type Page } from "@playwright/test";

/** The /pierre screen: the stone price list, its dialogs Nouvelle Pierre and Modification Tarif Pierre. */
export class PierrePage {
  constructor(private readonly page: Page) {}

  grid() {
    return this.page.getByRole("grid", { name: "Liste des pierres" });
  }

  row(...texts: string[]) {
    let rows: Locator = this.grid().getByRole("row");
    for (const t of texts) rows = rows.filter({ hasText: t });
    return rows;
  }

  /** The row of a stone in one quality (the quality cell matched exactly: "AA" is not "AAA"). */
  tarifRow(description: string, qualite: string) {
    return this.row(description).filter({
      has: this.page.getByRole("gridcell", { name: qualite, exact: true }),
    });
  }

  dialog() {
    return this.page.getByRole("dialog");
  }

  /** Picks the option of a select of the open dialog (first option when none is named). */
  async choose(label: string, option?: string) {
    await this.dialog().getByRole("combobox", { name: label }).click();
    const listbox = this.page.getByRole("listbox");
    await (option
      ? listbox.getByRole("option", { name: option, exact: true })
      : listbox.getByRole("option").first()
    ).click();
  }

  async fill(label: string, value: string) {
    await this.dialog().getByLabel(label, { exact: true }).fill(value);
  }

  async searchDescription(text: string) {
    await this.page.getByLabel("Description", { exact: true }).fill(text);
  }

  async expectNotice(text: string) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }
}
