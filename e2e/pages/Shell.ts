import { expect, type Page } from "@playwright/test";

/** The top bar: menu groups, Impression, logout. */
export class Shell {
  constructor(private readonly page: Page) {}

  menuGroup(name: string) {
    return this.page.getByRole("banner").getByRole("button", { name, exact: true });
  }

  async open(group: string, screen: string) {
    await this.menuGroup(group).click();
    await this.page.getByRole("menuitem", { name: screen, exact: true }).click();
  }

  async logout() {
    await this.page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(this.page.getByRole("button", { name: "Connexion" })).toBeVisible();
  }
}
