import { type APIRequestContext, expect, test } from "@playwright/test";
import { pdftotext } from "../helpers/pdftotext.ts";
import { FinaliserPage } from "../pages/FinaliserPage.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";
import { RentrerStockDialog, StockPage } from "../pages/StockPage.ts";

interface OfAtelier {
  of: { numSachet: number; statut: number };
  etat: { pret: boolean };
}
interface LigneStock {
  of: number;
  idClient: number;
  lieu: string | null;
  plateau: string | null;
}

/** An OF whose lines are all back (ready to finalise), else an OF already finalised (550). */
async function ofAFinaliser(request: APIRequestContext): Promise<{ n: number; aFinaliser: boolean }> {
  for (const statut of [500, 200]) {
    const { rows } = (await (await request.get(`/api/of?statut=${statut}&pageSize=50`)).json()) as {
      rows: { numSachet: number }[];
    };
    for (const { numSachet } of rows) {
      const d = (await (await request.get(`/api/atelier/of/${numSachet}`)).json()) as OfAtelier;
      if (d.etat.pret) return { n: numSachet, aFinaliser: true };
    }
  }
  const { rows } = (await (await request.get("/api/of?statut=550&pageSize=1")).json()) as {
    rows: { numSachet: number }[];
  };
  return { n: rows[0]!.numSachet, aFinaliser: false };
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus)
    await page.screenshot({ path: "/tmp/e2e-stock-echec.png", fullPage: true });
});

