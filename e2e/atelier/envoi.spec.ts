import { expect, type Page, test } from "@playwright/test";
import { EnvoiAtelierPage } from "../pages/EnvoiAtelierPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

interface Ouvrier {
  id: number;
  label: string;
}

/** A demo OF just created (50), with a weight, never sent to a jeweller or a setter: found through the API. */
async function ofLibre(page: Page): Promise<number> {
  const liste = (await (
    await page.request.get("/api/of?statut=50&sort=numSachet&dir=desc&pageSize=50")
  ).json()) as {
    rows: Array<{ numSachet: number }>;
  };
  for (const { numSachet } of liste.rows) {
    const total = async (url: string) =>
      ((await (await page.request.get(`${url}?numSachet=${numSachet}`)).json()) as { total: number }).total;
    if ((await total("/api/atelier/joaillier/lignes")) > 0 || (await total("/api/atelier/serti/lignes")) > 0)
      continue;
    const prefill = (await (await page.request.get(`/api/atelier/of/${numSachet}/prefill`)).json()) as {
      poids: string | null;
    };
    if (prefill.poids !== null) return numSachet;
  }
  throw new Error("aucun OF libre dans la démo");
}

test("/atelier/envoi and /serti/envoi: send and return a bag by scanner, refuse a double send, reset a return", async ({
  page,
}) => {
  const ecran = new EnvoiAtelierPage(page);
  const shell = new Shell(page);
  await new LoginPage(page).loginAs("bureau");

  const ouvriers = (await (await page.request.get("/api/atelier/ouvriers")).json()) as {
    joailliers: Ouvrier[];
    sertisseurs: Ouvrier[];
  };
  const joaillier = ouvriers.joailliers[0]!;
  const sertisseur = ouvriers.sertisseurs[0]!;
  const n = await ofLibre(page);

  await shell.open("Atelier", "Envoi joaillier");
  await expect(page).toHaveURL(/\/atelier\/envoi$/);
  await expect(ecran.heading("Envoi joaillier")).toBeVisible();

  // Send by keyboard: scanned bag, prefilled weight, Enter sends; the line is in progress.
  await ecran.envoyer("Envoi Joaillier", joaillier.label, n);
  await ecran.expectNotice(`OF ${n} envoyé à ${joaillier.label}.`);
  await expect(ecran.lignes("Lignes joaillier en cours", n)).toHaveCount(1);
  await expect(ecran.lignes("Lignes joaillier en cours", n)).toContainText(joaillier.label);
  // Ready for the next bag: focus back on the OF.
  await expect(ecran.form("Envoi Joaillier").getByRole("textbox", { name: "OF" })).toBeFocused();

  // The same bag to the same jeweller again: refused.
  await ecran.envoyer("Envoi Joaillier", joaillier.label, n);
  await ecran.expectNotice("OF déjà présent");
  await expect(ecran.lignes("Lignes joaillier en cours", n)).toHaveCount(1);

  // Return by keyboard: the scanned bag selects its line in progress.
  await ecran.retourner("Retour Joaillier", n, "1,5", "45");
  await ecran.expectNotice(`OF ${n} retourné par ${joaillier.label}.`);
  const rendue = ecran.lignes("Lignes joaillier rendues", n);
  await expect(rendue).toHaveCount(1);
  await expect(rendue).toContainText("1,500");
  await expect(ecran.lignes("Lignes joaillier en cours", n)).toHaveCount(0);
  // Modifier is hidden once returned.
  await expect(rendue.getByRole("button", { name: /^Modifier/ })).toHaveCount(0);

  // Deleting the return resets the line: in progress again.
  await ecran.supprimer(rendue, /^Supprimer le retour/);
  await expect(ecran.lignes("Lignes joaillier rendues", n)).toHaveCount(0);
  await expect(ecran.lignes("Lignes joaillier en cours", n)).toHaveCount(1);
  // Returned again, to go on to the setter.
  await ecran.retourner("Retour Joaillier", n, "1,4");
  await ecran.expectNotice(`OF ${n} retourné par ${joaillier.label}.`);
  await expect(ecran.lignes("Lignes joaillier rendues", n)).toHaveCount(1);

  // The setter: send, then return with a price; the OF is then fabricated (500).
  await shell.open("Atelier", "Envoi serti");
  await expect(ecran.heading("Envoi serti")).toBeVisible();
  await ecran.envoyer("Envoi Serti", sertisseur.label, n);
  await ecran.expectNotice(`OF ${n} envoyé à ${sertisseur.label}.`);
  await expect(ecran.lignes("Lignes serti en cours", n)).toHaveCount(1);
  await ecran.retourner("Retour Serti", n, "1,35", "42,50");
  await ecran.expectNotice(`OF ${n} retourné par ${sertisseur.label}.`);
  const serti = ecran.lignes("Lignes serti rendues", n);
  await expect(serti).toHaveCount(1);
  await expect(serti).toContainText("42,50");
  const statut = (await (await page.request.get(`/api/atelier/of/${n}/prefill`)).json()) as {
    statut: number;
  };
  expect(statut.statut).toBe(500);
});
