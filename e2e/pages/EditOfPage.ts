import { expect, type Page } from "@playwright/test";

/** The /of/edit screen: the OF list, its search, and the edit panel. */
export class EditOfPage {
  constructor(private readonly page: Page) {}

  grid() {
    return this.page.getByRole("grid", { name: "Liste des OF" });
  }

  row(text: string) {
    return this.grid().getByRole("row").filter({ hasText: text });
  }

  panel() {
    return this.page.getByRole("form", { name: "Édition de l'OF" });
  }

  async search(text: string) {
    await this.page.getByLabel("Rechercher un OF").fill(text);
  }

  async expectNotice(text: string) {
    await expect(this.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }

  /** The number of an OF at this status, read through the API (the browser's session). */
  async ofAuStatut(statut: number, dir: "asc" | "desc" = "asc"): Promise<number> {
    const res = await this.page.request.get(`/api/of?statut=${statut}&pageSize=1&sort=numSachet&dir=${dir}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { rows: Array<{ numSachet: number }> };
    const n = body.rows[0]?.numSachet;
    if (n === undefined) throw new Error(`no OF at status ${statut}`);
    return n;
  }
}
