import { expect, type Locator, type Page } from "@playwright/test";

/** /atelier/boite_or: Liste Boite Or (Détail Boite Or / Solde) on the left, Ajouter Boite Or on the right. */
export class BoiteOrPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Boite Or", level: 1 });
  }

  form(): Locator {
    return this.page.getByRole("form", { name: "Ajouter Boite Or" });
  }

  liste(): Locator {
    return this.page.getByRole("region", { name: "Détail Boite Or / Solde" });
  }

  grid(): Locator {
    return this.page.getByRole("grid", { name: "Liste Boite Or" });
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
