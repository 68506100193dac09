import { expect, test } from "@playwright/test";
import { formatEuro, MENTION_AUTOLIQUIDATION } from "../../packages/domain/src/index.ts";
import { clientsLibres, ofPret } from "../helpers/of-pret.ts";
import { pdftotext } from "../helpers/pdftotext.ts";
import { ClientPage } from "../pages/ClientPage.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { TraceOfPage } from "../pages/TraceOfPage.ts";

const aplati = (s: string) => s.replace(/\s+/g, " ");

/**
 * Reverse charge on gold material (issue 18 point 2): the OF's VAT rate set to "Autoliquidation" in
 * the Trace OF by keyboard, the invoice made on /livraion, its PDF read by pdftotext: "Autoliquidation",
 * no VAT, the legal mention, TTC = HT.
 */
test("an OF invoiced under Autoliquidation prints no VAT and the legal mention", async ({ page }) => {
  test.setTimeout(120_000);
  await new LoginPage(page).loginAs("bureau");
  const shell = new Shell(page);
  // The last free client: the other journeys take the first ones.
  const client = (await clientsLibres(page.request, 50)).at(-1);
  if (!client) throw new Error("pas de client libre dans la démo");

  // The buyer pays the VAT: its record carries its VAT number.
  await shell.open("Administration", "Clients");
  const fiche = new ClientPage(page);
  await fiche.ouvrir(client.nomAgence);
  await fiche.saisirFacturation({
    siren: "303 265 045",
    numTva: "FR40 303 265 045",
    delai: "Paiement à 30 jours fin de mois",
    email: "achats@exemple.fr",
    iban: "FR76 3000 6000 0112 3456 7890 189",
    bic: "BNPAFRPP",
    banque: "BNP Paribas",
    banqueVille: "Paris",
  });
  await expect(page.getByRole("alert").filter({ hasText: "Client enregistré" })).toBeVisible();

  // The Trace OF: the VAT rate picked by keyboard, saved.
  const n = await ofPret(page.request, client.id, "1250");
  const trace = new TraceOfPage(page);
  await trace.open(n);
  const tva = page.getByRole("combobox", { name: "TVA" });
  await expect(tva).toHaveText("Taux par défaut");
  await tva.focus();
  await tva.press("Enter");
  const options = page.getByRole("listbox");
  await expect(options.getByRole("option", { name: "Autoliquidation" })).toBeVisible();
  const focalise = () => page.evaluate(() => document.activeElement?.textContent ?? "");
  for (let i = 0; i < 6 && (await focalise()) !== "Autoliquidation"; i++)
    await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(tva).toHaveText("Autoliquidation");
  await trace.saveButton().click();
  await expect(page.getByRole("alert").filter({ hasText: "OF enregistré" })).toBeVisible();
  await expect(trace.saveButton()).toBeDisabled();
  await trace.open(n);
  await expect(page.getByRole("combobox", { name: "TVA" })).toHaveText("Autoliquidation");

  // /livraion: the line says Autoliquidation; Facturer; the PDF.
  await shell.open("Facturation", "Facturation");
  const livraison = new LivraisonPage(page);
  const groupe = livraison.groupeDe(n);
  await expect(groupe.getByRole("row").filter({ hasText: String(n) })).toContainText("Autoliquidation");
  await livraison.port(groupe).fill("0");
  const banniere = await livraison.facturer(groupe);
  const res = await page.request.get(await livraison.lienPdf(banniere));
  expect(res.status()).toBe(200);
  const texte = aplati(pdftotext(await res.body()));
  expect(texte).toContain(`Total HT ${aplati(formatEuro("1250"))}`);
  expect(texte).toContain(`Autoliquidation ${aplati(formatEuro("0"))}`);
  expect(texte).toContain(`Total TTC ${aplati(formatEuro("1250"))}`);
  expect(texte).toContain(aplati(MENTION_AUTOLIQUIDATION));
  expect(texte).not.toMatch(/TVA 20,00/);
});
