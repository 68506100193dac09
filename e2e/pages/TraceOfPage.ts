import { expect, type Page } from "@playwright/test";

/** The /of/tracer screen. */
export class TraceOfPage {
  constructor(private readonly page: Page) {}

  async open(n: number) {
    await this.page.goto(`/of/tracer?of=${n}`);
    await expect(this.page.getByText(`OF n° ${n} —`)).toBeVisible();
  }

  field(label: string) {
    return this.page.getByRole("textbox", { name: label });
  }

  saveButton() {
    return this.page.getByRole("button", { name: "Enregistrer", exact: true });
  }

  /** Types a number in the OF search and presses Enter, as staff do. */
  async chooseOf(n: number) {
    const picker = this.page.getByLabel("N° OF");
    await picker.fill(String(n));
    await picker.press("Enter");
  }

  /** The history under the form (lines, stones, invoices, changes). */
  historique() {
    return this.page.getByRole("region", { name: "Historique de l'OF" });
  }

  /** Clicks a button that opens a PDF in a new tab; gives the PDF response and closes the tab. */
  async ouvrirPdf(bouton: ReturnType<Page["getByRole"]>, url: RegExp) {
    const popup = this.page.waitForEvent("popup");
    const [pdf] = await Promise.all([this.page.waitForResponse((r) => url.test(r.url())), bouton.click()]);
    const onglet = await popup;
    await expect.poll(() => onglet.url()).toMatch(/^blob:/);
    await onglet.close();
    return pdf;
  }

  question() {
    return this.page.getByRole("dialog").filter({ hasText: "Voulez vous enregister les modifications ?" });
  }
}
