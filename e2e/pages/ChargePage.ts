import { expect, type Locator, type Page } from "@playwright/test";
import { champDate, saisirDate } from "./DateField.ts";

/** "5.50" -> "5,5": hours as the screens write them (no useless zeros, decimal comma). */
export function heuresFr(heures: string): string {
  return heures.replace(/\.?0+$/, "").replace(".", ",");
}

/** "-1234.500" -> "-1\u202f234,500": a decimal as the French formatters write it (thousands by NNBSP). */
export function decimalFr(x: string): string {
  const [ent = "", dec] = x.split(".");
  const groupe = ent.replace(/\B(?=(\d{3})+$)/g, "\u202f");
  return dec === undefined ? groupe : `${groupe},${dec}`;
}

/** /atelier/analyse_ouvrier (one doughnut per jeweller) and /atelier/analyse (metal loss). */
export class ChargePage {
  constructor(private readonly page: Page) {}

  async gotoCharge() {
    await this.page.goto("/atelier/analyse_ouvrier");
    await expect(this.page.getByRole("heading", { name: "Charge joaillier", level: 1 })).toBeVisible();
  }

  async gotoPerte() {
    await this.page.goto("/atelier/analyse");
    await expect(this.page.getByRole("heading", { name: "Perte métal", level: 1 })).toBeVisible();
  }

  /** The hidden input of the date field "Livraison" (holds dd/mm/yyyy). */
  livraison(): Locator {
    return champDate(this.page, "Livraison").locator("input");
  }

  async choisirLivraison(iso: string) {
    await saisirDate(this.page, "Livraison", iso);
  }

  doughnuts(): Locator {
    return this.page.getByRole("list", { name: "Joailliers" }).getByRole("listitem");
  }

  /** The doughnut of a jeweller: a button named "<label> : <hours> h faites sur 7 h". */
  doughnut(label: string, heures: string): Locator {
    const echapper = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return this.page.getByRole("button", {
      name: new RegExp(`^${echapper(label)} : ${echapper(heuresFr(heures))}\\sh faites sur 7\\sh$`),
    });
  }

  grid(name: string): Locator {
    return this.page.getByRole("grid", { name });
  }

  /** The column headers of a grid, in order. */
  async entetes(name: string): Promise<string[]> {
    return (await this.grid(name).getByRole("columnheader").allInnerTexts()).map((t) => t.trim());
  }

  totalCard(titre: "Total joailliers" | "Total sertisseurs"): Locator {
    return this.page.getByRole("region", { name: titre });
  }
}
