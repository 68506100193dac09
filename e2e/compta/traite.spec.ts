import { expect, test } from "@playwright/test";
import { texteLigneDuPdf as pdfText } from "../../packages/server/test/helpers/pdf-texte.ts";
import { clientAvecAdresse, libelle } from "../pages/AvoirPage.ts";
import { champDate, expectDate, saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { TraitePage } from "../pages/TraitePage.ts";

/** "2026-01-31" + n days, on calendar dates. */
function plusJours(iso: string, n: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

test("/traite: defaults, the missing-fields alert, a bill in 2 instalments and its lettre de change", async ({
  page,
}) => {
  const traite = new TraitePage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Traite client");
  await expect(page).toHaveURL(/\/traite$/);
  const client = await clientAvecAdresse(page);
  const prochain = (
    (await (await page.request.get("/api/compta/traites/prochain-effet")).json()) as {
      numEffet: number;
    }
  ).numEffet;

  // Spec 02 section 9: due 30 days after creation (today), the next effect number, one cut.
  const creationFr = await champDate(page, libelle("Date de création")).locator("input").inputValue();
  expect(creationFr).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const creation = creationFr.split("/").reverse().join("-");
  await expectDate(page, libelle("Échéance"), plusJours(creation, 30));
  await expect(traite.champ("N° Effet")).toHaveValue(String(prochain));
  await expect(traite.champ("Nb Découpe")).toHaveValue("1");
  // The due date follows the creation date until typed.
  await saisirDate(page, libelle("Date de création"), "2026-01-31");
  await expectDate(page, libelle("Échéance"), "2026-03-02");

  // Nothing saved without its required fields: the alert names them (it never fired in the old screens).
  await page.getByRole("button", { name: "Créer Traite" }).click();
  await expect(traite.alerte()).toHaveText("Il manque les variables suivantes : Client, Total TTC");

  await traite.choisirClient(client.nomAgence);
  await traite.champ("Total TTC").fill("1 000,01");
  await traite.champ("Nb Découpe").fill("2");
  // The instalments: exact cents, the remainder on the last, a month apart.
  await expect(traite.echeances()).toHaveCount(3);
  await expect(traite.echeances().nth(1)).toContainText(`${prochain}-1`);
  await expect(traite.echeances().nth(1)).toContainText("02/03/2026");
  await expect(traite.echeances().nth(1)).toContainText("500,00\u00a0€");
  await expect(traite.echeances().nth(2)).toContainText("02/04/2026");
  await expect(traite.echeances().nth(2)).toContainText("500,01\u00a0€");

  const { cree, pdf } = await traite.creer(() => page.getByRole("button", { name: "Créer Traite" }).click());
  // Said once, with a link to its PDF.
  const message = page.getByRole("alert").filter({ hasText: `Traite créée : effet n° ${prochain}` });
  await expect(message).toHaveCount(1);
  await expect(message.getByRole("button", { name: "Ouvrir le PDF" })).toBeVisible();
  await expect(traite.alerte()).toHaveCount(0);

  // The history lists it first (newest first): number, date, client, amount, due dates; reprinted.
  const historique = traite.historique();
  const ligne = historique
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Réimprimer l'effet ${prochain}` }) });
  await expect(ligne).toContainText(client.nomAgence);
  await expect(ligne).toContainText("31/01/2026");
  await expect(ligne).toContainText("1\u202f000,01\u00a0€");
  await expect(ligne).toContainText("02/03/2026, 02/04/2026");
  const reimpression = await traite.reimprimer(prochain);
  expect(reimpression).toBe(`/api/compta/traites/${cree.idTraite}/pdf`);

  // The lettre de change: one form per instalment, with every field of the LCR.
  const formes = pdfText(pdf).split("LETTRE DE CHANGE RELEVÉ").slice(1);
  expect(formes).toHaveLength(2);
  for (const [i, f] of formes.entries()) {
    for (const attendu of [
      `Échéance ${i + 1} / 2`,
      "L.C.R. seulement",
      "Montant pour contrôle",
      "À (lieu de création)",
      "31/01/2026",
      i === 0 ? "02/03/2026" : "02/04/2026",
      `${prochain}-${i + 1}`,
      i === 0 ? "500,00\u00a0€" : "500,01\u00a0€",
      i === 0 ? "cinq cents euros" : "cinq cents euros et un centime",
      "Nom et adresse du tiré",
      client.nomAgence,
      client.adresse,
      "Domiciliation",
      "Valeur en",
      "NE PAS ACCEPTER",
      "Signature du tireur",
    ]) {
      expect(f).toContain(attendu);
    }
  }

  // The form is ready for the next bill: the next number, no amount.
  await expect(traite.champ("N° Effet")).toHaveValue(String(prochain + 1));
  await expect(traite.champ("Total TTC")).toHaveValue("");
});

test("/traite_fournisseur: the alert, a bank and a supplier chosen, the bill and its lettre de change", async ({
  page,
}) => {
  const traite = new TraitePage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Traite fournisseur");
  await expect(page).toHaveURL(/\/traite_fournisseur$/);
  const [banque] = (await (await page.request.get("/api/compta/banques")).json()) as Array<{
    nom: string;
    codeBanque: string;
    codeGuichet: string;
    numCompte: string;
    cleRib: string;
    ville: string;
  }>;
  const [fournisseur] = (await (
    await page.request.get("/api/compta/traites-fournisseur/fournisseurs")
  ).json()) as Array<{
    raisonSoc: string;
  }>;
  if (!banque || !fournisseur) throw new Error("ni banque ni fournisseur dans la démo");

  await page.getByRole("button", { name: "Créer Traite" }).click();
  await expect(traite.alerte()).toHaveText(
    "Il manque les variables suivantes : Banque, Code banque, Code guichet, N° de compte, Clé RIB, Ville, " +
      "Fournisseur, Total TTC, N° Traite",
  );

  // The preset bank fills its details; the supplier its name.
  await traite.choisir("Choix de la banque", banque.nom);
  await expect(traite.champ("Banque")).toHaveValue(banque.nom);
  await expect(traite.champ("Code banque")).toHaveValue(banque.codeBanque);
  await expect(traite.champ("Clé RIB")).toHaveValue(banque.cleRib);
  await traite.choisir("Choix du fournisseur", fournisseur.raisonSoc);
  await expect(traite.champ("Fournisseur")).toHaveValue(fournisseur.raisonSoc);
  await traite.champ("Total TTC").fill("2 400");
  await traite.champ("N° Traite").fill("F-E2E-1");

  // Enter on the last field creates, as on every form.
  const { pdf } = await traite.creer(() => traite.champ("Nb Découpe").press("Enter"));
  await expect(page.getByRole("alert").filter({ hasText: "Traite créée : effet n° F-E2E-1" })).toBeVisible();
  const texte = pdfText(pdf);
  expect(texte.split("LETTRE DE CHANGE RELEVÉ")).toHaveLength(2);
  for (const attendu of [
    fournisseur.raisonSoc,
    "F-E2E-1",
    "2\u202f400,00\u00a0€",
    "deux mille quatre cents euros",
    banque.nom,
    banque.codeBanque,
    banque.codeGuichet,
    banque.numCompte,
    banque.cleRib,
    "Acceptation ou aval",
  ]) {
    expect(texte).toContain(attendu);
  }
});
