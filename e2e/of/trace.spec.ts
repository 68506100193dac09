import { expect, test } from "@playwright/test";
import { EditOfPage } from "../pages/EditOfPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { TraceOfPage } from "../pages/TraceOfPage.ts";

test("/of/tracer: save after a change; the unsaved-changes question on changing OF and leaving", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  const edit = new EditOfPage(page);
  const trace = new TraceOfPage(page);
  const n = await edit.ofAuStatut(200);
  const autre = await edit.ofAuStatut(500);
  await trace.open(n);

  // Save is enabled only after a change; the weight is required.
  await expect(trace.saveButton()).toBeDisabled();
  await trace.field("Poids (g)").fill("");
  await trace.saveButton().click();
  await expect(page.getByText("Le poids est obligatoire.")).toBeVisible();
  await trace.field("Poids (g)").fill("5,125");
  await trace.field("Nom de la ligne").fill("E2E LIGNE");
  await trace.field("Commentaire SAV").fill("SAV E2E");
  await trace.saveButton().click();
  await expect(page.getByRole("alert").filter({ hasText: "OF enregistré" })).toBeVisible();
  await expect(trace.saveButton()).toBeDisabled();
  await expect(trace.field("Poids (g)")).toHaveValue("5,125");
  await expect(trace.field("Commentaire SAV")).toHaveValue("SAV E2E");

  // The history under the form: the workshop lines, and who changed what just now.
  const historique = trace.historique();
  await expect(historique.getByRole("heading", { name: "Atelier et serti" })).toBeVisible();
  const modif = historique.getByRole("table", { name: "Modifications" }).getByRole("row").nth(1);
  await expect(modif).toContainText("bureau");
  await expect(modif).toContainText("OF (modification)");
  await expect(modif).toContainText("Commentaire SAV : — → SAV E2E");
  await expect(modif).toContainText("Nom de la ligne");

  // Imprimer la fiche opens the OF sheet PDF.
  const fiche = await trace.ouvrirPdf(
    page.getByRole("button", { name: "Imprimer la fiche" }),
    new RegExp(`/api/of/print/fiche\\?ofs=${n}$`),
  );
  expect(fiche.status()).toBe(200);
  expect(fiche.headers()["content-type"]).toBe("application/pdf");

  // A change, then another OF: the question; Annuler keeps the OF and the change.
  await trace.field("Réf. client").fill("E2E-TRACE");
  await trace.chooseOf(autre);
  await expect(trace.question()).toBeVisible();
  await trace.question().getByRole("button", { name: "Annuler" }).click();
  await expect(page.getByText(`OF n° ${n} —`)).toBeVisible();
  await expect(trace.field("Réf. client")).toHaveValue("E2E-TRACE");

  // Leaving through the menu asks too; Ne pas enregistrer leaves without saving.
  await new Shell(page).open("OF", "Liste et édition OF");
  await expect(trace.question()).toBeVisible();
  await trace.question().getByRole("button", { name: "Ne pas enregistrer" }).click();
  await expect(page).toHaveURL(/\/of\/edit$/);
  const saved = await (await page.request.get(`/api/of/${n}`)).json();
  expect(saved.refClt).not.toBe("E2E-TRACE");
  expect(saved.poids).toBe("5.125");
});

test("/of/tracer: the browser's Back button asks too", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  const n = await new EditOfPage(page).ofAuStatut(200);
  const trace = new TraceOfPage(page);
  // Reached inside the app (no page load), so Back is a move the router can hold.
  await new Shell(page).open("OF", "Tracer OF");
  await trace.chooseOf(n);
  await expect(page.getByText(`OF n° ${n} —`)).toBeVisible();
  await trace.field("Réf. client").fill("E2E-RETOUR");
  await page.goBack();
  await expect(trace.question()).toBeVisible();
  await trace.question().getByRole("button", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/of\/tracer/);
  await expect(trace.field("Réf. client")).toHaveValue("E2E-RETOUR");
});

test("/of/tracer: an invoiced OF is locked, and the API refuses a forced change", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  const n = await new EditOfPage(page).ofAuStatut(600);
  const trace = new TraceOfPage(page);
  await trace.open(n);
  await expect(page.getByText("L'Of n'est plus éditable")).toBeVisible();
  await expect(trace.field("Poids (g)")).toBeDisabled();
  await expect(trace.field("Prix de vente HT")).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Labo" })).toBeDisabled();
  await expect(trace.saveButton()).toHaveCount(0);

  // Its invoice is in the history, with the invoice PDF.
  const facture = trace
    .historique()
    .getByRole("button", { name: /^Facture n° \d+/ })
    .first();
  await expect(facture).toBeVisible();
  const pdf = await trace.ouvrirPdf(facture, /\/api\/facturation\/factures\/pdf\?ids=\d+&canal=/);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  const before = await (await page.request.get(`/api/of/${n}`)).json();
  const forced = await page.request.put(`/api/of/${n}/trace`, {
    data: { statut: 50, poids: "1", idStade: 2, typTransp: 1, prixFact: "1" },
  });
  expect(forced.status()).toBe(409);
  expect((await forced.json()).message).toBe("L'Of n'est plus éditable ");
  expect(await (await page.request.get(`/api/of/${n}`)).json()).toEqual(before);
});
