import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { PUBLIC_SITE } from "../playwright.config.ts";

test.describe("login and roles", () => {
  test("an unknown path without a session leads to /login", async ({ page }) => {
    await page.goto("/une/page/inconnue");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("button", { name: "Connexion" })).toBeVisible();
  });

  test("wrong credentials give the spec's message", async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.login("direction", "pas-le-bon");
    await expect(login.errorAlert()).toHaveText("Nom d'utilisateur ou mot de passe invalide");
  });

  test("role 1 logs in (credentials lower-cased), sees Analyse, and logs out", async ({ page }) => {
    // The Content-Security-Policy (self only, no inline script) must not block the application itself.
    const blocked: string[] = [];
    page.on("console", (m) => {
      if (m.text().includes("Content Security Policy")) blocked.push(m.text());
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.login("DIRECTION", "Direction");
    await expect(page).toHaveURL(/\/produit$/);
    await expect(page.getByRole("heading", { name: "Produits", level: 1 })).toBeVisible();
    const shell = new Shell(page);
    await expect(shell.menuGroup("Administration")).toBeVisible();
    await expect(shell.menuGroup("Analyse")).toBeVisible();
    await shell.logout();
    await page.goto("/cours");
    await expect(page).toHaveURL(/\/login$/);
    expect(blocked).toEqual([]);
  });

  test("role 6 logs in and does not see Analyse, nor reach it by URL", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    const shell = new Shell(page);
    await expect(shell.menuGroup("Administration")).toBeVisible();
    await expect(shell.menuGroup("Analyse")).toHaveCount(0);
    // Typed by its address, an analysis tells a role 6 whose screen it is (issue 28.7), with the way home.
    await page.goto("/analyse_fournisseur");
    await expect(page.getByText("Accès réservé à la direction.")).toBeVisible();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
    const res = await page.request.get("/api/analyse/fournisseurs");
    expect(res.status()).toBe(403);
  });

  test("role 3 is refused and sent to the public site", async ({ page }) => {
    await page.route(`${PUBLIC_SITE}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Site public</h1>" }),
    );
    const login = new LoginPage(page);
    await login.goto();
    await login.login("boutique", "boutique");
    await expect(page.getByRole("heading", { name: "Site public" })).toBeVisible();
    expect(page.url()).toBe(PUBLIC_SITE);
  });

  test("a stored session is restored on reload, a corrupt one is cleared", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    await page.reload();
    await expect(page).toHaveURL(/\/produit$/);
    await expect(page.getByRole("heading", { name: "Produits", level: 1 })).toBeVisible();
    await page.evaluate(() => localStorage.setItem("user", "{pas du json"));
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
  });
});
