import { type Download, expect, type Page } from "@playwright/test";

/** The analysis screens (/analyse_ca, /variation_ca_client...): filters, tabs, charts, details. */
export class AnalysePages {
  constructor(private readonly page: Page) {}

  heading(name: string) {
    return this.page.getByRole("heading", { name, level: 1 });
  }

  tab(name: string) {
    return this.page.getByRole("tab", { name, exact: true });
  }

  grid(name: string) {
    return this.page.getByRole("grid", { name });
  }

  figure(name: string) {
    return this.page.getByRole("figure", { name });
  }

  dialog() {
    return this.page.getByRole("dialog");
  }

  async closeDialog() {
    await this.dialog().getByRole("button", { name: "Fermer" }).click();
    await expect(this.dialog()).toBeHidden();
  }

  /** Clicks and waits for the file the click downloads. */
  async download(click: () => Promise<void>): Promise<Download> {
    const wait = this.page.waitForEvent("download");
    await click();
    return wait;
  }

  async printChart(title: string): Promise<Download> {
    return this.download(() =>
      this.figure(title)
        .getByRole("button", { name: `Imprimer le graphique ${title}` })
        .click(),
    );
  }

  async select(label: string, option: string) {
    await this.page.getByRole("combobox", { name: label }).click();
    await this.page.getByRole("option", { name: option, exact: true }).click();
  }
}
