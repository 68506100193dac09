import { expect, type Locator, type Page } from "@playwright/test";

/** The /mouvements_or screen: the three tabs, the entry form on the left, the ledger on the right. */
export class MouvementsOrPage {
  constructor(private readonly page: Page) {}

  tab(name: "CLAL" | "FOURNISSEURS" | "CLIENTS") {
    return this.page.getByRole("tab", { name, exact: true });
  }

  form(): Locator {
    return this.page.getByRole("form");
  }

  field(label: string) {
    return this.form().getByLabel(label, { exact: true });
  }

  async choose(label: string, option: string, scope: Locator = this.form()) {
    await scope.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("listbox").getByRole("option", { name: option, exact: true }).click();
  }

  table() {
    return this.page.getByRole("table", { name: "Mouvements" });
  }

  row(text: string) {
    return this.table().getByRole("row").filter({ hasText: text });
  }

  async filterDesignation(text: string) {
    await this.page.getByRole("search").getByLabel("Désignation", { exact: true }).fill(text);
  }

  button(name: string) {
    return this.form().getByRole("button", { name, exact: true });
  }

  async expectCells(text: string, cells: string[]) {
    await expect(this.row(text).getByRole("cell")).toContainText(cells);
  }
}