async function stock(request: APIRequestContext, query: string): Promise<LigneStock[]> {
  const res = await request.get(`/api/stock?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rows: LigneStock[] }).rows;
}

test("finalise an OF, put it into stock, find it, tray, consign, print, invoice on /livraion", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await new LoginPage(page).loginAs("bureau");
  const { n, aFinaliser } = await ofAFinaliser(page.request);

  // /finaliser: finalise it (when it was not yet), pick it again from the history, Rentrer en Stock.
  const fin = new FinaliserPage(page);
  await page.goto("/finaliser");
  await expect(fin.heading()).toBeVisible();
  await fin.scanner(n);
  if (aFinaliser) {
    await page.getByRole("button", { name: "Finaliser", exact: true }).click();
    await fin.expectNotice(new RegExp(`${n}`));
    await fin.entreesHistorique(n).first().click();
  }
  await page.getByRole("button", { name: "Rentrer en Stock" }).click();
  const rentrer = new RentrerStockDialog(page);
  await rentrer.remplir({
    ref: "BAGUE E2E",
    poids: "3,5",
    prix: "1234,40",
    revient: "480",
    etiquette: "SOLITAIRE DIAMANT",
  });
  await expect(rentrer.dialog().getByRole("alert")).toHaveText(
    "La description est trop longue : l'étiquette fait 15 caractères au maximum.",
  );
  await rentrer.dialog().getByRole("textbox", { name: "Etiquette" }).fill("SOLITAIRE OR");
  await rentrer.dialog().getByRole("button", { name: "Enregistrer" }).click();
  await fin.expectNotice(`OF ${n} rentré en stock.`);

  // /produit/stock: find it with the filters, the summaries by the server.
  const s = new StockPage(page);
  await new Shell(page).open("Produit", "Stock produit");
  await expect(s.heading()).toBeVisible();
  await s.filtrerOf(n);
  await expect(s.ligne(n)).toBeVisible();
  await expect(s.ligne(n)).toContainText("SOLITAIRE OR");
  await expect(s.resume("Liste")).toContainText("Nombre : 1");
  await expect(s.resume("Liste")).toContainText("1 234,40");

  // Move it to a tray, then find it by that tray.
  await s.cocher(n);
  await expect(s.resume("Sélection")).toContainText("Nombre : 1");
  await s.plateau("P001");
  await s.expectNotice("1 produit(s) posé(s) sur le plateau P001.");
  // The piece moved, highlighted in the list (issue 28.5).
  await expect(s.ligne(n)).toHaveClass(/ligne-enregistree/);
  await s.filtrerPlateau("P001");
  await expect(s.ligne(n)).toContainText("P001");

  // Consign two pieces to a shop and print the note; a selection over two clients is refused.
  const [autre] = (await stock(page.request, "client=249&pageSize=5")).filter((l) => l.of !== n);
  const shop = (
    (await (await page.request.get("/api/admin/clients")).json()) as { id: number; nomAgence: string }[]
  ).find((c) => c.id !== 249 && c.nomAgence)!;
  const s2 = s;
  for (const of of [n, autre!.of]) {
    await s2.filtrerOf(of);
    await s2.cocher(of);
    await s2.confier(shop.nomAgence);
    await s2.expectNotice(`1 produit(s) confié(s) à ${shop.nomAgence}.`);
    await expect(s2.ligne(of)).toHaveClass(/ligne-enregistree/);
  }
  const note = await page.request.get(`/api/stock/print/confie?ofs=${n},${autre!.of}`);
  expect(note.status()).toBe(200);
  const texteNote = pdftotext(await note.body());
  expect(texteNote).toContain("BON DE CONFIÉ");
  expect(texteNote).toContain(shop.nomAgence);
  expect(texteNote).toContain("Total : 2 pièce(s)");
  // Imprimer Confie over two clients (the consigned piece and one at the stock client): refused.
  const [enStock] = await stock(page.request, "client=249&pageSize=1");
  const plateaux = (await (await page.request.get("/api/stock/plateaux")).json()) as {
    id: number;
    label: string;
    actif: number;
    nombre: number;
  }[];
  const vide = plateaux.find((p) => p.nombre === 0)!;
  const pose = await page.request.post("/api/stock/plateau", {
    data: { ofs: [n, enStock!.of], plateau: vide.id },
  });
  expect(pose.status()).toBe(200);
  await s2.filtrerPlateau(vide.label);
  await s2.cocher(n);
  await s2.cocher(enStock!.of);
  await expect(s2.resume("Sélection")).toContainText("Nombre : 2");
  await s2.bouton("Imprimer Confie").click();
  await s2.expectNotice("Impression bon de confie impossible car plusieurs clients sont presents");
  const refus = await page.request.get(`/api/stock/print/confie?ofs=${n},${enStock!.of}`);
  expect(refus.status()).toBe(409);
  expect(((await refus.json()) as { message: string }).message).toBe(
    "Impression bon de confie impossible car plusieurs clients sont presents",
  );
  const s3 = s2;

  // Labels: one price under 6000 (the price and 2.5 x), one above ("€ HT").
  await page.request.put(`/api/stock/${autre!.of}`, {
    data: { ref1: null, labelProduit: "RIVIERE", prixFact: "12500", poids: "5", plateau: null },
  });
  for (const format of ["thermique", "a4"]) {
    const pdf = await page.request.get(`/api/stock/print/etiquettes?ofs=${n},${autre!.of}&format=${format}`);
    expect(pdf.status()).toBe(200);
    const texte = pdftotext(await pdf.body());
    expect(texte).toContain("SOLITAIRE OR");
    expect(texte).toContain("1234 / 3085");
    expect(texte).toContain("12500 € HT");
    expect(texte).toContain("RIVIERE");
  }

  // Facturer from the stock (575), then invoice it on /livraion.
  await s3.filtrerOf(n);
  await s3.cocher(n);
  await s3.bouton("Facturer").click();
  await page.getByRole("dialog").getByRole("button", { name: "Confirmer" }).click();
  await s3.expectNotice("1 produit(s) prêt(s) à facturer (/livraion).");
  await page.goto("/livraion");
  const liv = new LivraisonPage(page);
  await expect(liv.heading()).toBeVisible();
  const groupe = liv.groupeDe(n);
  await expect(groupe).toBeVisible();
  const banniere = await liv.facturer(groupe);
  expect((await liv.numeros(banniere)).length).toBeGreaterThan(0);
});
