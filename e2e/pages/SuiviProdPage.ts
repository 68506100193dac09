import { expect, type Locator, type Page } from "@playwright/test";

/** The /suivi_prod screen: OF search, Finaliser OF, En cours / Rendu, the Joaillier and Serti columns. */
export class SuiviProdPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Suivi atelier", level: 1 });
  }

  /** Types a bag number as a scanner does: digits, then Enter. */
  async rechercher(numSachet: number) {
    const field = this.page.getByLabel("Recherche OF");
    await field.fill(String(numSachet));
    await field.press("Enter");
    await expect(this.page.getByTestId("of-resume")).toContainText(`OF ${numSachet}`);
  }

  etat() {
    return this.page.getByRole("status", { name: "État de finalisation" });
  }

  finaliserOf() {
    return this.page.getByRole("button", { name: "Finaliser OF" });
  }

  async afficher(choix: "En cours" | "Rendu") {
    await this.page.getByRole("radio", { name: choix }).check();
  }

  colonne(titre: "Joaillier" | "Serti"): Locator {
    return this.page.getByRole("region", { name: titre, exact: true });
  }

  /** The lines of a column listed for an OF (the grid of the column, rows holding the OF number). */
  lignes(titre: "Joaillier" | "Serti", numSachet: number): Locator {
    return this.colonne(titre)
      .getByRole("grid")
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell", { name: String(numSachet), exact: true }) });
  }

  /** Opens a column's Ajouter or Retourner: the dialog of that name. */
  async ouvrir(
    titre: "Joaillier" | "Serti",
    bouton: "Ajouter" | "Retourner",
    dialogue: string,
  ): Promise<Locator> {
    await this.colonne(titre).getByRole("button", { name: bouton, exact: true }).click();
    const dialog = this.page.getByRole("dialog", { name: dialogue });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Envoi Atelier / Envoi Serti with the OF searched preselected: the worker, then ENVOYER. */
  async envoyer(dialog: Locator, ouvrierLabel: "Joaillier" | "Sertisseur", ouvrier: string) {
    await expect(dialog.getByRole("textbox", { name: "Poids (g)" })).not.toHaveValue("");
    await dialog.getByRole("combobox", { name: ouvrierLabel }).selectOption({ label: ouvrier });
    await dialog.getByRole("button", { name: "ENVOYER" }).click();
  }

  /** Retour Atelier / Retour Serti with the OF's line preselected: the returned weight, then RETOURNER. */
  async retourner(dialog: Locator, poidsRendu: string, troisieme?: { label: string; valeur: string }) {
    await expect(dialog.getByRole("textbox", { name: "Poids (g)" })).not.toHaveValue("");
    await dialog.getByRole("textbox", { name: "Poids Rendu (g)" }).fill(poidsRendu);
    if (troisieme) await dialog.getByRole("textbox", { name: troisieme.label }).fill(troisieme.valeur);
    await dialog.getByRole("button", { name: "RETOURNER" }).click();
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text }).first()).toBeVisible();
  }

  /**
   * A timed message shown while a dialog stays open: the modal dialog hides the rest of the page from
   * the accessibility tree (aria-hidden), the snackbar included, though it is drawn above the dialog.
   */
  async expectNoticeSurDialogue(text: string | RegExp) {
    await expect(
      this.page.getByRole("alert", { includeHidden: true }).filter({ hasText: text }).first(),
    ).toBeVisible();
  }
}
