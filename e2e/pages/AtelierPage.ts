import { expect, type Locator, type Page } from "@playwright/test";

/** /atelier: one card per active jeweller, 'Faire Pesée', production statistics. */
export class AtelierPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Atelier", level: 1 });
  }

  carte(joaillier: string): Locator {
    return this.page.getByRole("region", { name: joaillier, exact: true });
  }

  boutonPesee(joaillier: string): Locator {
    return this.carte(joaillier).getByRole("button", { name: "Faire Pesée" });
  }

  /** The tooltip of a disabled 'Faire Pesée' (shown on its wrapper, a disabled button gets no hover). */
  async tooltipPesee(joaillier: string): Promise<Locator> {
    await this.boutonPesee(joaillier).locator("xpath=..").hover();
    return this.page.getByRole("tooltip");
  }

  valeur(joaillier: string, label: string): Locator {
    return this.carte(joaillier).getByLabel(label, { exact: true });
  }

  async confirmer(titre: string | RegExp, bouton: string) {
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: titre })).toBeVisible();
    await dialog.getByRole("button", { name: bouton }).click();
  }
}
