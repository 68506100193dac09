import { expect, test } from "@playwright/test";
import { CreationOfPage } from "../pages/CreationOfPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

test("/of: three OFs created in one save, one of them declined then accepted at the stock check", async ({
  page,
}) => {
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("OF", "Création OF");
  await expect(page).toHaveURL(/\/of$/);
  const of = new CreationOfPage(page);

  // The data: a client that may receive OFs, a product with a piece in stock, two products without.
  const metaux = await of.refList("type_metal");
  const transports = await of.refList("type_transport");
  const stades = await of.refList("stade");
  const client = await of.selectableClient();
  const piece = await of.findPieceEnStock(metaux);
  const autres = (await of.produits("BG10")).filter((p) => p.idCentre !== piece.idp).slice(0, 2);
  const libres: Array<{ ref: string; description: string; metal: string }> = [];
  for (const p of autres) {
    for (const m of metaux) {
      if ((await of.stock(p.idCentre, m.id)).length === 0) {
        libres.push({ ref: p.ref, description: p.description, metal: m.label });
        break;
      }
    }
  }
  expect(libres).toHaveLength(2);

  // Ajouter shows only once a product is chosen; the required fields say so in French.
  await expect(of.addButton()).toHaveCount(0);
  await of.chooseClient(client);
  await of.chooseProduit(piece.ref, piece.designation);
  await expect(of.addButton()).toBeVisible();
  await of.addButton().click();
  await expect(page.getByText("Type transport obligatoire.")).toBeVisible();
  await expect(page.getByText("Type métal obligatoire.")).toBeVisible();
  await expect(page.getByText("Stade obligatoire.")).toBeVisible();
  // Commission 1 and type commande 1 by default.
  await expect(page.getByRole("combobox", { name: /^Type commande/ })).toHaveValue("1");
  await expect(page.getByRole("combobox", { name: /^Commission/ })).toHaveValue("1");

  // OF 1 hits the stock: the confirmation names ref, designation, OF number and place; declining cancels.
  await of.select("Type transport", transports[0]!.label);
  await of.select("Type métal", piece.typeMetal.label);
  await of.select("Stade", stades[1]!.label);
  // The price is fixed at creation: the catalogue's at the stade (1 MFS, 3 centre vide, else piece).
  const catalogue = await (await page.request.get(`/api/of/creation/prix/${piece.idp}`)).json();
  const idStade = stades[1]!.id;
  const attendu: string =
    idStade === 1 ? catalogue.totalMfs : idStade === 3 ? catalogue.totalcv : catalogue.total3;
  await expect(page.getByLabel("Prix (€)")).toHaveValue(attendu.replace(".", ","));
  await page.getByLabel("Référence client").fill("E2E-STOCK");
  await of.addButton().click();
  const dialog = of.stockDialog();
  await expect(dialog).toContainText(piece.ref);
  await expect(dialog).toContainText(piece.designation);
  await expect(dialog).toContainText(`OF n° ${piece.numSachet}`);
  await expect(dialog).toContainText(piece.lieu);
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(of.pendingRows()).toHaveCount(0);
  await of.addButton().click();
  await of.stockDialog().getByRole("button", { name: "Continuer" }).click();
  await expect(of.pendingRows()).toHaveCount(1);
  await expect(of.pendingRows().first()).toContainText(piece.ref);
  await expect(of.pendingRows().first()).toContainText(client);
  await expect(page.getByRole("combobox", { name: /^Produit/ })).toHaveValue("");
  await expect(of.addButton()).toHaveCount(0);

  // OF 2 and 3: nothing in stock, no question; client, transport and stade stay from the previous OF.
  for (const [index, libre] of libres.entries()) {
    await of.chooseProduit(libre.ref, libre.description);
    await of.select("Type métal", libre.metal);
    await page.getByLabel("Prix (€)").fill(index === 0 ? "1 250,5" : "");
    await page.getByLabel("Prix (€)").press("Enter");
    await expect(of.pendingRows()).toHaveCount(2 + index);
  }
  await expect(of.stockDialog()).toHaveCount(0);
  await expect(of.pendingRows().nth(1)).toContainText("1 250,50 €");

  // A reload keeps the pending OFs.
  await page.reload();
  await expect(of.pendingRows()).toHaveCount(3);

  // Enregistrer checks the stock again, then creates the three with consecutive numbers.
  await of.save();
  await of.stockDialog().getByRole("button", { name: "Continuer" }).click();
  const created = page.getByRole("status", { name: "OF créés" });
  await expect(created).toBeVisible();
  const numeros = [...(await created.innerText()).matchAll(/Of créé n° (\d+)/g)].map((m) => Number(m[1]));
  expect(numeros).toHaveLength(3);
  expect([numeros[1]! - numeros[0]!, numeros[2]! - numeros[1]!]).toEqual([1, 1]);
  // Said once, not also in a passing notice (issue 28.9).
  await expect(page.getByText(`Of créé n° ${numeros[0]}`, { exact: true })).toHaveCount(1);
  await expect(of.pendingRows()).toHaveCount(0);

  // The server has them at status 50, for the chosen client and product.
  const found = await (await page.request.get(`/api/of/numeros?q=${numeros[0]}&limit=1`)).json();
  expect(found[0]).toMatchObject({ numSachet: numeros[0], ref: piece.ref, client, statut: 50 });
});
