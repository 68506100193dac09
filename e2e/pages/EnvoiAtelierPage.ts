import { expect, type Locator, type Page } from "@playwright/test";

type Cote = "Envoi Joaillier" | "Retour Joaillier" | "Envoi Serti" | "Retour Serti";

/** /atelier/envoi and /serti/envoi: a send form and a return form, each above its list of lines. */
export class EnvoiAtelierPage {
  constructor(private readonly page: Page) {}

  heading(titre: "Envoi joaillier" | "Envoi serti") {
    return this.page.getByRole("heading", { name: titre, level: 1 });
  }

  form(cote: Cote): Locator {
    return this.page.getByRole("region", { name: cote, exact: true });
  }

  /** A line list by its name ("Lignes joaillier en cours", "Lignes serti rendues"...). */
  liste(nom: string): Locator {
    return this.page.getByRole("grid", { name: nom, exact: true });
  }

  /**
   * The rows of a list holding this OF, found by their action buttons (named after the OF): a narrow
   * list scrolls sideways and the grid then leaves its first columns out of the page.
   */
  lignes(nom: string, numSachet: number): Locator {
    return this.liste(nom)
      .getByRole("row")
      .filter({ has: this.page.getByRole("button", { name: new RegExp(`de l'OF ${numSachet}$`) }) });
  }

  /** Types the bag number as a handheld scanner does: the digits, then Enter. */
  async scanner(field: Locator, numSachet: number) {
    await field.click();
    await field.pressSequentially(String(numSachet));
    await field.press("Enter");
  }

  /**
   * Sends by keyboard: the worker chosen, the bag scanned; focus lands on the prefilled weight and
   * Enter on it (the last field) sends.
   */
  async envoyer(
    cote: "Envoi Joaillier" | "Envoi Serti",
    ouvrier: string,
    numSachet: number,
    poidsTape?: string,
  ) {
    const form = this.form(cote);
    await form
      .getByRole("combobox", { name: cote === "Envoi Joaillier" ? "Joaillier" : "Sertisseur" })
      .selectOption({
        label: ouvrier,
      });
    await this.scanner(form.getByRole("textbox", { name: "OF" }), numSachet);
    const poids = form.getByRole("textbox", { name: "Poids (g)" });
    await expect(poids).toBeFocused();
    // A bag never weighed yet (a new OF) has its weight typed.
    if (poidsTape !== undefined) await poids.fill(poidsTape);
    await expect(poids).not.toHaveValue("");
    await poids.press("Enter");
  }

  /**
   * Returns by keyboard: the bag scanned selects its line in progress; weight (prefilled), returned
   * weight typed, then time or price (prefilled, or typed when given) and Enter sends.
   */
  async retourner(
    cote: "Retour Joaillier" | "Retour Serti",
    numSachet: number,
    poidsRendu: string,
    troisieme?: string,
  ) {
    const form = this.form(cote);
    await this.scanner(form.getByRole("combobox", { name: "OF" }), numSachet);
    const poids = form.getByRole("textbox", { name: "Poids (g)" });
    await expect(poids).toBeFocused();
    await expect(poids).not.toHaveValue("");
    await poids.press("Enter");
    const rendu = form.getByRole("textbox", { name: "Poids Rendu (g)" });
    await expect(rendu).toBeFocused();
    await rendu.fill(poidsRendu);
    await rendu.press("Enter");
    const dernier = form.getByRole("textbox", {
      name: cote === "Retour Joaillier" ? "Temps (min)" : "Prix (€)",
    });
    await expect(dernier).toBeFocused();
    await expect(dernier).not.toHaveValue("");
    if (troisieme !== undefined) await dernier.fill(troisieme);
    await dernier.press("Enter");
  }

  /** A row action then the confirmation 'Voulez vous supprimer ?'. */
  async supprimer(ligne: Locator, action: RegExp) {
    await ligne.getByRole("button", { name: action }).click();
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Voulez vous supprimer ?" })).toBeVisible();
    await dialog.getByRole("button", { name: "Supprimer" }).click();
  }

  async expectNotice(text: string | RegExp) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }
}
