import { expect, type Locator, type Page } from "@playwright/test";

/** /atelier/boite_or: Liste Boîte Or (Détail Boîte Or / Solde) on the left, Ajouter Boîte Or on the right. */
export class BoiteOrPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Boîte Or", level: 1 });
  }

  form(): Locator {
    return this.page.getByRole("form", { name: "Ajouter Boîte Or" });
  }

  liste(): Locator {
    return this.page.getByRole("region", { name: "Détail Boîte Or / Solde" });
  }

  grid(): Locator {
    return this.page.getByRole("grid", { name: "Liste Boîte Or" });
  }

  /** The Joaillier filter of the list. */
  async filtrerJoaillier(label: string) {
    await this.liste()
      .getByRole("search", { name: "Filtres" })
      .getByLabel("Joaillier")
      .selectOption({ label });
  }

  solde(): Locator {
    return this.liste().getByRole("group", { name: "Solde du filtre" }).getByLabel("Solde", { exact: true });
  }

  row(text: string): Locator {
    return this.grid().getByRole("row").filter({ hasText: text });
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }
}
