import { expect, type Page } from "@playwright/test";

/** The top bar: menu groups, Impression, logout. */
export class Shell {
  constructor(private readonly page: Page) {}

  menuGroup(name: string) {
    return this.page.getByRole("banner").getByRole("button", { name, exact: true });
  }

  /**
   * Opens a screen from its menu group. The click waits for the menu's opening transition to end: a
   * click sent while the menu still grows can land beside the item, on the backdrop, which closes it.
   */
  async open(group: string, screen: string) {
    await this.menuGroup(group).click();
    const item = this.page.getByRole("menuitem", { name: screen, exact: true });
    await expect(item).toBeVisible();
    await this.page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await item.click();
    await expect(this.page.getByRole("menu")).toBeHidden();
  }

  async logout() {
    await this.page.getByRole("button", { name: "Se déconnecter" }).click();
    await expect(this.page.getByRole("button", { name: "Connexion" })).toBeVisible();
  }
}
