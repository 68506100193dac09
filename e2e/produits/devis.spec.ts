import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORDS, LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const prix = (page: Page, tarif: string) =>
  page.getByRole("table", { name: "Prix" }).getByRole("row").filter({ hasText: tarif });
const notice = (page: Page, text: string) => page.getByRole("alert").filter({ hasText: text });

test("/devis: load a product, add a free stone, see the tiers, pick a client, print", async ({ page }) => {
  // Logged in wherever the landing page is (it moves as screens are added).
  await new LoginPage(page).goto();
  await new LoginPage(page).login("bureau", DEMO_PASSWORDS.bureau);
  await expect(page.getByRole("button", { name: "Se déconnecter" })).toBeVisible();
  await new Shell(page).open("Produit", "Devis");
  await expect(page).toHaveURL(/\/devis$/);
  await expect(page.getByRole("heading", { name: "Devis", level: 1 })).toBeVisible();

  // Labour only: 100 min × 0.95 = 95.00. ATC 133 -> 140; Très serré 118.75 -> 120;
  // Normal 1.08 × (95 × 2.2) + 20 = 245.72 -> 250.
  await field(page, "Main d'oeuvre (min)").fill("100");
  await expect(prix(page, "ATC")).toContainText("140,00 €");
  await expect(prix(page, "Très serré")).toContainText("120,00 €");
  await expect(prix(page, "Normal")).toContainText("250,00 €");

  // Poids and Poids Façon clear each other.
  await field(page, "Poids (mg)").fill("4500");
  await field(page, "Poids Façon (mg)").fill("3000");
  await expect(field(page, "Poids (mg)")).toHaveValue("");
  await field(page, "Poids (mg)").fill("4500");
  await expect(field(page, "Poids Façon (mg)")).toHaveValue("");

  // The product search panel loads a product's costs and stones.
  await page.getByLabel("Rechercher un produit (réf.)").fill("so");
  const trouves = page.getByRole("list", { name: "Produits trouvés" }).getByRole("button");
  await expect(trouves.first()).toBeVisible();
  const ref = (await trouves.first().locator("span").first().innerText()).trim();
  await trouves.first().click();
  await expect(notice(page, `Produit ${ref} chargé`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Devis — ${ref}` })).toBeVisible();
  await expect(field(page, "Main d'oeuvre (min)")).not.toHaveValue("100");
  const lignes = page.getByRole("table", { name: "Pierres du devis" }).getByRole("row");
  const avant = await lignes.count();

  // A free stone: everything is required; Enter moves through the fields and adds on the last.
  await page.getByRole("button", { name: "Saisie libre" }).click();
  await page.getByRole("button", { name: "Ajouter la pierre" }).click();
  await expect(
    page.getByText("Saisissez la description, la quantité, le poids, le prix et le coefficient."),
  ).toBeVisible();
  await field(page, "Description").fill("Saphir e2e");
  await field(page, "Description").press("Enter");
  await expect(field(page, "Quantité")).toBeFocused();
  await field(page, "Quantité").fill("1");
  await field(page, "Quantité").press("Enter");
  await field(page, "Poids (ct)").fill("0,5");
  await field(page, "Poids (ct)").press("Enter");
  await field(page, "Prix / ct").fill("800");
  await field(page, "Prix / ct").press("Enter");
  await expect(field(page, "Monnaie")).toBeFocused();
  await field(page, "Monnaie").selectOption("dollar");
  await field(page, "Monnaie").press("Enter");
  await field(page, "Coefficient").fill("2");
  await field(page, "Coefficient").press("Enter");
  // 800 $ × 0.5 ct / 1.08 = 370.37037... -> 370.38; × 2 = 740.76.
  const saphir = lignes.filter({ hasText: "Saphir e2e" });
  await expect(saphir).toContainText("370,38 €");
  await expect(saphir).toContainText("740,76 €");
  await expect(lignes).toHaveCount(avant === 0 ? 2 : avant + 1);

  // The same description replaces the line.
  await field(page, "Description").fill("saphir E2E");
  for (const [label, value] of [
    ["Quantité", "2"],
    ["Poids (ct)", "1"],
    ["Prix / ct", "100"],
    ["Coefficient", "1,5"],
  ] as const) {
    await field(page, label).fill(value);
  }
  await page.getByRole("button", { name: "Ajouter la pierre" }).click();
  await expect(notice(page, "remplacée")).toBeVisible();
  await expect(lignes.filter({ hasText: /saphir e2e/i })).toHaveCount(1);
  await expect(lignes.filter({ hasText: "saphir E2E" })).toContainText("150,00 €");

  // The tiers are shown, rounded to the ten.
  for (const tarif of ["Normal", "Très serré", "ATC", "Création", "SAV"]) {
    await expect(prix(page, tarif)).toContainText(/\d0,00\s€/);
  }

  // A client, then the printed quote.
  const client = page.getByRole("combobox", { name: "Client", exact: true });
  await client.click();
  await page.getByRole("listbox").getByRole("option").first().click();
  await expect(client).not.toHaveValue("");
  const popup = page.waitForEvent("popup");
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/devis/pdf") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Imprimer le devis interne" }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(Number(pdf.headers()["content-length"])).toBeGreaterThan(2000);
  // The PDF opens in a new tab, from a blob of the response.
  const onglet = await popup;
  await expect.poll(() => onglet.url()).toMatch(/^blob:/);
  await onglet.close();

  // The client quote: the product's description (editable), the chosen tier, no cost.
  await expect(field(page, "Description (devis client)")).not.toHaveValue("");
  await field(page, "Description (devis client)").fill("Solitaire e2e, saphir");
  await field(page, "Tarif du devis client").selectOption("atc");
  const popupClient = page.waitForEvent("popup");
  const [pdfClient] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/api/devis/pdf") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Imprimer le devis client" }).click(),
  ]);
  expect(pdfClient.status()).toBe(200);
  expect(pdfClient.headers()["content-disposition"]).toContain("devis-client.pdf");
  expect(pdfClient.request().postDataJSON()).toMatchObject({
    modele: "client",
    tarif: "atc",
    description: "Solitaire e2e, saphir",
  });
  const ongletClient = await popupClient;
  await expect.poll(() => ongletClient.url()).toMatch(/^blob:/);
  await ongletClient.close();

  // Réinitialiser empties the quote; its message can undo it.
  await page.getByRole("button", { name: "Réinitialiser" }).click();
  await expect(field(page, "Poids (mg)")).toHaveValue("");
  await expect(page.getByText("Aucune pierre dans le devis.")).toBeVisible();
  await notice(page, "Devis réinitialisé").getByRole("button", { name: "Annuler" }).click();
  await expect(lignes.filter({ hasText: "saphir E2E" })).toBeVisible();
});
