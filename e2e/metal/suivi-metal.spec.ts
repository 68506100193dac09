import { expect, type Page, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const solde = async (page: Page) => {
  const text = (await page.getByTestId("solde-suivi").textContent()) ?? "";
  return Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
};

test("/suivi_metal: a gold reception moves the balance by weight x 0.92 / 0.753, and is deleted", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await new Shell(page).open("Analyse", "Suivi métal");
  await expect(page).toHaveURL(/\/suivi_metal$/);
  const filtres = page.getByRole("search", { name: "Filtres du suivi métal" });
  await filtres.getByRole("combobox", { name: "Client" }).click();
  const premier = page.getByRole("listbox").getByRole("option").first();
  const nom = (await premier.textContent()) ?? "";
  // The screen keeps the previous balance while the client's loads: read the chosen client's answer.
  const reponse = page.waitForResponse(
    (r) => r.url().includes("/api/metal/suivi?") && r.url().includes("client="),
  );
  await premier.click();
  const avant = Number(((await (await reponse).json()) as { solde: string }).solde);
  await expect.poll(() => solde(page)).toBeCloseTo(avant, 3);

  const form = page.getByRole("form", { name: "Reception Or" });
  await form.getByRole("button", { name: "Enregistrer" }).click();
  await expect(form).toContainText("Client requis");
  await form.getByRole("combobox", { name: "Client" }).fill(nom.slice(0, 6));
  await page.getByRole("listbox").getByRole("option", { name: nom }).first().click();
  await form.getByLabel("Poids Reçu Fin").fill("75,3");
  await form.getByLabel("Poids Reçu Fin").press("Enter");
  const receptions = page.getByRole("table", { name: "Réceptions" });
  await expect(receptions.getByRole("row").filter({ hasText: "92,000" })).toHaveCount(1);
  await expect.poll(() => solde(page)).toBeCloseTo(avant + 92, 3);

  await receptions
    .getByRole("row")
    .filter({ hasText: "92,000" })
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  await expect(receptions.getByRole("row").filter({ hasText: "92,000" })).toHaveCount(0);
  await expect.poll(() => solde(page)).toBeCloseTo(avant, 3);
});
