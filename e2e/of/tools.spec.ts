import { expect, test } from "@playwright/test";
import { decodeCode128Row, rowOfImage } from "../helpers/code128.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { OfToolsPage } from "../pages/OfToolsPage.ts";
import { Shell } from "../pages/Shell.ts";

/** Demo settings: the stock client and the alternate channel's client are not order clients. */
const CLIENTS_SPECIAUX = [249, 502];
/** The stock OF's product and metal (settings produitStock, typeMetalStock of the demo). */
const PRODUIT_STOCK = 619;
const METAL_STOCK = 1001;

interface ClientApi {
  id: number;
  nomAgence: string;
  isParent: boolean;
  actif: boolean;
}

test("/of/tools: create a stock OF, swap it with a client order, print its sheet and read its barcode", async ({
  page,
}) => {
  const tools = new OfToolsPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("OF", "Outils OF");
  await expect(page).toHaveURL(/\/of\/tools$/);
  await expect(tools.heading()).toBeVisible();

  // A stock OF, with its confirmation and the spec's message.
  await tools.card("OF de stock").getByRole("button", { name: "Créer un OF de stock" }).click();
  await tools.confirmer("Créer un OF de stock ?", "Créer");
  const notice = page.getByRole("alert").filter({ hasText: /^Of créé n° \d+$/ });
  await expect(notice).toBeVisible();
  const stock = Number((await notice.innerText()).match(/\d+/)?.[0]);
  await expect(tools.card("OF de stock")).toContainText(`Dernier créé : n° ${stock}`);

  // A client order of the same product and metal, made through the API.
  const clients = (await (await page.request.get("/api/admin/clients")).json()) as ClientApi[];
  const client = clients.find((c) => c.actif && !c.isParent && !CLIENTS_SPECIAUX.includes(c.id));
  if (!client) throw new Error("aucun client de commande dans la démo");
  const cree = await page.request.post("/api/of/creation", {
    data: {
      ofs: [
        {
          idp: PRODUIT_STOCK,
          idBijouterie: client.id,
          idTypeCommande: 1,
          typTransp: 1,
          typeMetal: METAL_STOCK,
          idStade: 2,
          typCom: 1,
          refClt: "E2E-ECHANGE",
        },
      ],
    },
  });
  expect(cree.status()).toBe(201);
  const commande = ((await cree.json()) as Array<{ numSachet: number }>)[0]!.numSachet;

  // Swap: both numbers required, then the two bags exchange their orders.
  const echange = tools.card("Échanger deux OF");
  await echange.getByRole("button", { name: "Échanger" }).click();
  await expect(echange.getByText("Les deux numéros d'OF sont obligatoires.").first()).toBeVisible();
  await tools.choisirOf(echange, "OF source", stock);
  await expect(echange.getByRole("combobox", { name: "OF cible" })).toBeFocused();
  await tools.choisirOf(echange, "OF cible", commande);
  // Enter on the last field submits: the confirmation names both OFs.
  await tools.confirmer(`Échanger les commandes des OF ${stock} et ${commande} ?`, "Échanger");
  await tools.expectNotice(`Commandes des OF ${stock} et ${commande} échangées`);
  const numero = async (n: number) =>
    (
      (await (await page.request.get(`/api/of/numeros?q=${n}&limit=1`)).json()) as Array<{ client: string }>
    )[0];
  expect((await numero(stock))?.client).toBe(client.nomAgence);
  expect((await numero(commande))?.client).not.toBe(client.nomAgence);

  // The OF sheet: the PDF arrives and opens in a new tab.
  const impression = tools.card("Imprimer une liste ou un intervalle");
  await tools.choisirOf(impression, "Ajouter un OF", stock);
  await expect(impression.getByRole("listitem").filter({ hasText: String(stock) })).toBeVisible();
  const popup = page.waitForEvent("popup");
  const [pdf] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/of/print/fiche?ofs=${stock}`)),
    impression.getByRole("button", { name: "Fiches OF" }).click(),
  ]);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(Number(pdf.headers()["content-length"])).toBeGreaterThan(2000);
  const onglet = await popup;
  await expect.poll(() => onglet.url()).toMatch(/^blob:/);
  await onglet.close();

  // A scanner types the digits and Enter at once: the OF is added, the field is empty and keeps the
  // focus for the next bag.
  const scan = impression.getByRole("combobox", { name: "Ajouter un OF" });
  await expect(scan).toHaveValue("");
  await scan.focus();
  await page.keyboard.type(String(commande));
  await page.keyboard.press("Enter");
  await expect(impression.getByRole("listitem").filter({ hasText: String(commande) })).toBeVisible();
  await expect(scan).toHaveValue("");
  await expect(scan).toBeFocused();

  // Its barcode (the PNG the sheet embeds), read back from its pixels, gives the OF number.
  const row = await rowOfImage(page, `/api/of/print/code-barre/${stock}.png`);
  expect(decodeCode128Row(row)).toBe(String(stock));

  // An interval without an end runs to the last OF; an order print needs both ends.
  const commandePhotos = tools.card("Imprimer une commande avec photos");
  await commandePhotos.getByRole("textbox", { name: "Commande — Du n°" }).fill(String(stock));
  await commandePhotos.getByRole("button", { name: "Imprimer la commande" }).click();
  await expect(
    commandePhotos.getByText("Le début et la fin sont obligatoires pour imprimer une commande."),
  ).toBeVisible();
});
