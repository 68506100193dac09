import { expect, type Locator, type Page } from "@playwright/test";

/** The /client screen: the client tree on the left, the client's record on the right. */
export class ClientPage {
  constructor(private readonly page: Page) {}

  form(): Locator {
    return this.page.getByRole("form", { name: "Client" });
  }

  champ(label: string): Locator {
    return this.form().getByLabel(label, { exact: true });
  }

  /** Finds a client in the tree by its name and loads its record in the form. */
  async ouvrir(nom: string) {
    await this.page.getByLabel("Rechercher un client").fill(nom);
    await this.page.getByRole("tree").getByText(nom, { exact: true }).first().click();
    await expect(this.champ("Nom")).toHaveValue(nom);
  }

  /** Types the invoicing and bank details field after field (Enter moves on), Enter on the last saves. */
  async saisirFacturation(v: {
    siren: string;
    numTva: string;
    delai: string;
    email: string;
    iban: string;
    bic: string;
    banque: string;
    banqueVille: string;
  }) {
    const suite: Array<[string, string]> = [
      ["SIREN", v.siren],
      ["N° TVA intracommunautaire", v.numTva],
    ];
    for (const [label, valeur] of suite) await this.champ(label).fill(valeur);
    await this.champ("Délai de paiement").selectOption({ label: v.delai });
    for (const [label, valeur] of [
      ["E-mail", v.email],
      ["IBAN", v.iban],
      ["BIC", v.bic],
      ["Banque", v.banque],
    ] as const) {
      await this.champ(label).fill(valeur);
      await this.champ(label).press("Enter");
    }
    const dernier = this.champ("Ville de la banque");
    await expect(dernier).toBeFocused();
    await dernier.fill(v.banqueVille);
    await dernier.press("Enter");
  }
}
