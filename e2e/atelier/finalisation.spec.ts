import { type APIRequestContext, expect, test } from "@playwright/test";
import { FinaliserPage } from "../pages/FinaliserPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { SuiviProdPage } from "../pages/SuiviProdPage.ts";

interface OfAtelier {
  of: { numSachet: number; statut: number; poids: string | null };
  joaillier: unknown[];
  serti: unknown[];
  etat: { pret: boolean; message: string };
}
interface Ouvrier {
  id: number;
  label: string;
}

const lireOf = async (request: APIRequestContext, n: number): Promise<OfAtelier> => {
  const res = await request.get(`/api/atelier/of/${n}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as OfAtelier;
};
const statut = async (request: APIRequestContext, n: number) => (await lireOf(request, n)).of.statut;

/** A demo OF just created (50), with a weight and no workshop line yet. */
async function choisirOfDemo(request: APIRequestContext): Promise<number> {
  const res = await request.get("/api/of?statut=50&pageSize=50&sort=numSachet&dir=desc");
  expect(res.status()).toBe(200);
  const { rows } = (await res.json()) as { rows: Array<{ numSachet: number }> };
  for (const { numSachet } of rows) {
    const d = await lireOf(request, numSachet);
    if (d.of.poids !== null && d.joaillier.length === 0 && d.serti.length === 0) return numSachet;
  }
  throw new Error("aucun OF créé sans ligne dans la démo");
}

test("/suivi_prod then /finaliser: send and return an OF, finalise it 500 then 550, listed once", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await new LoginPage(page).loginAs("bureau");
  const n = await choisirOfDemo(page.request);
  const ouvriers = (await (await page.request.get("/api/atelier/ouvriers")).json()) as {
    joailliers: Ouvrier[];
    sertisseurs: Ouvrier[];
  };
  const joaillier = ouvriers.joailliers[0]!;
  const sertisseur = ouvriers.sertisseurs[0]!;

  const suivi = new SuiviProdPage(page);
  await new Shell(page).open("Suivi", "Suivi atelier");
  await expect(page).toHaveURL(/\/suivi_prod$/);
  await expect(suivi.heading()).toBeVisible();
  await suivi.rechercher(n);

  // Envoi Atelier, then the same jeweller again: refused.
  await suivi.envoyer(
    await suivi.ouvrir("Joaillier", "Ajouter", "Envoi Atelier"),
    "Joaillier",
    joaillier.label,
  );
  await suivi.expectNotice(`OF ${n} envoyé à ${joaillier.label}.`);
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(suivi.lignes("Joaillier", n)).toHaveCount(1);
  const encore = await suivi.ouvrir("Joaillier", "Ajouter", "Envoi Atelier");
  await suivi.envoyer(encore, "Joaillier", joaillier.label);
  await suivi.expectNoticeSurDialogue("OF déjà présent");
  await encore.getByRole("button", { name: "Fermer" }).click();
  await expect(suivi.lignes("Joaillier", n)).toHaveCount(1);

  // Envoi Serti: the bag is still at the jeweller, so the send asks first; yes sends it.
  await suivi.envoyer(await suivi.ouvrir("Serti", "Ajouter", "Envoi Serti"), "Sertisseur", sertisseur.label);
  const question = page.getByRole("dialog", { name: /^L'OF est encore chez .+ Envoyer quand même \?$/ });
  await expect(question).toContainText(`L'OF est encore chez ${joaillier.label} depuis le `);
  await question.getByRole("button", { name: "Envoyer" }).click();
  await suivi.expectNotice(`OF ${n} envoyé à ${sertisseur.label}.`);
  await expect(suivi.lignes("Serti", n)).toHaveCount(1);
  expect(await statut(page.request, n)).toBe(200);
  await expect(suivi.etat()).toContainText(
    "1 ligne(s) joaillier non rendue(s), 1 ligne(s) serti non rendue(s)",
  );
  await expect(suivi.finaliserOf()).toBeDisabled();

  // Retour Serti: the setting return reads the OF finalised (500)...
  await suivi.retourner(await suivi.ouvrir("Serti", "Retourner", "Retour Serti"), "4,1", {
    label: "Prix (€)",
    valeur: "35,5",
  });
  await suivi.expectNotice(`OF ${n} retourné par ${sertisseur.label}.`);
  await expect.poll(() => statut(page.request, n)).toBe(500);
  await expect(suivi.lignes("Serti", n)).toHaveCount(0);

  // ...the jeweller's return puts it back to 200; then every line is back.
  await suivi.retourner(await suivi.ouvrir("Joaillier", "Retourner", "Retour Atelier"), "4,2", {
    label: "Temps (min)",
    valeur: "75",
  });
  await suivi.expectNotice(`OF ${n} retourné par ${joaillier.label}.`);
  await expect.poll(() => statut(page.request, n)).toBe(200);
  await expect(suivi.etat()).toHaveText("Pret Pour Finalisation");
  await suivi.afficher("Rendu");
  await expect(suivi.lignes("Joaillier", n)).toHaveCount(1);
  await expect(suivi.lignes("Serti", n)).toHaveCount(1);

  // Finaliser OF of the follow-up: 500.
  await expect(suivi.finaliserOf()).toBeEnabled();
  await suivi.finaliserOf().click();
  await suivi.expectNotice(`OF ${n} finalisé`);
  await expect.poll(() => statut(page.request, n)).toBe(500);

  // The Finaliser OF screen: scanned, ready, Enter finalises (550), listed once in the history.
  const finaliser = new FinaliserPage(page);
  await new Shell(page).open("Atelier", "Finaliser OF");
  await expect(page).toHaveURL(/\/finaliser$/);
  await expect(finaliser.heading()).toBeVisible();
  await finaliser.scanner(n);
  await expect(finaliser.hint("Pret Pour Finalisation")).toBeVisible();
  await expect(
    finaliser.colonne("Atelier (Joaillier)").getByRole("row").filter({ hasText: joaillier.label }),
  ).toHaveCount(1);
  await expect(finaliser.colonne("Serti").getByRole("row").filter({ hasText: sertisseur.label })).toHaveCount(
    1,
  );
  await expect(finaliser.champOf()).toBeFocused();
  await finaliser.champOf().press("Enter");
  await finaliser.expectNotice(`OF ${n} finalisé`);
  await expect.poll(() => statut(page.request, n)).toBe(550);
  await expect(finaliser.champOf()).toHaveValue("");
  await expect(finaliser.entreesHistorique(n)).toHaveCount(1);

  // Chosen again: already finalised, and Enter changes nothing.
  await finaliser.scanner(n);
  await expect(finaliser.hint("Of Déja Finalisé")).toBeVisible();
  await finaliser.champOf().press("Enter");
  await finaliser.expectNotice("Of Déja Finalisé");
  expect(await statut(page.request, n)).toBe(550);
  await expect(finaliser.entreesHistorique(n)).toHaveCount(1);
});
