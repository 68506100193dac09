import { expect, type Locator, type Page } from "@playwright/test";
import { choisirClient } from "./AvoirPage.ts";

/** /produit/stock: filters, the table Stock Produit, its summaries, toolbar and dialogs. */
export class StockPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Stock Produit", level: 1 });
  }

  grid(): Locator {
    return this.page.getByRole("grid", { name: "Stock Produit" });
  }

  ligne(numSachet: number): Locator {
    return this.grid()
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell", { name: String(numSachet), exact: true }) });
  }

  /** Only the Of filter (the tray filter back to Tous), then Afficher. */
  async filtrerOf(numSachet: number | "") {
    const filtres = this.page.getByRole("form", { name: "Filtres du stock" });
    const plateau = filtres.getByRole("combobox", { name: "Plateau" });
    if ((await plateau.innerText()).trim() !== "Tous") {
      await plateau.click();
      await this.page.getByRole("option", { name: "Tous", exact: true }).click();
    }
    await filtres.getByRole("textbox", { name: "Of", exact: true }).fill(String(numSachet));
    await filtres.getByRole("button", { name: "Afficher" }).click();
  }

  async filtrerPlateau(label: string) {
    const filtres = this.page.getByRole("form", { name: "Filtres du stock" });
    await filtres.getByRole("combobox", { name: "Plateau" }).click();
    await this.page.getByRole("option", { name: label, exact: true }).click();
    await filtres.getByRole("textbox", { name: "Of", exact: true }).fill("");
    await filtres.getByRole("button", { name: "Afficher" }).click();
  }

  async cocher(numSachet: number) {
    await this.ligne(numSachet).getByRole("checkbox").check();
  }

  bouton(name: string): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }

  async confier(client: string) {
    await this.bouton("Confier").click();
    const d = this.page.getByRole("dialog");
    await choisirClient(d, this.page, client);
    await d.getByRole("button", { name: "Confier" }).click();
  }

  async plateau(label: string) {
    await this.bouton("Gestion Plateau").click();
    const d = this.page.getByRole("dialog", { name: "Mouvement Plateau" });
    await d.getByRole("combobox", { name: "Plateau" }).click();
    await this.page.getByRole("option", { name: new RegExp(`^${label} \\(`) }).click();
    await d.getByRole("button", { name: "Déplacer" }).click();
  }

  resume(titre: "Liste" | "Sélection"): Locator {
    return this.page.getByRole("group", { name: titre });
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }
}

/** The Rentrer en Stock dialog. */
export class RentrerStockDialog {
  constructor(private readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole("dialog", { name: "Rentrer en Stock" });
  }

  async remplir(v: { ref: string; poids: string; prix: string; revient: string; etiquette: string }) {
    const d = this.dialog();
    await d.getByRole("textbox", { name: "Reference" }).fill(v.ref);
    await d.getByRole("textbox", { name: "Poids" }).fill(v.poids);
    await d.getByRole("textbox", { name: "Prix", exact: true }).fill(v.prix);
    await d.getByRole("textbox", { name: "Prix de Revient" }).fill(v.revient);
    await d.getByRole("textbox", { name: "Etiquette" }).fill(v.etiquette);
  }
}

/** /reservation: the two tables, the client picker and the buttons. */
export class ReservationPage {
  constructor(private readonly page: Page) {}

  commandes(): Locator {
    return this.page.getByRole("table", { name: "Produits en Commande" });
  }

  identiques(): Locator {
    return this.page.getByRole("table", { name: "Produit Identique en Stock" });
  }

  proches(): Locator {
    return this.page.getByRole("table", { name: "Produit proche en Stock" });
  }

  ligne(table: Locator, numSachet: number): Locator {
    return table
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell", { name: String(numSachet), exact: true }) });
  }

  bouton(name: "Afficher" | "Reserver" | "Dereserver"): Locator {
    return this.page.getByRole("button", { name, exact: true });
  }
}
