import type { Page } from "@playwright/test";
import { saisirDate } from "./DateField.ts";

/** The /of/besoin screen: the period, the needs on the left, the OFs of the chosen one on the right. */
export class BesoinPage {
  constructor(private readonly page: Page) {}

  besoins() {
    return this.page.getByRole("table", { name: "Besoins" });
  }

  lignes() {
    return this.besoins()
      .getByRole("row")
      .filter({ has: this.page.getByRole("cell") });
  }

  detail() {
    return this.page.getByRole("table", { name: /^OF du besoin / });
  }

  /**
   * Shows a period and, unless it is refused on the screen, waits for its needs: rows read before
   * would be the previous period's.
   */
  async periode(debut: string, fin: string, { refusee = false } = {}) {
    await saisirDate(this.page, "Date début", debut);
    await saisirDate(this.page, "Date fin", fin);
    const reponse = refusee
      ? null
      : this.page.waitForResponse(
          (r) => r.url().includes("/api/of/besoins?") && r.url().includes(`debut=${debut}`),
        );
    await this.page.getByRole("button", { name: "Afficher" }).click();
    await reponse;
  }
}
