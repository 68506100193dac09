import { expect, type Page, test } from "@playwright/test";
import { formatEuro, totauxDocument } from "../../packages/domain/src/index.ts";
import {
  aFacturer,
  CLIENTS_SPECIAUX,
  type ClientApi,
  clientsLibres,
  ofPret,
  ofPretSansPrix,
} from "../helpers/of-pret.ts";
import { pdftotext } from "../helpers/pdftotext.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const MENTIONS = [
  "Pas d'escompte pour paiement anticipé",
  "Pénalités de retard : 3 fois le taux d'intérêt légal",
  "Indemnité forfaitaire pour frais de recouvrement : 40 €",
  "SIREN 123456782",
  "SIRET 12345678200010",
  "N° TVA intracommunautaire",
];

/** A PDF's text with every run of white space as one space (lines wrap where the layout decides). */
const aplati = (s: string) => s.replace(/\s+/g, " ");

async function textePdf(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  return aplati(pdftotext(await res.body()));
}

function expectContient(texte: string, attendus: readonly string[]) {
  for (const a of attendus) expect(texte).toContain(aplati(a));
}

/** "Total TTC<tab>1 234,56 €" as the invoice's totals table reads. */
const totaux = (t: ReturnType<typeof totauxDocument>) => [
  `Port HT\t${formatEuro(t.port)}`,
  `Total HT\t${formatEuro(t.totalHt)}`,
  `Total TTC\t${formatEuro(t.totalTtc)}`,
];

