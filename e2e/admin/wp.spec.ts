import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test.describe("web-shop sync (/wp)", () => {
  test("without a configured shop, the run is refused with a French message", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    await new Shell(page).open("Administration", "Mise à jour WordPress");
    await expect(page.getByRole("heading", { name: "Synchronisation WordPress", level: 1 })).toBeVisible();
    await expect(page.getByRole("status", { name: "Statut de la synchronisation" })).toHaveText(
      "Aucune synchronisation lancée.",
    );
    await page.getByRole("button", { name: "Mise à jour WordPress" }).click();
    await expect(page.getByRole("alert")).toContainText("La boutique WooCommerce n'est pas configurée");
  });
});
