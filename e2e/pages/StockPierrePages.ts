import { expect, type Locator, type Page } from "@playwright/test";

/** The stone-stock screens: /pierre/reception, /pierre/sortie, /pierre/stock, /pierre/retour. */
export class StockPierrePages {
  constructor(private readonly page: Page) {}

  /** A field by its label, with or without the required mark. */
  field(label: string) {
    const esc = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.page.getByLabel(new RegExp(`^${esc}(\\s*\\*)?$`));
  }

  /** Types into the focused field then presses Enter, as a person or a scanner does. */
  async typeEnter(text: string) {
    if (text !== "") await this.page.keyboard.type(text);
    await this.page.keyboard.press("Enter");
  }

  notice(text: string): Locator {
    return this.page.getByRole("alert").filter({ hasText: text }).first();
  }

  async expectNotice(text: string) {
    await expect(this.notice(text)).toBeVisible();
  }

  /** The fed-stones table of /pierre/sortie. */
  alimentees() {
    return this.page.getByRole("table", { name: "Pierres alimentées pour l'OF" });
  }

  stockGrid() {
    return this.page.getByRole("grid", { name: "Stock Pierre" });
  }

  stockRow(idConf: number) {
    return this.stockGrid()
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell", { name: String(idConf), exact: true }) });
  }

  retoursGrid() {
    return this.page.getByRole("grid", { name: "Retours de pierres" });
  }

  dialog() {
    return this.page.getByRole("dialog");
  }
}
