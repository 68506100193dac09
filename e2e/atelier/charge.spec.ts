import { type APIRequestContext, expect, test } from "@playwright/test";
import { ChargePage, decimalFr, heuresFr } from "../pages/ChargePage.ts";
import { entreeDansDate, expectDate, saisirDate } from "../pages/DateField.ts";
import { LoginPage } from "../pages/LoginPage.ts";

interface ChargeJour {
  journeeHeures: number;
  joailliers: Array<{ idOuvrier: number; label: string; faites: string; restantes: string }>;
}
interface Liste<T> {
  rows: T[];
  total: number;
}
interface PerteOuvrier {
  idOuvrier: number;
  label: string;
  poidsD: string;
  perte: string;
}
interface PerteTotaux {
  periode: { debut: string; fin: string };
  joailliers: { poidsD: string; perte: string; pourcentage: string | null };
}

/** The day in Paris, as the browser of the tests (timezone Europe/Paris) counts it. */
const iso = (d: Date) => new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Paris" }).format(d);

/** A delivery day of the demo set where a jeweller has done hours (searched back from today). */
async function jourAvecCharge(request: APIRequestContext): Promise<{ date: string; charge: ChargeJour }> {
  const jour = new Date();
  for (let i = 0; i < 180; i++) {
    const date = iso(jour);
    const res = await request.get(`/api/atelier/charge?date=${date}`);
    expect(res.status()).toBe(200);
    const charge = (await res.json()) as ChargeJour;
    if (charge.joailliers.some((j) => j.faites !== "0.00")) return { date, charge };
    jour.setTime(jour.getTime() - 86_400_000);
  }
  throw new Error("aucune livraison avec des heures faites dans la démo");
}

test("/atelier/analyse_ouvrier: a doughnut per jeweller for a delivery day, and the detail of one", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  const charge = new ChargePage(page);
  await charge.gotoCharge();
  // The picker opens on today.
  await expectDate(page, "Livraison", iso(new Date()));

  const { date, charge: jour } = await jourAvecCharge(page.request);
  expect(jour.journeeHeures).toBe(7);
  const j = jour.joailliers.find((x) => x.faites !== "0.00")!;
  // Spec 02 section 9: done versus 7 − done, never negative.
  const reste = Math.max(0, 700 - Math.round(Number(j.faites) * 100)) / 100;
  expect(Number(j.restantes)).toBeCloseTo(reste, 2);

  await charge.choisirLivraison(date);
  await expect(charge.doughnuts()).toHaveCount(jour.joailliers.length);
  const doughnut = charge.doughnut(j.label, j.faites);
  await expect(doughnut).toBeVisible();
  await expect(doughnut).toContainText(`${heuresFr(j.faites)}\u00a0h`);

  await doughnut.click();
  await expect(doughnut).toHaveAttribute("aria-pressed", "true");
  const grille = charge.grid(`Détail de ${j.label}`);
  await expect(grille).toBeVisible();
  expect(await charge.entetes(`Détail de ${j.label}`)).toEqual([
    "OF",
    "Joaillier",
    "Poids",
    "Poids Rendu",
    "Temps",
    "Temps T",
    "Ref",
    "Desc",
  ]);
  const detail = (await (
    await page.request.get(`/api/atelier/charge/detail?date=${date}&joaillier=${j.idOuvrier}&pageSize=100`)
  ).json()) as Liste<{ numSachet: number }>;
  expect(detail.total).toBeGreaterThan(0);
  const premier = grille.getByRole("row").filter({ hasText: String(detail.rows[0]!.numSachet) });
  await expect(premier.first()).toContainText(j.label);
});

test("/atelier/analyse: metal loss of the month by jeweller, totals and a jeweller's OFs", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  const charge = new ChargePage(page);
  await charge.gotoPerte();

  // The period opens on the first day of the month to today.
  const today = iso(new Date());
  await expectDate(page, "Date début", `${today.slice(0, 7)}-01`);
  await expectDate(page, "Date fin", today);

  // A whole year of returns, so the small demo set has lines to show.
  const debut = iso(new Date(Date.now() - 365 * 86_400_000));
  await saisirDate(page, "Date début", debut);
  await entreeDansDate(page, "Date fin");
  const totaux = (await (
    await page.request.get(`/api/atelier/perte/totaux?debut=${debut}&fin=${today}`)
  ).json()) as PerteTotaux;
  expect(Number(totaux.joailliers.poidsD)).toBeGreaterThan(0);

  const total = charge.totalCard("Total joailliers");
  await expect(total).toContainText(`${decimalFr(totaux.joailliers.perte)}\u00a0g`);
  await expect(total).toContainText(`${decimalFr(totaux.joailliers.pourcentage!)}\u00a0%`);

  await expect(page.getByRole("tab", { name: "Joaillier" })).toHaveAttribute("aria-selected", "true");
  const liste = (await (
    await page.request.get(`/api/atelier/perte/joailliers?debut=${debut}&fin=${today}&sort=label`)
  ).json()) as Liste<PerteOuvrier>;
  const premier = liste.rows[0]!;
  const grille = charge.grid("Perte par joaillier");
  const ligne = grille.getByRole("row").filter({ hasText: premier.label }).first();
  await expect(ligne).toContainText(`${decimalFr(premier.perte)}\u00a0g`);
  await ligne.click();
  await expect(charge.grid(`OF de ${premier.label}`)).toBeVisible();
  await expect(charge.grid(`OF de ${premier.label}`).getByRole("row").nth(1)).toBeVisible();

  // The setters have their own tab.
  await page.getByRole("tab", { name: "Sertisseur" }).click();
  await expect(charge.grid("Perte par sertisseur")).toBeVisible();
});
