import { expect, type Page } from "@playwright/test";

/** /utilisateurs: the users list and its form. */
export class UtilisateursPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto("/utilisateurs");
    await expect(this.page.getByRole("heading", { name: "Utilisateurs", level: 1 })).toBeVisible();
  }

  form() {
    return this.page.getByRole("region", { name: /Nouvel utilisateur|Utilisateur / });
  }

  async ajouter(u: { login: string; nom: string; motDePasse: string }) {
    const form = this.form();
    await form.getByLabel("Identifiant").fill(u.login);
    await form.getByLabel("Nom", { exact: true }).fill(u.nom);
    await form.getByLabel("Mot de passe", { exact: true }).fill(u.motDePasse);
    // Enter in the last field adds the user (the house Enter rule).
    await form.getByLabel("Mot de passe", { exact: true }).press("Enter");
    await expect(this.page.getByRole("heading", { name: `Utilisateur ${u.login}` })).toBeVisible();
  }

  row(login: string) {
    return this.page
      .getByRole("grid", { name: "Liste des utilisateurs" })
      .getByRole("row", { name: new RegExp(login) });
  }

  async desactiver() {
    await this.form().getByRole("button", { name: "Désactiver" }).click();
    await this.page.getByRole("dialog").getByRole("button", { name: "Désactiver" }).click();
    await expect(this.page.getByRole("heading", { name: /\(désactivé\)/ })).toBeVisible();
  }
}
