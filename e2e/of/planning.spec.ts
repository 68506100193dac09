import { expect, test } from "@playwright/test";
import { LoginPage } from "../pages/LoginPage.ts";
import { PlanningPage } from "../pages/PlanningPage.ts";
import { Shell } from "../pages/Shell.ts";

// Wide enough for the six columns side by side, as on the office screens.
test.use({ viewport: { width: 1680, height: 1000 } });

test("/planning: drag an OF to another day; it moves once saved and stays there after a reload", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("OF", "Planning");
  await expect(page).toHaveURL(/\/planning$/);
  const planning = new PlanningPage(page);
  await planning.attendreChargement();

  // An OF of one of the week's days, or else one to plan again.
  const jours = planning.jours();
  let source = planning.colonneAReplanifier();
  for (let i = 0; i < 5; i++) {
    if ((await planning.cartes(jours.nth(i)).count()) > 0) {
      source = jours.nth(i);
      break;
    }
  }
  const carte = planning.cartes(source).first();
  const num = await planning.numeroDe(carte);
  const sourceNom = await source.getAttribute("aria-label");
  let cible = jours.first();
  if ((await cible.getAttribute("aria-label")) === sourceNom) cible = jours.nth(1);
  const cibleNom = (await cible.getAttribute("aria-label")) ?? "";

  // Dropped near the column's title, so nothing scrolls between the press and the release.
  await carte.dragTo(cible, { sourcePosition: { x: 30, y: 20 }, targetPosition: { x: 30, y: 20 } });
  await planning.expectNotice("Date de livraison enregistrée.");
  await expect(
    page.getByRole("region", { name: cibleNom }).getByRole("article", { name: `OF ${num}` }),
  ).toBeVisible();

  await page.reload();
  await planning.attendreChargement();
  await expect(
    page.getByRole("region", { name: cibleNom }).getByRole("article", { name: `OF ${num}` }),
  ).toBeVisible();

  // The keyboard way: the card's "Déplacer au…" menu, back to another day.
  const autre = cibleNom === (await jours.nth(2).getAttribute("aria-label")) ? jours.nth(3) : jours.nth(2);
  const autreNom = (await autre.getAttribute("aria-label")) ?? "";
  await planning
    .carte(num)
    .getByRole("button", { name: `Déplacer l'OF ${num} au…` })
    .click();
  await page.getByRole("menuitem", { name: `Déplacer au ${autreNom.toLowerCase()}` }).click();
  await expect(
    page.getByRole("region", { name: autreNom }).getByRole("article", { name: `OF ${num}` }),
  ).toBeVisible();

  // Double click: the Tracer OF dialog.
  await planning.carte(num).dblclick();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Tracer OF ${num}`);
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toHaveCount(0);
});

test("/planning: the week navigation and the filters", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await page.goto("/planning");
  const planning = new PlanningPage(page);
  await planning.attendreChargement();
  const lundi = await planning.jours().first().getAttribute("aria-label");
  await page.getByRole("button", { name: "Semaine suivante" }).click();
  await expect(planning.jours().first()).not.toHaveAttribute("aria-label", lundi ?? "");
  await page.getByRole("button", { name: "Cette semaine" }).click();
  await expect(planning.jours().first()).toHaveAttribute("aria-label", lundi ?? "");

  // Only the imperative OFs: every card says so.
  await page.getByLabel("Impératif", { exact: true }).click();
  await page.getByRole("option", { name: "Impératif" }).click();
  await page.getByRole("button", { name: "Afficher" }).click();
  const cartes = page.getByRole("article", { name: /^OF \d+$/ });
  await expect(page.getByRole("button", { name: "Afficher" })).toBeEnabled();
  const n = await cartes.count();
  for (let i = 0; i < Math.min(n, 5); i++) {
    await expect(cartes.nth(i)).toContainText(/Impératif|Prêt à facturer/);
  }
});
