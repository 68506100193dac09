import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORDS = { direction: "direction", bureau: "bureau", boutique: "boutique" } as const;

/** The /login screen. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/login");
  }

  /** Types the credentials and presses Enter on the password, as staff do. */
  async login(user: string, password: string) {
    await this.page.getByLabel("Nom d'utilisateur").fill(user);
    await this.page.getByLabel("Nom d'utilisateur").press("Enter");
    await expect(this.page.getByLabel("Mot de passe")).toBeFocused();
    await this.page.getByLabel("Mot de passe").fill(password);
    await this.page.getByLabel("Mot de passe").press("Enter");
  }

  async loginAs(user: "direction" | "bureau") {
    await this.goto();
    await this.login(user, DEMO_PASSWORDS[user]);
    // Spec 01 section 2: login lands on /produit.
    await expect(this.page).toHaveURL(/\/produit$/);
  }

  errorAlert() {
    return this.page.getByRole("alert");
  }
}
