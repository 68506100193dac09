import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { UtilisateursPage } from "../pages/UtilisateursPage.ts";

test.describe("users (/utilisateurs)", () => {
  test("role 1 adds a user, who logs in, changes their password, and is cut off when deactivated", async ({
    page,
    browser,
  }) => {
    await new LoginPage(page).loginAs("direction");
    await new Shell(page).open("Administration", "Utilisateurs");
    const users = new UtilisateursPage(page);
    await expect(page.getByRole("heading", { name: "Utilisateurs", level: 1 })).toBeVisible();
    await users.ajouter({ login: "sophie", nom: "Sophie Bernard", motDePasse: "sophie-2026" });
    await expect(users.row("sophie")).toBeVisible();

    // Sophie logs in in her own browser and changes her password from the top bar.
    const other = await browser.newContext({ locale: "fr-FR" });
    const sophie = await other.newPage();
    const login = new LoginPage(sophie);
    await login.goto();
    await login.login("sophie", "sophie-2026");
    await expect(sophie).toHaveURL(/\/produit$/);
    await expect(new Shell(sophie).menuGroup("Administration")).toBeVisible();
    await sophie.getByRole("button", { name: "Changer mon mot de passe" }).click();
    const dialog = sophie.getByRole("dialog", { name: "Changer mon mot de passe" });
    await dialog.getByLabel("Mot de passe actuel").fill("sophie-2026");
    await dialog.getByLabel("Nouveau mot de passe").fill("court");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(dialog.getByText("Le mot de passe doit comporter au moins 10 caractères.")).toBeVisible();
    await dialog.getByLabel("Nouveau mot de passe").fill("sophie-nouveau");
    await expect(dialog.getByLabel("Nouveau mot de passe")).toHaveValue("sophie-nouveau");
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    await expect(sophie.getByText("Mot de passe modifié")).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Role 6 does not reach the users screen, nor its API.
    expect((await sophie.request.get("/api/admin/utilisateurs")).status()).toBe(403);

    // The director deactivates her: her open session ends at once.
    await users.desactiver();
    await sophie.goto("/cours");
    await expect(sophie).toHaveURL(/\/login$/);
    await login.login("sophie", "sophie-nouveau");
    await expect(login.errorAlert()).toHaveText("Nom d'utilisateur ou mot de passe invalide");
    await other.close();
  });
});
