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

interface FactureDemo {
  idFact: number;
  totalHt: string;
  dejaCredite: string;
}

/** A client of the demo with an invoice that still has `minimum` € HT to credit, found through the API. */
export async function clientAvecFacture(
  page: Page,
  minimum: number,
): Promise<{ client: ClientDemo; facture: FactureDemo }> {
  const clients = (await (await page.request.get("/api/admin/clients")).json()) as ClientDemo[];
  const noms = clients.map((c) => c.nomAgence);
  for (const client of clients.filter(
    (x) =>
      x.actif &&
      !x.isParent &&
      x.adresse.trim() !== "" &&
      noms.filter((n) => n.startsWith(x.nomAgence)).length === 1,
  )) {
    const factures = (await (
      await page.request.get(`/api/facturation/avoirs/factures?idClt=${client.id}`)
    ).json()) as FactureDemo[];
    const facture = factures.find((f) => Number(f.totalHt) - Number(f.dejaCredite) >= minimum);
    if (facture) return { client, facture };
  }
  throw new Error("aucun client avec une facture assez grande dans la démo");
}

/** A client of the demo with two invoices that each still have `minimum` € HT to credit (a rebate's). */
export async function clientAvecDeuxFactures(
  page: Page,
  minimum: number,
): Promise<{ client: ClientDemo; factures: [FactureDemo, FactureDemo] }> {
  const clients = (await (await page.request.get("/api/admin/clients")).json()) as ClientDemo[];
  const noms = clients.map((c) => c.nomAgence);
  for (const client of clients.filter(
    (x) =>
      x.actif &&
      !x.isParent &&
      x.adresse.trim() !== "" &&
      noms.filter((n) => n.startsWith(x.nomAgence)).length === 1,
  )) {
    const factures = (
      (await (
        await page.request.get(`/api/facturation/avoirs/factures?idClt=${client.id}`)
      ).json()) as FactureDemo[]
    ).filter((f) => Number(f.totalHt) - Number(f.dejaCredite) >= minimum);
    const [a, b] = factures;
    if (a && b) return { client, factures: [a, b] };
  }
  throw new Error("aucun client avec deux factures assez grandes dans la démo");
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

  /**
   * Fills the dialog as staff do: Enter moves from field to field; the corrected invoice is picked
   * among the client's (its first digits typed, ArrowDown, Enter); without one, a global rebate's
   * invoices are picked the same way in "Factures de la remise", by their printed identifier (F40123);
   * Enter on the last field asks the confirmation (returned, still open).
   */
  async creer(v: {
    client: string;
    ref: string;
    designation: string;
    totalHt: string;
    facture?: number;
    remise?: readonly number[];
  }) {
    const d = this.dialog();
    await choisirClient(d, this.page, v.client);
    await d.getByLabel(libelle("Référence")).fill(v.ref);
    await d.getByLabel(libelle("Désignation")).fill(v.designation);
    const total = d.getByLabel(libelle("Total HT"));
    await total.fill(v.totalHt);
    await total.press("Enter");
    const facture = d.getByRole("combobox", { name: "Facture corrigée" });
    await expect(facture).toBeFocused();
    if (v.facture !== undefined) {
      await this.choisirFacture(facture, String(v.facture), v.facture);
      await expect(facture).toHaveValue(new RegExp(`^N° F${v.facture} du `));
      await facture.press("Enter");
      return this.confirmation();
    }
    await facture.press("Enter");
    const remise = d.getByRole("combobox", { name: "Factures de la remise" });
    await expect(remise).toBeFocused();
    for (const n of v.remise ?? []) {
      await this.choisirFacture(remise, `F${n}`, n);
      await expect(d.getByRole("button", { name: `F${n}`, exact: true })).toBeVisible();
    }
    await remise.press("Enter");
    return this.confirmation();
  }

  /** Types `saisie` in an invoice picker, waits for the suggestion of invoice `n`, picks it by keyboard. */
  private async choisirFacture(picker: Locator, saisie: string, n: number) {
    await picker.fill(saisie);
    const option = this.page.getByRole("option", { name: new RegExp(`^N° F${n} du `) });
    await expect(option).toBeVisible();
    await expect(this.page.getByRole("option")).toHaveCount(1);
    await picker.press("ArrowDown");
    await picker.press("Enter");
  }

  /** The question a credit note asks before it is saved for good. */
  confirmation() {
    return this.page.getByRole("dialog", { name: "Créer cet avoir ?" });
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }
}
