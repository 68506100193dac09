import { expect, type Locator, type Page } from "@playwright/test";

/** The /finaliser screen: the OF picker and its hint, the OF's lines and forms, the history. */
export class FinaliserPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Finaliser OF", level: 1 });
  }

  champOf() {
    return this.page.getByRole("combobox", { name: "N° OF" });
  }

  /** Types a bag number as a scanner does (digits, then Enter once the picker knows it). */
  async scanner(numSachet: number) {
    await this.champOf().fill(String(numSachet));
    await expect(this.page.getByRole("option", { name: new RegExp(`^${numSachet}\\b`) })).toBeVisible();
    await this.champOf().press("Enter");
    await expect(this.page.getByTestId("of-resume")).toContainText(`OF ${numSachet}`);
  }

  /** The hint under the OF field: 'Pret Pour Finalisation', the reason, or 'Of Déja Finalisé'. */
  hint(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }

  colonne(titre: "Atelier (Joaillier)" | "Serti"): Locator {
    return this.page.getByRole("region", { name: titre, exact: true });
  }

  historique(): Locator {
    return this.page.getByRole("list", { name: "OF finalisés" });
  }

  /** The history entries of an OF ("OF 123 — REF"). */
  entreesHistorique(numSachet: number): Locator {
    return this.historique()
      .getByRole("button")
      .filter({ hasText: new RegExp(`^OF ${numSachet}( |$)`) });
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }
}
