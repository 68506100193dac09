import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { AtelierPage } from "../pages/AtelierPage.ts";
import { BoiteOrPage } from "../pages/BoiteOrPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

const MSG_PESEE_IMPOSSIBLE = "Pesée impossible car Of(s) en cours ou déjà effectuée";

interface Carte {
  id: number;
  label: string;
  ofs: { nb: number; listeOf: number[] };
}

/** "1234.5" -> "1 234,500 g", as the screens write grams. */
function poidsFr(grammes: number): string {
  const [entier = "", decimales = ""] = grammes.toFixed(3).split(".");
  return `${entier.replace(/\B(?=(\d{3})+$)/g, "\u202f")},${decimales}\u00a0g`;
}

async function cartes(page: Page): Promise<Carte[]> {
  const res = await page.request.get("/api/atelier/vue");
  expect(res.status()).toBe(200);
  return (await res.json()) as Carte[];
}

test("/atelier/boite_or: add a gold box row with the keyboard, see it in the balance, delete it", async ({
  page,
}) => {
  const boite = new BoiteOrPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Atelier", "Boîte or");
  await expect(page).toHaveURL(/\/atelier\/boite_or$/);
  await expect(boite.heading()).toBeVisible();
  await expect(boite.liste()).toBeVisible();

  const joaillier = (await cartes(page))[0];
  if (!joaillier) throw new Error("aucun joaillier actif dans la démo");

  // Joaillier required, then at least one weight.
  const form = boite.form();
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expect(form.getByText("Joaillier obligatoire.")).toBeVisible();
  await form.getByLabel("Joaillier").selectOption({ label: joaillier.label });
  await form.getByRole("button", { name: "Ajouter" }).click();
  await expect(form.getByText("Renseignez au moins un des deux poids.")).toBeVisible();

  // The balance of his rows before.
  await boite.filtrerJoaillier(joaillier.label);
  const avant = await (await page.request.get(`/api/atelier/boite-or/solde?idOuvr=${joaillier.id}`)).json();

  // Enter moves from Poids Donné to Poids Rendu, and submits there.
  await form.getByLabel("Poids Donné").fill("13,579");
  await form.getByLabel("Poids Donné").press("Enter");
  await expect(form.getByLabel("Poids Rendu")).toBeFocused();
  await form.getByLabel("Poids Rendu").press("Enter");
  await boite.expectNotice("Boîte or enregistrée.");
  await expect(form.getByLabel("Poids Donné")).toHaveValue("");

  const ligne = boite.row("13,579 g");
  await expect(ligne).toHaveCount(1);
  await expect(ligne).toContainText(joaillier.label);
  await expect(boite.solde()).toHaveText(poidsFr(Number(avant.solde) + 13.579));

  // Delete: the spec's confirmation, then the row is gone.
  await ligne.getByRole("button", { name: /^Supprimer la ligne/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Voulez vous supprimer ?" })).toBeVisible();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await boite.expectNotice("Ligne de boîte or supprimée.");
  await expect(boite.row("13,579 g")).toHaveCount(0);
});

test("/atelier/boite_or: the row just added is shown and highlighted, though the list's order puts it on another page (issue 28.5)", async ({
  page,
}) => {
  const boite = new BoiteOrPage(page);
  await new LoginPage(page).loginAs("bureau");
  await page.goto("/atelier/boite_or");
  const joaillier = (await cartes(page))[0];
  if (!joaillier) throw new Error("aucun joaillier actif dans la démo");
  const liste = await page.request.get(`/api/atelier/boite-or?idOuvr=${joaillier.id}&page=0&pageSize=10`);
  const { total } = (await liste.json()) as { total: number };
  // The story needs more than one page of his rows.
  expect(total).toBeGreaterThan(10);

  // His rows, the smallest gold given first: the demo gives 2 to 30 g, so 99,999 g goes after all of them.
  await boite.filtrerJoaillier(joaillier.label);
  await boite.grid().getByRole("columnheader", { name: "Poids Donné" }).click();
  await expect(page.getByText(`1–10 sur ${total}`)).toBeVisible();

  const form = boite.form();
  await form.getByLabel("Joaillier").selectOption({ label: joaillier.label });
  await form.getByLabel("Poids Donné").fill("99,999");
  await form.getByLabel("Poids Donné").press("Enter");
  await form.getByLabel("Poids Rendu").press("Enter");

  // One message; the list went to the row's page and shows it highlighted.
  await boite.expectNotice("Boîte or enregistrée.");
  await expect(page.getByRole("alert").filter({ hasText: "Boîte or enregistrée." })).toHaveCount(1);
  const ligne = boite.row("99,999 g");
  await expect(ligne).toHaveClass(/ligne-enregistree/);
  await expect(page.getByText(`1–10 sur ${total + 1}`)).toHaveCount(0);
  // 2.5 s later the highlight is gone, the row stays in view.
  await expect(ligne).not.toHaveClass(/ligne-enregistree/);
  await expect(ligne).toBeVisible();

  await ligne.getByRole("button", { name: /^Supprimer la ligne/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(ligne).toHaveCount(0);
});

test("/atelier: 'Faire Pesée' is refused while an OF is at the jeweller, accepted once it is returned", async ({
  page,
}) => {
  const atelier = new AtelierPage(page);
  await new LoginPage(page).loginAs("bureau");

  // The active jeweller with the fewest OFs at the bench; the ones he has are returned first.
  const j = [...(await cartes(page))].sort((a, b) => a.ofs.nb - b.ofs.nb)[0];
  if (!j) throw new Error("aucun joaillier actif dans la démo");
  const enCours = await page.request.get(
    `/api/atelier/joaillier/lignes?rendu=0&idOuvrier=${j.id}&pageSize=100`,
  );
  for (const l of ((await enCours.json()) as { rows: Array<{ id: number; poidsEnvoye: string }> }).rows) {
    const r = await page.request.post("/api/atelier/joaillier/retour", {
      data: { idLigne: l.id, poids: l.poidsEnvoye, poidsRendu: l.poidsEnvoye, temps: "30" },
    });
    expect(r.ok()).toBe(true);
  }

  // An OF sent to him: made through the API.
  const of = await page.request.post("/api/of/tools/of-stock");
  expect(of.status()).toBe(201);
  const { numSachet } = (await of.json()) as { numSachet: number };
  const envoi = await page.request.post("/api/atelier/joaillier/envoi", {
    headers: { "idempotency-key": randomUUID() },
    data: { idOuvrier: j.id, numSachet, poids: "5" },
  });
  expect(envoi.status()).toBe(201);
  const { idLigne } = (await envoi.json()) as { idLigne: number };

  await new Shell(page).open("Atelier", "Atelier");
  await expect(page).toHaveURL(/\/atelier$/);
  await expect(atelier.heading()).toBeVisible();
  const carte = atelier.carte(j.label);
  await expect(carte.getByLabel("Numéros des OF en cours")).toContainText(String(numSachet));
  await expect(atelier.valeur(j.label, "OF en cours")).toHaveText("1");
  await expect(atelier.boutonPesee(j.label)).toBeDisabled();
  await expect(await atelier.tooltipPesee(j.label)).toHaveText(MSG_PESEE_IMPOSSIBLE);
  // The server refuses it the same.
  const refus = await page.request.post("/api/atelier/pesees", { data: { idOuvr: j.id } });
  expect(refus.status()).toBe(409);
  expect(((await refus.json()) as { message: string }).message).toBe(MSG_PESEE_IMPOSSIBLE);

  // Returned 0,2 g lighter: an OF weight to weigh.
  const retour = await page.request.post("/api/atelier/joaillier/retour", {
    data: { idLigne, poids: "5", poidsRendu: "4.8", temps: "45" },
  });
  expect(retour.ok()).toBe(true);
  await page.reload();
  await expect(atelier.valeur(j.label, "OF en cours")).toHaveText("0");
  await expect(atelier.boutonPesee(j.label)).toBeEnabled();

  await atelier.boutonPesee(j.label).click();
  await atelier.confirmer(`Faire la pesée de ${j.label} ?`, "Faire Pesée");
  const notice = page
    .getByRole("alert")
    .filter({ hasText: new RegExp(`^Pesée n° \\d+ effectuée pour ${j.label}\\.$`) });
  await expect(notice).toBeVisible();
  const numPesee = (await notice.innerText()).match(/\d+/)?.[0] ?? "?";
  // Everything weighed: the balances are back to 0 and the weighing is refused as already done.
  await expect(atelier.valeur(j.label, "Solde Boîte Or")).toHaveText("0,000\u00a0g");
  await expect(atelier.valeur(j.label, "Poids OF")).toHaveText("0,000\u00a0g");
  await expect(atelier.valeur(j.label, "Solde")).toHaveText("0,000\u00a0g");
  await expect(atelier.boutonPesee(j.label)).toBeDisabled();

  // His production statistics open below, with the period picker.
  await carte.getByRole("button", { name: "Production" }).click();
  const stats = page.getByRole("region", { name: `Production de ${j.label}` });
  await expect(stats.getByRole("group", { name: "Classique" })).toBeVisible();
  await expect(stats.getByRole("table", { name: "Top temps" })).toBeVisible();
  await stats.getByRole("button", { name: "Mois" }).click();
  // His latest weighing comes first in the list below.
  await expect(stats.getByRole("grid", { name: "Pesées" }).getByRole("row").nth(1)).toContainText(numPesee);
});
