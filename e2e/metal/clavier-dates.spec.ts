import { expect, test } from "@playwright/test";
import { clientAvecAdresse } from "../pages/AvoirPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { MouvementsOrPage } from "../pages/MouvementsOrPage.ts";
import { TraitePage } from "../pages/TraitePage.ts";

/**
 * Issue 28.3: by keyboard only, Enter goes through every field, the date fields included, and a space
 * typed in a date is a separator. A CLAL gold movement recorded on /mouvements_or, then the bill of
 * exchange issued on /traite (client, dates, amount, instalments) by keyboard alone.
 */
test("un mouvement d'or saisi au clavier seul : la date avec des espaces, Entrée jusqu'à l'enregistrement", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/mouvements_or");
  const m = new MouvementsOrPage(page);
  await expect(m.tab("CLAL")).toHaveAttribute("aria-selected", "true");
  const date = m.form().getByRole("group", { name: /^Date/ });
  // The date holds the focus as the page opens: no click.
  await expect(date.getByRole("spinbutton", { name: "Jour" })).toBeFocused();
  // Typed with spaces: the day stays 02, never 00.
  await page.keyboard.type("02 11 2026");
  await expect(date.locator("input")).toHaveValue("02/11/2026");
  await page.keyboard.press("Enter");
  await expect(m.field("Désignation")).toBeFocused();
  await page.keyboard.type("Clavier seul");
  await page.keyboard.press("Enter");
  await expect(m.form().getByRole("combobox", { name: "Métal" })).toBeFocused();
  // The metal already chosen: Enter opens the list, Enter keeps it and goes on.
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(m.field("Entrée Or Fin")).toBeFocused();
  await page.keyboard.type("1,25");
  // Enter through the last fields: the last one records the movement.
  await page.keyboard.press("Enter");
  await expect(m.field("Sortie Or 750")).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(m.field("Sortie Or Fin")).toBeFocused();
  await page.keyboard.press("Enter");
  // Saved, and it says so once; the ledger shows the page the new row is on (issue 28.5).
  await expect(page.getByText("Mouvement enregistré.", { exact: true })).toHaveCount(1);
  await expect(m.row("Clavier seul")).toHaveCount(1);
  await expect(m.row("Clavier seul")).toContainText("02/11/2026");
  await expect(m.row("Clavier seul")).toContainText("1,25");
});

test("une traite au clavier seul : client, dates avec des espaces, total, découpe, Entrée jusqu'à la création", async ({
  page,
}) => {
  const traite = new TraitePage(page);
  await new LoginPage(page).loginAs("direction");
  await page.goto("/traite");
  const client = await clientAvecAdresse(page);
  const { numEffet } = (await (await page.request.get("/api/compta/traites/prochain-effet")).json()) as {
    numEffet: number;
  };
  // The client takes the focus on arrival; its name typed, the list's first match picked by keyboard.
  const choixClient = page.getByRole("combobox", { name: /^Client/ });
  await expect(choixClient).toBeFocused();
  await page.keyboard.type(client.nomAgence);
  await expect(page.getByRole("option").filter({ hasText: client.nomAgence }).first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(choixClient).toHaveValue(client.nomAgence);
  await page.keyboard.press("Enter");
  // The creation date, typed with spaces: Enter goes to the due date (30 days later), then to the total.
  const creation = page.getByRole("group", { name: /^Date de création/ });
  await expect(creation.getByRole("spinbutton", { name: "Jour" })).toBeFocused();
  await page.keyboard.type("31 01 2026");
  await expect(creation.locator("input")).toHaveValue("31/01/2026");
  await page.keyboard.press("Enter");
  const echeance = page.getByRole("group", { name: /^Échéance/ });
  await expect(echeance.getByRole("spinbutton", { name: "Jour" })).toBeFocused();
  await expect(echeance.locator("input")).toHaveValue("02/03/2026");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /^Total TTC/ })).toBeFocused();
  await page.keyboard.type("1000,01");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /^N° Effet/ })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("textbox", { name: /^Nb Découpe/ })).toBeFocused();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("2");
  await page.keyboard.press("Enter");
  // The invoice it settles (issue 25 point 8), typed by its identifier F…, picked by keyboard.
  const reglees = page.getByRole("combobox", { name: "Factures réglées" });
  await expect(reglees).toBeFocused();
  const [facture] = (await (
    await page.request.get(`/api/facturation/avoirs/factures?idClt=${client.id}`)
  ).json()) as Array<{ idFact: number }>;
  if (facture) {
    await page.keyboard.type(`F${facture.idFact}`);
    await expect(page.getByRole("option", { name: new RegExp(`^N° F${facture.idFact} du `) })).toBeVisible();
    await expect(page.getByRole("option")).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: `F${facture.idFact}`, exact: true })).toBeVisible();
  }
  // Enter on the last field creates the bill: said once, its PDF opened.
  const envoi = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/compta/traites"));
  await traite.creer(() => page.keyboard.press("Enter"));
  expect((await envoi).postDataJSON().factures).toEqual(
    facture ? [{ canal: "standard", idFact: facture.idFact }] : [],
  );
  await expect(
    page.getByRole("alert").filter({ hasText: `Traite créée : effet n° ${numEffet}` }),
  ).toHaveCount(1);
  const ligne = traite
    .historique()
    .getByRole("row")
    .filter({ has: page.getByRole("button", { name: `Réimprimer l'effet ${numEffet}` }) });
  await expect(ligne).toContainText(client.nomAgence);
  await expect(ligne).toContainText("31/01/2026");
  await expect(ligne).toContainText("1\u202f000,01\u00a0€");
  await expect(ligne).toContainText("02/03/2026, 02/04/2026");
});
