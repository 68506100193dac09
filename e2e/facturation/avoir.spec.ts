import { expect, test } from "@playwright/test";
import { texteLigneDuPdf as pdfText } from "../../packages/server/test/helpers/pdf-texte.ts";
import { AvoirPage, clientAvecDeuxFactures, clientAvecFacture } from "../pages/AvoirPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/avoir: create a credit note on a picked invoice, confirmed, see it listed, print it", async ({
  page,
}) => {
  const avoirs = new AvoirPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Facturation", "Avoirs");
  await expect(page).toHaveURL(/\/avoir$/);
  await expect(avoirs.heading()).toBeVisible();
  const { client, facture } = await clientAvecFacture(page, 1234.5);

  // The dialog checks its fields before sending.
  await avoirs.ouvrirCreation();
  await avoirs.dialog().getByRole("button", { name: "Enregistrer" }).click();
  await expect(avoirs.dialog().getByText("Désignation obligatoire.")).toBeVisible();
  await expect(avoirs.dialog().getByText("Total HT obligatoire.")).toBeVisible();

  // The corrected invoice is picked among the client's: none before a client is chosen.
  await expect(avoirs.dialog().getByRole("combobox", { name: "Facture corrigée" })).toBeDisabled();

  // A credit note can never change: Enter asks first, with its amount and client; Annuler saves nothing.
  const ref = `E2E-AV-${Date.now() % 1_000_000}`;
  const saisie = {
    client: client.nomAgence,
    ref,
    designation: "Retour pièce non conforme",
    totalHt: "1 234,5",
    facture: facture.idFact,
  };
  let question = await avoirs.creer(saisie);
  await expect(question).toContainText("1\u202f234,50\u00a0€ HT");
  await expect(question).toContainText(client.nomAgence);
  await expect(question).toContainText(`facture n° F${facture.idFact}`);
  await question.getByRole("button", { name: "Annuler" }).click();
  await expect(question).toBeHidden();
  await expect(avoirs.dialog()).toBeVisible();
  const facturePicker = avoirs.dialog().getByRole("combobox", { name: "Facture corrigée" });
  await facturePicker.press("Enter");
  question = avoirs.confirmation();
  await question.getByRole("button", { name: "Créer l'avoir" }).click();
  await expect(avoirs.dialog()).toBeHidden();
  // Said once, with a link to its PDF.
  const notice = page.getByRole("alert").filter({ hasText: /Avoir créé n° AV\d+/ });
  await expect(notice).toHaveCount(1);
  await expect(notice.getByRole("button", { name: "Ouvrir le PDF" })).toBeVisible();
  const numero = Number((await notice.innerText()).match(/n° AV(\d+)/)?.[1]);

  // Listed first (newest first), with its number, client, amount in French.
  const ligne = avoirs.row(ref);
  await expect(ligne).toHaveCount(1);
  await expect(ligne).toContainText(`AV${numero}`);
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
    `AVOIR N° AV${numero}`,
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

test("/avoir: a global rebate picks several invoices of the client by their identifier, by keyboard", async ({
  page,
}) => {
  const avoirs = new AvoirPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Facturation", "Avoirs");
  const { client, factures } = await clientAvecDeuxFactures(page, 10);
  const [a, b] = factures;
  const ref = `E2E-REM-${Date.now() % 1_000_000}`;

  await avoirs.ouvrirCreation();
  await expect(avoirs.dialog().getByRole("combobox", { name: "Factures de la remise" })).toBeDisabled();
  const question = await avoirs.creer({
    client: client.nomAgence,
    ref,
    designation: "Remise de fin d'année",
    totalHt: "20",
    remise: [a.idFact, b.idFact],
  });
  await expect(question).toContainText("20,00\u00a0€ HT");
  await expect(question).toContainText(`remise sur les factures n° F${a.idFact}, F${b.idFact}`);
  const [reponse] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith("/api/facturation/avoirs") && r.request().method() === "POST",
    ),
    question.getByRole("button", { name: "Créer l'avoir" }).click(),
  ]);
  expect(reponse.status()).toBe(201);
  expect(reponse.request().postDataJSON()).toMatchObject({ facturesRemise: [a.idFact, b.idFact] });
  await expect(avoirs.dialog()).toBeHidden();
  const notice = page.getByRole("alert").filter({ hasText: /Avoir créé n° AV\d+/ });
  await expect(notice).toHaveCount(1);

  // Listed with the invoices it cites, in number order.
  const [petite, grande] = [a.idFact, b.idFact].sort((x, y) => x - y);
  const ligne = avoirs.row(ref);
  await expect(ligne).toHaveCount(1);
  await expect(ligne).toContainText(`F${petite}, F${grande}`);
  await expect(ligne).toContainText("20,00\u00a0€");
});