test("/livraion: invoice groups (port 23, port offered, alternate channel, reservation) and read their PDFs", async ({
  page,
}) => {
  const livraison = new LivraisonPage(page);
  await new LoginPage(page).loginAs("bureau");
  const [c23, cOffert] = await clientsLibres(page.request, 2);
  if (!c23 || !cOffert) throw new Error("pas assez de clients libres dans la démo");
  const of23 = await ofPret(page.request, c23.id, "450");
  const ofOffert = await ofPret(page.request, cOffert.id, "300");
  const groupes = await aFacturer(page.request);
  const alt = groupes.find((g) => g.canalAlternatif);
  const resa = groupes.find((g) => !g.canalAlternatif && g.lignes.some((l) => l.ofReservation !== null));
  if (!alt || !resa)
    throw new Error("la démo doit avoir un groupe du canal alternatif et une réservation à facturer");
  // One invoice each (one due term): the PDF's totals are the group's.
  expect([alt.nbFactures, resa.nbFactures]).toEqual([1, 1]);
  const clients = (await (await page.request.get("/api/admin/clients")).json()) as ClientApi[];
  const canal = clients.find((c) => c.id === CLIENTS_SPECIAUX[1]);

  await new Shell(page).open("Facturation", "Facturation");
  await expect(page).toHaveURL(/\/livraion$/);
  await expect(livraison.heading()).toBeVisible();

  // The Tracer button of a row opens the OF's trace in a dialog.
  const g23 = livraison.groupeDe(of23);
  await g23.getByRole("button", { name: `Tracer l'OF ${of23}` }).click();
  const trace = page.getByRole("dialog", { name: `Tracer OF ${of23}` });
  await expect(trace.getByText(`OF n° ${of23}`)).toBeVisible();
  await trace.getByRole("button", { name: "Fermer" }).click();
  await expect(trace).toBeHidden();

  // Under 1000 the port defaults to 23; a negative port is refused before any question.
  await expect(livraison.port(g23)).toHaveValue("23,00");
  await expect(g23).toContainText(`Total HT : ${formatEuro("450")}`);
  await livraison.port(g23).fill("-5");
  await g23.getByRole("button", { name: "Facturer" }).click();
  await expect(
    g23.getByText("Le port doit être un nombre supérieur ou égal à 0 (2 décimales au plus)."),
  ).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();
  await livraison.port(g23).fill("23");
  const b23 = await livraison.facturer(g23);
  await expect(g23).toHaveCount(0);
  const [n23] = await livraison.numeros(b23);
  const pdf23 = await textePdf(page, await livraison.lienPdf(b23));
  expectContient(pdf23, [
    ...MENTIONS,
    `N° F${n23}`,
    c23.nomAgence,
    `E2E-${of23}`,
    ...totaux(totauxDocument(["450"], "23", "20")),
  ]);

  // Offrir Port sets 0; Enter in the port field asks the same question.
  const gOffert = livraison.groupeDe(ofOffert);
  await expect(livraison.port(gOffert)).toHaveValue("23,00");
  await gOffert.getByRole("button", { name: "Offrir Port" }).click();
  await expect(livraison.port(gOffert)).toHaveValue("0");
  const bOffert = await livraison.facturer(gOffert, "entree");
  await expect(gOffert).toHaveCount(0);
  const pdfOffert = await textePdf(page, await livraison.lienPdf(bOffert));
  expectContient(pdfOffert, [...MENTIONS, ...totaux(totauxDocument(["300"], "0", "20"))]);

  // The alternate channel: invoiced to its client at the discounted price, in its own series.
  const premierAlt = alt.lignes[0]!.numSachet;
  const gAlt = livraison.groupeDe(premierAlt);
  await expect(gAlt).toContainText("Canal alternatif");
  const bAlt = await livraison.facturer(gAlt);
  await expect(gAlt).toHaveCount(0);
  const [nAlt] = await livraison.numeros(bAlt);
  const urlAlt = await livraison.lienPdf(bAlt);
  expect(urlAlt).toContain("canal=alternatif");
  const pdfAlt = await textePdf(page, urlAlt);
  const totalAlt = totauxDocument(
    alt.lignes.map((l) => l.totalHt),
    alt.portDefaut,
    alt.lignes[0]!.tauxTva,
  );
  expectContient(pdfAlt, [...MENTIONS, `N° FX${nAlt}`, `${canal?.nomAgence}`, ...totaux(totalAlt)]);
  expectContient(pdfAlt, [formatEuro(alt.lignes[0]!.prixUHt)]);

  // A reservation: the stock piece is delivered (and invoiced) with its order.
  const ligneResa = resa.lignes.find((l) => l.ofReservation !== null)!;
  const gResa = livraison.groupeDe(ligneResa.numSachet);
  await expect(gResa).toContainText(`Pièce de stock réservée : OF ${ligneResa.ofReservation}`);
  const bResa = await livraison.facturer(gResa);
  await expect(gResa).toHaveCount(0);
  const pdfResa = await textePdf(page, await livraison.lienPdf(bResa));
  expectContient(pdfResa, [...MENTIONS, `Pièce de stock : OF ${ligneResa.ofReservation}`]);
  const piece = await (await page.request.get(`/api/of/${ligneResa.ofReservation}`)).json();
  expect(piece.statut).toBe(600);

  // All four invoicings are listed with their PDFs; the list no longer holds their OFs.
  await expect(page.getByRole("status", { name: "Factures enregistrées" }).getByRole("alert")).toHaveCount(4);
  const restants = (await aFacturer(page.request)).flatMap((g) => g.lignes.map((l) => l.numSachet));
  for (const n of [of23, ofOffert, premierAlt, ligneResa.numSachet]) expect(restants).not.toContain(n);
});

test("/livraion: an OF without price is named before Facturer; Tracer from there gives it one", async ({
  page,
}) => {
  const livraison = new LivraisonPage(page);
  await new LoginPage(page).loginAs("bureau");
  const [client] = await clientsLibres(page.request, 1);
  if (!client) throw new Error("pas de client libre dans la démo");
  const n = await ofPretSansPrix(page.request, client.id);
  await new Shell(page).open("Facturation", "Facturation");
  const groupe = livraison.groupeDe(n);
  await expect(
    groupe.getByText(`L'OF ${n} n'a pas de prix : donnez-lui un prix (Tracer) avant de facturer.`),
  ).toBeVisible();
  await expect(groupe.getByRole("button", { name: "Facturer" })).toBeDisabled();

  await groupe.getByRole("button", { name: `Donner un prix à l'OF ${n}` }).click();
  const dialog = page.getByRole("dialog", { name: `Tracer OF ${n}` });
  await dialog.getByRole("textbox", { name: "Prix de vente HT" }).fill("275,5");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  // The list is read again after the save, the dialog still open.
  await expect(groupe.getByText(`L'OF ${n} n'a pas de prix`)).toHaveCount(0);
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(groupe.getByRole("button", { name: "Facturer" })).toBeEnabled();
  await expect(groupe).toContainText(formatEuro("275.50"));
});
