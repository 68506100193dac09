import { expect, test } from "@playwright/test";
import { texteLigneDuPdf as pdfText } from "../../packages/server/test/helpers/pdf-texte.ts";
import { AvoirPage, clientAvecAdresse } from "../pages/AvoirPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/avoir: create a credit note, see it listed with its number, print it", async ({ page }) => {
  const avoirs = new AvoirPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Facturation", "Avoirs");
  await expect(page).toHaveURL(/\/avoir$/);
  await expect(avoirs.heading()).toBeVisible();
  const client = await clientAvecAdresse(page);

  // The dialog checks its fields before sending.
  await avoirs.ouvrirCreation();
  await avoirs.dialog().getByRole("button", { name: "Enregistrer" }).click();
  await expect(avoirs.dialog().getByText("Désignation obligatoire.")).toBeVisible();
  await expect(avoirs.dialog().getByText("Total HT obligatoire.")).toBeVisible();

  // A wrong invoice number is named before saving.
  await avoirs.dialog().getByLabel("Facture corrigée (n°)").fill("999999");
  await expect(avoirs.dialog().getByText("Facture n° 999999 introuvable.")).toBeVisible();

  const ref = `E2E-AV-${Date.now() % 1_000_000}`;
  await avoirs.creer({
    client: client.nomAgence,
    ref,
    designation: "Retour pièce non conforme",
    totalHt: "1 234,5",
  });
  await expect(avoirs.dialog()).toBeHidden();
  const notice = page.getByRole("alert").filter({ hasText: /^Avoir créé n° \d+$/ });
  await expect(notice).toBeVisible();
  const numero = Number((await notice.innerText()).match(/\d+/)?.[0]);

  // Listed first (newest first), with its number, client, amount in French.
  const ligne = avoirs.row(ref);
  await expect(ligne).toHaveCount(1);
  await expect(ligne).toContainText(String(numero));
  await expect(ligne).toContainText(client.nomAgence);
  await expect(ligne).toContainText("1\u202f234,50\u00a0€");

  // Imprimer: the selected credit note opens as a PDF in a new tab.
  await ligne.getByRole("checkbox").check();
  const popup = page.waitForEvent("popup");
  const [reponse] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/facturation/avoirs/pdf?ids=${numero}`)),
    page.getByRole("button", { name: "Imprimer" }).click(),
  ]);
  expect(reponse.status()).toBe(200);
  expect(reponse.headers()["content-type"]).toBe("application/pdf");
  const onglet = await popup;
  await expect.poll(() => onglet.url()).toMatch(/^blob:/);
  await onglet.close();

  // Chromium keeps no body of a fetched blob: the same URL is asked again through the session.
  const texte = pdfText(await (await page.request.get(reponse.url())).body());
  for (const attendu of [
    `AVOIR N° ${numero}`,
    client.nomAgence,
    client.adresse,
    `Référence : ${ref}`,
    "Retour pièce non conforme",
    "Total HT 1\u202f234,50\u00a0€",
    "TVA 20,00\u00a0% 246,90\u00a0€",
    "Total TTC 1\u202f481,40\u00a0€",
  ]) {
    expect(texte).toContain(attendu);
  }
});
