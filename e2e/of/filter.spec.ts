import { expect, test } from "@playwright/test";
import { FilterPage } from "../pages/FilterPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const EUROS = /\d[\d\u202f\u00a0]*,\d{2}\u00a0€/;

test("/filter: read the status doughnut, list a status's OFs, open OFS EN COURS", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Suivi", "Suivi des OF");
  await expect(page).toHaveURL(/\/filter$/);
  const filter = new FilterPage(page);

  // The title carries the Reste à Livrer, as the server computed it for the default period.
  const repartition = await page.request.get("/api/of/repartition");
  const { resteALivrer, groupes } = (await repartition.json()) as {
    resteALivrer: string;
    groupes: Array<{ statut: number; nom: string; count: number }>;
  };
  await expect(filter.repartitionTitle()).toContainText("Reste à Livrer : ");
  await expect(filter.repartitionTitle()).toContainText(EUROS);
  const [entiers, centimes] = resteALivrer.split(".");
  await expect(filter.repartitionTitle()).toContainText(`,${centimes}`);
  expect(Number(entiers)).toBeGreaterThan(0);

  // One slice per status; a click on a slice lists that status's OFs below.
  await expect(filter.slices()).toHaveCount(groupes.length);
  const index = groupes.findIndex((g) => g.count === Math.max(...groupes.map((x) => x.count)));
  const groupe = groupes[index]!;
  await expect(async () => {
    await filter.clickSlice(index);
    await expect(filter.statusList()).toHaveText(
      `OFs au statut ${groupe.statut} ${groupe.nom} (${groupe.count})`,
      { timeout: 1000 },
    );
  }).toPass();
  const grid = filter.statusGrid(groupe.statut);
  await expect(grid.getByRole("columnheader", { name: "Bijouterie" })).toBeVisible();
  await expect(grid.getByRole("row")).not.toHaveCount(1);
  await expect(grid).toContainText(EUROS);

  // The keyboard path: the status chips do the same.
  const autre = groupes.find((g) => g.statut !== groupe.statut)!;
  await filter.statusChip(autre.statut).focus();
  await page.keyboard.press("Enter");
  await expect(filter.statusList()).toContainText(`OFs au statut ${autre.statut} ${autre.nom}`);

  // OFS EN COURS: the count and total in the header, the list once opened.
  const totaux = (await (await page.request.get("/api/of/analyse/totaux")).json()) as {
    enCours: { count: number };
  };
  await expect(filter.section("OFS EN COURS")).toContainText(`${totaux.enCours.count} OF`);
  await filter.section("OFS EN COURS").click();
  const enCours = filter.grid("OFS EN COURS");
  await expect(enCours.getByRole("columnheader", { name: "Livraison" })).toBeVisible();
  await expect(enCours.getByRole("row")).toHaveCount(6); // the header and 5 rows (spec page size)
  // Row actions: Tracer opens the trace panel in a dialog, closed by its Fermer.
  const tracer = enCours.getByRole("button", { name: /^Tracer l'OF \d+$/ }).first();
  const numero = (await tracer.getAttribute("aria-label"))?.replace("Tracer l'OF ", "");
  await tracer.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Tracer OF" })).toBeVisible();
  await expect(dialog).toContainText(numero ?? "?");
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Exporter CSV" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Imprimer", exact: true }).first()).toBeVisible();

  // A filter applies everywhere: tournée only (a secondary filter, folded until asked for).
  await page.getByRole("button", { name: "Plus de filtres" }).click();
  await page.getByLabel("Tournée", { exact: true }).click();
  await page.getByRole("option", { name: "Tournée" }).click();
  await page.getByRole("button", { name: "Afficher" }).click();
  const tournee = (await (await page.request.get("/api/of/analyse/totaux?tournee=1")).json()) as {
    enCours: { count: number };
  };
  await expect(filter.section("OFS EN COURS")).toContainText(`${tournee.enCours.count} OF`);
  // The applied filter shows as a chip; deleting it applies the filters without it.
  const actifs = page.getByRole("list", { name: "Filtres actifs" }).getByRole("listitem");
  await expect(actifs).toHaveText(["Tournée : Tournée"]);
  await page.getByRole("button", { name: "Moins de filtres" }).click();
  await page.getByLabel("Retirer le filtre Tournée : Tournée").click();
  await expect(actifs).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Plus de filtres" })).toBeVisible();
});
