import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { MouvementsOrPage } from "../pages/MouvementsOrPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/mouvements_or: the 0.75 rule and its override, supplier 12, edit from the CLAL tab, delete", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Atelier", "Mouvements or");
  await expect(page).toHaveURL(/\/mouvements_or$/);
  const m = new MouvementsOrPage(page);
  await expect(m.tab("CLAL")).toHaveAttribute("aria-selected", "true");
  await m.filterDesignation("mvt");
  await expect(m.table()).toContainText("Aucun mouvement");

  // CLAL: nothing typed -> the spec's messages.
  await m.button("Ajouter").click();
  await expect(m.form()).toContainText("Désignation requise");
  await expect(m.form()).toContainText("Renseigner au moins un champ");

  // Sortie Or Fin follows 0.75 x Sortie Or 750 until typed by hand.
  await m.field("Désignation").fill("Affinage mvt");
  await m.field("Sortie Or 750").fill("100");
  await expect(m.field("Sortie Or Fin")).toHaveValue("75,00");
  await m.field("Sortie Or 750").fill("12,34");
  await expect(m.field("Sortie Or Fin")).toHaveValue("9,26");
  await m.field("Sortie Or Fin").fill("9,1");
  await m.field("Sortie Or 750").fill("12,5");
  await expect(m.field("Sortie Or Fin")).toHaveValue("9,1");
  // The minus key is blocked.
  await m.field("Entrée Or Fin").press("-");
  await expect(m.field("Entrée Or Fin")).toHaveValue("");
  // Enter goes to the next field, and submits on the last.
  await m.field("Sortie Or Fin").press("Enter");
  await m.expectCells("Affinage mvt", ["CLAL", "Affinage mvt", "0,00", "9,10"]);
  await expect(m.row("Affinage mvt")).toHaveClass(/Mui-selected/);

  // Changing the metal clears the amounts.
  await m.field("Sortie Or 750").fill("5");
  await m.choose("Métal", "Platine");
  await expect(m.field("Sortie Or 750")).toHaveValue("");

  // Suppliers: supplier 12 sets platinum and its loss; another one gold.
  await m.tab("FOURNISSEURS").click();
  await m.choose("Fournisseur", "Platine & Palladium Négoce");
  await expect(m.form().getByRole("combobox", { name: "Métal" })).toHaveText("Platine");
  await expect(m.field("% Perte")).toHaveValue("1,5");
  await m.choose("Fournisseur", "Fonderie Saint-Éloi");
  await expect(m.form().getByRole("combobox", { name: "Métal" })).toHaveText("Or");
  await m.field("Désignation").fill("Fonte mvt");
  await m.button("Enregistrer").click();
  await expect(m.form()).toContainText("Remplir au moins un des champs (Entrée / Sortie / Vieil Or)");
  await expect(m.form()).toContainText("Remplir au moins un champ");
  await m.field("% Perte").fill("0");
  await m.field("Entrée (or fin)").fill("10");
  await m.button("Enregistrer").click();
  await m.expectCells("Fonte mvt", ["Fonderie Saint-Éloi", "Fonte mvt", "10,00"]);

  // On the CLAL tab the supplier's entry is an exit; editing it goes to its tab and back.
  await m.tab("CLAL").click();
  await m.expectCells("Fonte mvt", ["Fonderie Saint-Éloi", "Fonte mvt", "0,00", "10,00"]);
  await m
    .row("Fonte mvt")
    .getByRole("button", { name: /^Modifier/ })
    .click();
  await expect(m.tab("FOURNISSEURS")).toHaveAttribute("aria-selected", "true");
  await expect(m.form()).toContainText("ÉDITION");
  await m.field("Entrée (or fin)").fill("12");
  await m.button("Mettre à jour").click();
  await expect(m.tab("CLAL")).toHaveAttribute("aria-selected", "true");
  await m.expectCells("Fonte mvt", ["Fonderie Saint-Éloi", "Fonte mvt", "0,00", "12,00"]);

  // Customers: the loss of rate 14, read-only; delete through the dialog.
  await m.tab("CLIENTS").click();
  await expect(m.field("% Perte")).toHaveValue("3");
  await expect(m.field("% Perte")).toHaveAttribute("readonly", "");
  await m.form().getByRole("combobox", { name: "Client" }).fill("a");
  await page.getByRole("option").first().click();
  await m.field("Désignation").fill("Vieil or mvt");
  await m.field("Entrée (vieil or)").fill("20");
  await m.button("Enregistrer").click();
  await m.expectCells("Vieil or mvt", ["3,00 %", "Vieil or mvt", "20,00", "0,00", "0,60"]);
  await m
    .row("Vieil or mvt")
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Confirmer la suppression");
  await expect(dialog).toContainText("Supprimer définitivement ce mouvement client ?");
  await expect(dialog).toContainText("Cette action est irréversible.");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(m.row("Vieil or mvt")).toHaveCount(1);
  await m
    .row("Vieil or mvt")
    .getByRole("button", { name: /^Supprimer/ })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(m.table()).toContainText("Aucun mouvement");
});
