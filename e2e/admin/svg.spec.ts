import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test.describe("SVG export (/svg)", () => {
  test("a text is previewed, then exported as outlines at its final height", async ({ page }) => {
    await new LoginPage(page).loginAs("bureau");
    await new Shell(page).open("Administration", "Export SVG");
    await expect(page).toHaveURL(/\/svg$/);
    const texte = page.getByLabel("Texte");
    await expect(texte).toBeFocused();
    // An empty text is refused in French.
    await page.getByRole("button", { name: "Exporter le SVG" }).click();
    await expect(page.getByText("Le texte est obligatoire.")).toBeVisible();

    await texte.fill("Amour");
    await expect(page.getByLabel("Hauteur finale en mm")).toHaveValue("0,8");
    await expect(page.getByRole("img", { name: "Aperçu du SVG « Amour »" })).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Exporter le SVG" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("Amour.svg");
    const svg = readFileSync((await file.path()) as string, "utf8");
    expect(svg).toContain('viewBox="0 0 1000 1000"');
    expect(svg).toContain('height="0.8mm"');
    expect(svg).toMatch(/<path d="M[^"]+" fill="none" stroke="#000000" stroke-width="0.94475"\/>/);
  });
});
