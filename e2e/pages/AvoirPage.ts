import { expect, type Locator, type Page } from "@playwright/test";

interface ClientDemo {
  id: number;
  nomAgence: string;
  adresse: string;
  actif: boolean;
  isParent: boolean;
}

/** A client the forms offer (active, not a parent), with an address, found through the API. */
export async function clientAvecAdresse(page: Page): Promise<ClientDemo> {
  const clients = (await (await page.request.get("/api/admin/clients")).json()) as ClientDemo[];
  const c = clients.find(
    (x) => x.actif && !x.isParent && x.adresse.trim() !== "" && x.nomAgence.trim() !== "",
  );
  if (!c) throw new Error("aucun client avec adresse dans la démo");
  return c;
}

/** A field by its label, required (MUI adds a thin space and " *") or not. */
export function libelle(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`);
}

/** Picks a client in a ClientTreePicker by typing its name. */
export async function choisirClient(scope: Page | Locator, page: Page, nom: string) {
  const box = scope.getByRole("combobox", { name: /^Client/ });
  await box.fill(nom);
  await page.getByRole("option").filter({ hasText: nom }).first().click();
  await expect(box).toHaveValue(nom);
}

/** The /avoir screen: Liste des Avoirs, its Créer dialog and Imprimer. */
export class AvoirPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Liste des Avoirs" });
  }

  grid() {
    return this.page.getByRole("grid", { name: "Liste des Avoirs" });
  }

  row(text: string) {
    return this.grid().getByRole("row").filter({ hasText: text });
  }

  dialog() {
    return this.page.getByRole("dialog", { name: "Nouvel avoir" });
  }

  async ouvrirCreation() {
    await this.page.getByRole("button", { name: "Créer", exact: true }).click();
    await expect(this.dialog()).toBeVisible();
  }

  /** Fills the dialog and submits with Enter on the last field, as staff do. */
  async creer(v: { client: string; ref: string; designation: string; totalHt: string; facture?: string }) {
    const d = this.dialog();
    await choisirClient(d, this.page, v.client);
    await d.getByLabel(libelle("Référence")).fill(v.ref);
    await d.getByLabel(libelle("Désignation")).fill(v.designation);
    await d.getByLabel(libelle("Total HT")).fill(v.totalHt);
    const facture = d.getByLabel("Facture corrigée (n°)");
    await facture.fill(v.facture ?? "");
    await facture.press("Enter");
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }
}
