import { expect, type Page } from "@playwright/test";

/** The /produit screen: the search on the right, the price breakdown on the left. */
export class ProduitPage {
  constructor(private readonly page: Page) {}

  search() {
    return this.page.getByLabel("Référence produit");
  }

  results() {
    return this.page.getByRole("listbox", { name: "Produits trouvés" });
  }

  detailTitle() {
    return this.page.getByRole("heading", { level: 2 }).first();
  }

  /** The "Prix Pièce" line of the price table: price, cost price, margin. */
  piecePriceRow() {
    return this.page
      .getByRole("table", { name: "Prix du produit" })
      .getByRole("row")
      .filter({ hasText: "Prix Pièce" });
  }

  async open(ref: string) {
    await this.page.goto("/produit");
    // Enter takes the first match; the refs starting with the whole text come first.
    await this.search().fill(ref);
    await expect(this.results().getByRole("option").first()).toContainText(ref);
    await this.search().press("Enter");
    await expect(this.detailTitle()).toHaveText(ref);
  }
}
