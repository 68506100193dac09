import { expect, type Page, test } from "@playwright/test";
import { SIREN_NON_JOIGNABLE } from "../helpers/fake-plateforme/index.ts";
import { clientsLibres, ofPret } from "../helpers/of-pret.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { FAKE_PLATEFORME } from "../playwright.config.ts";

/** A SIREN the fake platform's Directory knows with a line: that client receives e-invoices. */
const SIREN = "552100554";

/**
 * Logged in as bureau: a free demo client given `siren` (as the office types it on /client; the invoice
 * copies it: BT-47, BT-49), an OF ready for it, invoiced on /livraison. Returns the client, its record
 * and the invoice's number.
 */
async function facturerClientAvecSiren(page: Page, siren: string) {
  await new LoginPage(page).loginAs("bureau");
  const [client] = await clientsLibres(page.request, 1);
  if (!client) throw new Error("pas de client libre dans la démo");
  const fiche = await (await page.request.get(`/api/admin/clients/${client.id}`)).json();
  const maj = await page.request.put(`/api/admin/clients/${client.id}`, {
    data: { ...fiche, siren, numTva: "" },
  });
  expect(maj.status()).toBe(200);
  const of = await ofPret(page.request, client.id, "450");

  await new Shell(page).open("Facturation", "Facturation");
  const livraison = new LivraisonPage(page);
  const [numero] = await livraison.numeros(await livraison.facturer(livraison.groupeDe(of)));
  if (numero === undefined) throw new Error("aucun numéro de facture");
  return { client, fiche: fiche as { nomAgence: string }, numero };
}

test("e-invoicing: an invoice issued on /livraison reaches the platform, is made available, then approved", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { numero } = await facturerClientAvecSiren(page, SIREN);
  // The buyer's platform stops at Mise à disposition until the buyer decides.
  await page.request.post(`${FAKE_PLATEFORME}/_fake/parcours`, {
    data: { trackingId: String(numero), statuts: [{ code: 201 }, { code: 202 }, { code: 203 }] },
  });

  await new Shell(page).open("Compta", "Facturation électronique");
  await expect(page.getByRole("heading", { name: "Facturation électronique", level: 1 })).toBeVisible();
  // The row names the invoice as /compta and its PDF print it; the trackingId sent is in its details.
  const ligne = page.getByRole("row").filter({ hasText: `F${numero}` });
  await expect(async () => {
    await page.reload();
    await expect(ligne).toContainText("Mise à disposition", { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(ligne).toContainText("Acquittée par la plateforme");
  await ligne.getByRole("button", { name: `Détails de la ligne F${numero}` }).click();
  const details = page.locator("dl").filter({ hasText: "Identifiant de suivi" });
  await expect(details).toContainText(`Identifiant de suivi${numero}`);
  await page.keyboard.press("Escape");

  // The buyer approves it.
  await page.request.post(`${FAKE_PLATEFORME}/_fake/statut`, {
    data: { trackingId: String(numero), code: 205 },
  });
  await expect(async () => {
    await page.reload();
    await expect(ligne).toContainText("Approuvée", { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });

  // Paid: recorded Encaissée, and sent back to the platform.
  await ligne.getByRole("button", { name: "Encaissée" }).click();
  await expect(
    page.getByText(`Facture ${numero} encaissée : statut transmis à la plateforme.`),
  ).toBeVisible();
  await expect(ligne).toContainText("Encaissée");
});

test("e-invoicing: an invoice refused by its buyer reads Refusée on /compta, which offers its credit note prefilled", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { client, numero } = await facturerClientAvecSiren(page, SIREN);
  // The buyer refuses it once it is made available: VAT rate wrong.
  await page.request.post(`${FAKE_PLATEFORME}/_fake/parcours`, {
    data: {
      trackingId: String(numero),
      statuts: [{ code: 202 }, { code: 203 }, { code: 210, motif: "TX_TVA_ERR", commentaire: "Taux faux" }],
    },
  });

  await new Shell(page).open("Compta", "Comptabilité");
  const factures = page.getByRole("region", { name: "Factures" });
  const ligne = factures.getByRole("row").filter({ hasText: `F${numero}` });
  // The invoices the buyer refused (the filter lists Refusée among the first).
  await factures.getByLabel("Statut plateforme (factures)").click();
  await page.getByRole("option", { name: "Refusée", exact: true }).click();
  await expect(async () => {
    await page.getByRole("button", { name: "Afficher" }).click();
    await expect(ligne).toContainText("Refusée", { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });

  await ligne.getByRole("link", { name: "Faire l'avoir" }).click();
  await expect(page).toHaveURL(new RegExp(`/avoir\\?client=${client.id}&facture=${numero}$`));
  const dialogue = page.getByRole("dialog", { name: "Nouvel avoir" });
  await expect(dialogue.getByLabel("Désignation")).toHaveValue(`Annulation de la facture N° F${numero}`);
  await expect(dialogue.getByLabel("Facture corrigée")).toHaveValue(new RegExp(`^N° F${numero} du `));
  await expect(dialogue.getByLabel("Total HT")).not.toHaveValue("");
});

test("e-invoicing: a buyer without a Directory line is flagged on /client once its invoice could not be addressed", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { fiche } = await facturerClientAvecSiren(page, SIREN_NON_JOIGNABLE);

  // Once the worker found no Directory line for its SIREN, the client's record says so.
  const avis = page.getByRole("alert").filter({ hasText: "ne reçoit pas encore" });
  await expect(async () => {
    await page.goto("/client");
    await page.getByLabel("Rechercher un client").fill(fiche.nomAgence);
    await page.getByRole("treeitem", { name: fiche.nomAgence }).first().click();
    await expect(page.getByLabel("SIREN", { exact: true })).toHaveValue(SIREN_NON_JOIGNABLE, {
      timeout: 5_000,
    });
    await expect(avis).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(avis).toContainText(
    "Le client ne reçoit pas encore de factures électroniques (aucune ligne d'annuaire pour son SIREN). Constaté le ",
  );
});
