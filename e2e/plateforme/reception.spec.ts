import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { FAKE_PLATEFORME } from "../playwright.config.ts";

/**
 * Issue 30 point 5 (reception): a refiner's invoice arrives through the fake platform, is matched to its
 * gold movement (weight, titre, date) with the differences shown, approved (205) by keyboard, and the
 * CDAR carrying 205 goes back to the platform; the approved invoice is in the purchases journal AC.
 *
 * The refiner's sample CII, sold by the demo's refiner ("Affinerie Cookson-Clal") for 100,400 g of
 * 750 wire at 62,50 €/g: 6 275,00 HT, 1 255,00 VAT, 7 530,00 TTC, dated 20/11/2026; the office had
 * recorded the purchase on /gold-form on 10/11/2026, 100,400 g at 750 (75,30 g fine): weight and titre
 * agree, the date is 10 days off.
 */
const SIREN = "552100554";
const NUMERO = "OIL-2026-0457";
const FOURNISSEUR = "Affinerie Cookson-Clal";

function factureCii(): Buffer {
  const xml = readFileSync(
    resolve(import.meta.dirname, "../helpers/fake-plateforme/fournisseurs/affinerie-fil-750.xml"),
    "utf8",
  )
    .replace("AFN-2026-0457", NUMERO)
    .replace("<ram:Name>Affinerie du Nord</ram:Name>", `<ram:Name>${FOURNISSEUR}</ram:Name>`)
    .replace(">100.000<", ">100.400<")
    .replaceAll("6250.00", "6275.00")
    .replaceAll("1250.00", "1255.00")
    .replaceAll("7500.00", "7530.00");
  return Buffer.from(xml);
}

test("reception: a refiner's invoice matched to its gold movement, approved by keyboard, its CDAR sent", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new LoginPage(page).loginAs("bureau");

  // The purchase as the office recorded it on /gold-form.
  const fournisseurs: { id: number; raisonSoc: string }[] = await (
    await page.request.get("/api/fournisseurs")
  ).json();
  const four = fournisseurs.find((f) => f.raisonSoc === FOURNISSEUR);
  if (!four) throw new Error(`${FOURNISSEUR} absent de la démo`);
  const achat = await page.request.post("/api/metal/gold-form", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      date: "2026-11-10",
      fournisseurId: String(four.id),
      metalId: "1",
      poids: "100.4",
      titre: 750,
      prixGramme: "62,5",
      numDocument: "BL-OIL-1110",
    },
  });
  expect(achat.status(), await achat.text()).toBe(201);

  // The refiner's invoice arrives on its platform; Écrin takes it at its next round (every second).
  const depot = await page.request.post(`${FAKE_PLATEFORME}/_fake/flux-fournisseurs`, {
    multipart: {
      flowSyntax: "CII",
      file: { name: `${NUMERO}.xml`, mimeType: "application/xml", buffer: factureCii() },
    },
  });
  expect(depot.status()).toBe(201);
  await expect(async () => {
    const r = await page.request.get(`/api/achats/factures?q=${NUMERO}`);
    expect((await r.json()).total).toBe(1);
  }).toPass({ timeout: 30_000 });

  await new Shell(page).open("Compta", "Factures fournisseurs");
  await expect(page.getByRole("heading", { name: "Factures fournisseurs", level: 1 })).toBeVisible();
  // The office types the supplier's SIREN: the list keeps that supplier's invoices.
  const sirenChamp = page.getByLabel("SIREN du fournisseur");
  await sirenChamp.focus();
  await page.keyboard.type("552 100");
  await expect(page.getByText("Le SIREN du fournisseur a 9 chiffres.")).toBeVisible();
  await page.keyboard.type(" 554");
  await expect(page.getByText("Le SIREN du fournisseur a 9 chiffres.")).toBeHidden();
  const ligne = page.getByRole("row").filter({ hasText: NUMERO });
  await expect(ligne).toContainText(SIREN);
  await expect(ligne).toContainText(FOURNISSEUR);
  await expect(ligne).toContainText("7 530,00");
  await expect(ligne).toContainText("Écarts");
  await ligne.click();

  const detail = page.getByRole("region", { name: "Facture fournisseur" });
  await expect(detail).toContainText(`${FOURNISSEUR} — ${NUMERO}`);
  const rapprochement = detail.getByRole("region", { name: "Rapprochement" });
  await expect(rapprochement).toContainText("Rapprochement (Métal) : Écarts");
  await expect(rapprochement).toContainText(
    "Ligne 1 ↔ Achat or 750/1000 - doc BL-OIL-1110 du 2026-11-10 : date facturé 2026-11-20, Écrin 2026-11-10",
  );

  // Approuver, by keyboard.
  await detail.getByRole("button", { name: "Approuver", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText(`Facture ${NUMERO} : Approuvée.`)).toBeVisible();
  await expect(detail.getByRole("button", { name: "Approuver", exact: true })).toHaveCount(0);
  await expect(detail).toContainText(/Écriture n° \d+ du journal des achats/);

  // The CDAR 205 leaves for the platform after commit; the decision then reads "transmise".
  await expect(async () => {
    const etat = await (await page.request.get(`${FAKE_PLATEFORME}/_fake/etat`)).json();
    expect(etat.flux.filter((f: { flowSyntax: string }) => f.flowSyntax === "CDAR").length).toBeGreaterThan(
      0,
    );
  }).toPass({ timeout: 30_000 });
  await expect(async () => {
    await page.reload();
    await page.getByLabel("SIREN du fournisseur").fill(SIREN);
    await page.getByRole("row").filter({ hasText: NUMERO }).click();
    await expect(page.getByRole("region", { name: "Décisions" })).toContainText(
      "Approuvée · bureau · transmise",
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 30_000 });

  // Approved, it is in the purchases journal AC of the accounting export.
  // Dated on the day of its approval (the day before and after, whatever the time zone).
  const jour = (decalage: number) => new Date(Date.now() + decalage * 86_400_000).toISOString().slice(0, 10);
  const fec = await (
    await page.request.get(`/api/compta/export/fec?debut=${jour(-1)}&fin=${jour(1)}`)
  ).text();
  const ac = fec.split("\r\n").filter((l) => l.includes(`Facture ${NUMERO}`));
  expect(ac.map((l) => l.split("|").slice(4, 6).concat(l.split("|").slice(11, 13)))).toEqual([
    ["40100000", "Fournisseurs", "0,00", "7530,00"],
    ["60110000", "Achats metaux precieux", "6275,00", "0,00"],
    ["44566000", "TVA deductible sur ABS", "1255,00", "0,00"],
  ]);
});
