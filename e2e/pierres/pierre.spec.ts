import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { PierrePage } from "../pages/PierrePage.ts";
import { ProduitPage } from "../pages/ProduitPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/pierre: create a 3-decimal stone, then a second quality of it; the same quality is refused", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Pierre", "Tarif pierres");
  await expect(page).toHaveURL(/\/pierre$/);
  await expect(page).toHaveTitle("Écrin — Tarif pierres");
  const pierres = new PierrePage(page);
  await expect(pierres.grid()).toBeVisible();

  const ajouter = async (qualite: number) => {
    await page.getByRole("button", { name: "Ajouter" }).click();
    await expect(pierres.dialog()).toContainText("Nouvelle Pierre");
    await pierres.choose("Type");
    await pierres.choose("Forme");
    await pierres.fill("Dim 1 (mm)", "9,935");
    await pierres.fill("Poids (ct)", "0,5");
    await pierres.fill("Description", "Pierre e2e 9,935 mm");
    await pierres.fill("Coef", "1,5");
    await pierres.dialog().getByRole("combobox", { name: "Qualité" }).click();
    await page.getByRole("listbox").getByRole("option").nth(qualite).click();
    await pierres.fill("Euro", "1000");
    await pierres.dialog().getByRole("button", { name: "Enregistrer" }).click();
  };

  await ajouter(0);
  await pierres.expectNotice("Pierre créée");
  await expect(pierres.dialog()).toHaveCount(0);
  await pierres.searchDescription("Pierre e2e 9,935");
  await expect(pierres.row("Pierre e2e 9,935")).toHaveCount(1);

  await ajouter(1);
  await pierres.expectNotice("Pierre existante : tarif ajouté pour cette qualité");
  await expect(pierres.row("Pierre e2e 9,935")).toHaveCount(2);

  await ajouter(1);
  await pierres.expectNotice("Pierre deja existante");
  await expect(pierres.dialog()).toBeVisible();
  // One precision in the form and the column: three decimals, a 4th is refused in French.
  await pierres.fill("Dim 1 (mm)", "9,9351");
  await pierres.dialog().getByRole("button", { name: "Enregistrer" }).click();
  await expect(pierres.dialog()).toContainText("La dimension a au plus trois décimales.");
  await pierres.dialog().getByRole("button", { name: "Annuler" }).click();
  await expect(pierres.row("Pierre e2e 9,935")).toHaveCount(2);
});

/** "12345.60" -> "12 345,60" (narrow no-break spaces), as the screen writes amounts. */
const euroFr = (x: string) => {
  const [ent = "", dec = ""] = x.split(".");
  return `${ent.replace(/\B(?=(\d{3})+$)/g, "\u202f")},${dec}`;
};

test("/pierre: a stone price change re-values the products that use it", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  // A demo solitaire and its centre stone, as the product screen shows them.
  const trouve = await (await page.request.get("/api/produits/recherche?q=so10")).json();
  const detail = await (await page.request.get(`/api/produits/${trouve[0].idCentre}/prix`)).json();
  const ref: string = detail.produit.ref;
  const pierre = detail.pierres.find(
    (p: { centre: number; sansTarif: boolean }) => p.centre === 1 && !p.sansTarif,
  );
  expect(pierre).toBeDefined();

  const produit = new ProduitPage(page);
  await produit.open(ref);
  const avant = (await produit.piecePriceRow().getByRole("cell").nth(1).textContent()) ?? "";

  await page.goto("/pierre");
  const pierres = new PierrePage(page);
  await pierres.searchDescription(pierre.description);
  const row = pierres.tarifRow(pierre.description, pierre.qualite);
  await expect(row).toHaveCount(1);
  await row.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Modifier Prix" }).click();
  await expect(pierres.dialog()).toContainText("Modification Tarif Pierre");
  await pierres.fill("Euro", "99999");
  await pierres.dialog().getByRole("button", { name: "Modifier" }).click();
  await pierres.expectNotice("1 tarif modifié");
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: /\d+ produits? revalorisés?/ })
      .first(),
  ).toBeVisible();

  await produit.open(ref);
  await expect(produit.piecePriceRow().getByRole("cell").nth(1)).not.toHaveText(avant);
  const apres = await (await page.request.get(`/api/produits/${trouve[0].idCentre}/prix`)).json();
  await expect(produit.piecePriceRow()).toContainText(euroFr(apres.prix.total3));
});
