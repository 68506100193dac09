import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test.describe("system page (/test) and health probe", () => {
  test("the health probe answers without a session, with no data", async ({ request }) => {
    const res = await request.get("/api/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ statut: "ok" });
  });

  test("role 1 sees the system state: database, checks, backup warning", async ({ page }) => {
    await new LoginPage(page).loginAs("direction");
    await new Shell(page).open("Administration", "Système");
    await expect(page).toHaveURL(/\/test$/);
    await expect(page.getByRole("heading", { name: "Système", level: 1 })).toBeVisible();
    const base = page.getByRole("table", { name: "Base de données" });
    await expect(base.getByRole("row", { name: /Type/ })).toContainText("Embarquée (PGlite)");
    const enregistrements = page.getByRole("table", { name: "Enregistrements" });
    await expect(enregistrements.getByRole("row", { name: /^Utilisateurs/ })).toContainText("3");
    await expect(enregistrements.getByRole("row", { name: /^Centres vides/ })).toBeVisible();
    const checks = page.getByRole("table", { name: "Contrôles de santé" });
    await expect(checks.getByRole("row", { name: /Base de données/ })).toContainText("OK");
    await expect(checks.getByRole("row", { name: /Dossier des images/ })).toContainText("OK");
    // The e2e server has never been backed up: the page warns.
    await expect(checks.getByRole("row", { name: /Sauvegarde/ })).toContainText("Attention");
    await expect(page.getByRole("table", { name: "Application et serveur" })).toContainText("0.1.0");
  });

  test("role 1 sees the failed logins: the login, its failures, its last address", async ({
    page,
    request,
  }) => {
    for (let i = 0; i < 2; i++) {
      const res = await request.post("/api/auth/login", { data: { user: "intrus-e2e", password: "faux" } });
      expect(res.status()).toBe(401);
    }
    await new LoginPage(page).loginAs("direction");
    await new Shell(page).open("Administration", "Système");
    const refusees = page.getByRole("table", { name: "Connexions refusées" });
    const ligne = refusees.getByRole("row", { name: /intrus-e2e/ });
    await expect(ligne.getByRole("cell").nth(0)).toHaveText("2");
    await expect(ligne).toContainText(/127\.0\.0\.1|::1/);
    await expect(ligne).toContainText("Essais permis");
  });

  test("role 6 has no system page", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    await new Shell(page).menuGroup("Administration").click();
    await expect(page.getByRole("menuitem", { name: "Système" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Utilisateurs" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/systeme")).status()).toBe(403);
  });
});
