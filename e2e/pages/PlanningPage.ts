import { expect, type Locator, type Page } from "@playwright/test";

/** The /planning screen: the week's day columns, the sixth column, the OF cards. */
export class PlanningPage {
  constructor(private readonly page: Page) {}

  /** The five day columns ("Lundi 12/05/2025" ...). */
  jours() {
    return this.page.getByRole("region", {
      name: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi) \d\d\/\d\d\/\d{4}$/,
    });
  }

  colonneAReplanifier() {
    return this.page.getByRole("region", { name: "À replanifier" });
  }

  cartes(dans: Locator) {
    return dans.getByRole("article", { name: /^OF \d+$/ });
  }

  carte(numSachet: number) {
    return this.page.getByRole("article", { name: `OF ${numSachet}`, exact: true });
  }

  async numeroDe(carte: Locator): Promise<number> {
    const label = await carte.getAttribute("aria-label");
    return Number(label?.replace("OF ", ""));
  }

  async attendreChargement() {
    await expect(this.page.getByRole("heading", { name: "Planning", level: 1 })).toBeVisible();
    await expect(this.jours()).toHaveCount(5);
  }

  async expectNotice(text: string) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }
}
