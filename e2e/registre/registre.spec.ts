import { expect, test } from "@playwright/test";
import { clientsLibres, ofPret } from "../helpers/of-pret.ts";
import { pdftotext } from "../helpers/pdftotext.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/registre: gold received and an invoiced OF are written in the police register, whose chain verifies and prints", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("direction");
  const [client] = await clientsLibres(page.request, 1);
  const n = await ofPret(page.request, client!.id, "640");
  const shell = new Shell(page);

  // Gold received from the client on /suivi_metal (Reception Or) is a movement into the house.
  await shell.open("Analyse", "Suivi métal");
  const reception = page.getByRole("form", { name: "Reception Or" });
  await reception.getByRole("combobox", { name: "Client" }).fill(client!.nomAgence.slice(0, 6));
  await page.getByRole("listbox").getByRole("option", { name: client!.nomAgence }).first().click();
  await reception.getByLabel("Poids Reçu Fin").fill("3,217");
  const enregistree = page.waitForResponse(
    (r) => r.url().endsWith("/api/metal/receptions") && r.request().method() === "POST",
  );
  await reception.getByLabel("Poids Reçu Fin").press("Enter");
  expect((await enregistree).status()).toBe(201);

  // Invoicing on /livraion is a movement out of the house: the register writes it, nobody types it.
  await page.goto("/livraion");
  const livraison = new LivraisonPage(page);
  const banniere = await livraison.facturer(livraison.groupeDe(n));
  const [facture] = await livraison.numeros(banniere);

  await shell.open("Compta", "Livre de police");
  await expect(page.getByRole("heading", { name: "Livre de police", level: 1 })).toBeVisible();
  const or = page.getByRole("row").filter({ hasText: "Or fin reçu du client" }).filter({ hasText: "3,217" });
  await expect(or).toHaveCount(1);
  await expect(or).toContainText("Entrée");
  await expect(or).toContainText(client!.nomAgence);
  const ligne = page.getByRole("row").filter({ hasText: `Facture ${facture}, OF ${n}` });
  await expect(ligne).toHaveCount(1);
  await expect(ligne).toContainText("Sortie");
  await expect(ligne).toContainText("Bijou");
  await expect(ligne).toContainText(client!.nomAgence);
  await expect(ligne).toContainText("640,00");
  // Issue 25: the finished piece entered the register (own manufacture, its OF, its titre) before it left
  // on its invoice with the same titre, the invoice's line pointing to that entry.
  const fabrication = page.getByRole("row").filter({ hasText: `Fabrication maison, OF ${n}` });
  await expect(fabrication).toHaveCount(1);
  await expect(fabrication).toContainText("Entrée");
  await expect(fabrication).toContainText("Bijou");
  await expect(fabrication).toContainText("750");
  await expect(ligne).toContainText("750");
  const jour = new Date().toISOString().slice(0, 10);
  const lignes = (
    (await (await page.request.get(`/api/registre?du=${jour}&au=${jour}&pageSize=100&dir=desc`)).json()) as {
      rows: Array<{
        num: number;
        sens: string;
        pieceOf: number | null;
        titre: number | null;
        poidsFin: string | null;
        entree: number | null;
      }>;
    }
  ).rows.filter((r) => r.pieceOf === n);
  const entree = lignes.find((r) => r.sens === "E");
  expect(entree).toMatchObject({ titre: 750, poidsFin: "1.875" });
  expect(lignes.find((r) => r.sens === "S")).toMatchObject({
    titre: 750,
    poidsFin: "1.875",
    entree: entree!.num,
  });

  // Role 1 verifies the whole chain of daily seals and the continuity of the numbers.
  await page.getByRole("button", { name: "Vérifier la chaîne" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Registre intègre" })).toContainText(
    "numérotation continue",
  );

  // Today's extract: a PDF with the entry (today's page is not sealed yet: the day is not over).
  const onglet = page.waitForEvent("popup");
  await page.getByRole("button", { name: "Extrait du jour" }).click();
  await (await onglet).close();
  const aujourdhui = new Date().toISOString().slice(0, 10);
  const pdf = await page.request.get(`/api/registre/extrait?du=${aujourdhui}&au=${aujourdhui}`);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  // A table cell wraps where the layout decides: read its words as one run.
  const texte = pdftotext(await pdf.body()).replace(/\s+/g, " ");
  expect(texte).toContain("Livre de police");
  // -layout sets the cells side by side: the description's two lines are read apart.
  expect(texte).toContain(`Facture ${facture}, OF`);
  expect(texte).toContain(`${n} : `);
  expect(texte).toContain("Page non scellée : le jour n'est pas terminé.");
});

test("/registre: role 6 reads and prints the register but is not offered the verification", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Livre de police");
  await expect(page.getByRole("button", { name: "Imprimer l'extrait" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Vérifier la chaîne" })).toHaveCount(0);
});

test("the Impression menu's police register opens the register", async ({ page }) => {
  await new LoginPage(page).loginAs("bureau");
  await page.getByRole("button", { name: "Impression" }).click();
  await page.getByRole("menuitem", { name: "Registre de police" }).click();
  await expect(page).toHaveURL(/\/registre$/);
  await expect(page.getByRole("heading", { name: "Livre de police", level: 1 })).toBeVisible();
});

test("/test: the system page verifies the police register's chain", async ({ page }) => {
  await new LoginPage(page).loginAs("direction");
  await page.goto("/test");
  const bloc = page.getByRole("region", { name: "Livre de police" });
  await bloc.getByRole("button", { name: "Vérifier la chaîne" }).click();
  await expect(bloc.getByRole("alert")).toContainText("Registre intègre");
});
