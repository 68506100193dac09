import { expect, type Page } from "@playwright/test";

interface RefItem {
  id: number;
  label: string;
}

/** A piece the demo has in stock: its product (ref, designation) and metal. */
interface PieceEnStock {
  idp: number;
  ref: string;
  designation: string;
  numSachet: number;
  lieu: string;
  typeMetal: RefItem;
}

/** The /of screen: the pending OFs table (Enregistrer in its title) and the new OF form. */
export class CreationOfPage {
  constructor(private readonly page: Page) {}

  pendingTable() {
    return this.page.getByRole("table", { name: "OF en attente" });
  }

  /** Data rows of the pending table (the header row and the empty-table row left out). */
  pendingRows() {
    return this.pendingTable()
      .locator("tbody tr")
      .filter({ has: this.page.getByRole("button") });
  }

  addButton() {
    return this.page.getByRole("button", { name: "Ajouter", exact: true });
  }

  async chooseClient(name: string) {
    const box = this.page.getByRole("combobox", { name: /^Client/ });
    await box.fill(name);
    await this.page.getByRole("option").filter({ hasText: name }).first().click();
  }

  async chooseProduit(ref: string, designation: string) {
    const box = this.page.getByRole("combobox", { name: /^Produit/ });
    await box.fill(ref);
    await this.page
      .getByRole("option")
      .filter({ hasText: ref })
      .filter({ hasText: designation })
      .first()
      .click();
    await expect(box).toHaveValue(`${ref} — ${designation}`);
  }

  async select(label: string, option: string) {
    await this.page.getByRole("combobox", { name: new RegExp(`^${label}`) }).selectOption({ label: option });
  }

  async save() {
    await this.page.getByRole("button", { name: "Enregistrer" }).click();
  }

  stockDialog() {
    return this.page.getByRole("dialog").filter({ hasText: "Continuer ?" });
  }

  // ---- data found through the API (the browser's session) ----

  async refList(liste: string): Promise<RefItem[]> {
    return (await this.page.request.get(`/api/ref/${liste}`)).json();
  }

  async selectableClient(): Promise<string> {
    const clients: Array<{ nomAgence: string; actif: boolean; isParent: boolean }> = await (
      await this.page.request.get("/api/admin/clients")
    ).json();
    return clients.find((c) => c.actif && !c.isParent && c.nomAgence.trim() !== "")!.nomAgence;
  }

  async produits(prefix: string): Promise<Array<{ idCentre: number; ref: string; description: string }>> {
    return (await this.page.request.get(`/api/produits/recherche?q=${prefix}`)).json();
  }

  async stock(idp: number, typeMetal: number): Promise<Array<Omit<PieceEnStock, "idp" | "typeMetal">>> {
    return (await this.page.request.post("/api/of/verif-stock", { data: { idp, typeMetal } })).json();
  }

  /** Walks the catalogue family by family until a product in some metal has a piece in stock. */
  async findPieceEnStock(metaux: RefItem[]): Promise<PieceEnStock> {
    for (const famille of ["BG", "AL", "SO", "PD", "BO", "BR", "CO", "CH"]) {
      for (const dizaine of ["10", "11"]) {
        for (const p of await this.produits(`${famille}${dizaine}`)) {
          const found = await Promise.all(metaux.map((m) => this.stock(p.idCentre, m.id)));
          const index = found.findIndex((rows) => rows.length > 0);
          if (index >= 0) return { ...found[index]![0]!, idp: p.idCentre, typeMetal: metaux[index]! };
        }
      }
    }
    throw new Error("Aucune pièce en stock dans les données de démonstration.");
  }
}
