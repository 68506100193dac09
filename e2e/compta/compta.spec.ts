import { type APIRequestContext, expect, test } from "@playwright/test";
import { ComptaPage } from "../pages/ComptaPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

interface Totaux {
  nombre: number;
  totalHt: string;
  tva: string;
  totalTtc: string;
}
interface Solde {
  factures: Totaux;
  avoirs: Totaux;
  solde: { totalHt: string; totalTtc: string };
}
interface Facture {
  canal: string;
  numero: number;
  totalHt: string;
  totalTtc: string;
}

const cents = (x: string) => Math.round(Number(x) * 100);
/** French euros as the screen writes them ("1 234,56 €"), from exact cents. */
const euros = (c: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(c / 100);
const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The latest full month of the demo with at least two invoices and a credit note. */
async function moisAvecDonnees(request: APIRequestContext) {
  const now = new Date();
  for (let i = 1; i <= 36; i++) {
    const debut = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)));
    const fin = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i + 1, 0)));
    const solde = (await (await request.get(`/api/compta/solde?debut=${debut}&fin=${fin}`)).json()) as Solde;
    if (solde.factures.nombre >= 2 && solde.avoirs.nombre >= 1) return { debut, fin, solde };
  }
  throw new Error("no month of the demo with invoices and credit notes");
}

/** Signed cents of a Quadra M record: + debit, - credit. */
const signeQuadra = (l: string) => Number(l.slice(43, 55)) * (l[41] === "D" ? 1 : -1);

test("/compta: a period's documents and balance, a selection, the Quadra and FEC exports", async ({
  page,
}) => {
  const compta = new ComptaPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Comptabilité");
  await expect(page).toHaveURL(/\/compta$/);
  await expect(compta.heading()).toBeVisible();

  const { debut, fin, solde } = await moisAvecDonnees(page.request);
  await compta.periode(debut, fin);

  // The balance: invoices, credit notes, invoices minus credit notes.
  await expect(compta.ligneSolde(`Factures (${solde.factures.nombre})`)).toContainText(
    euros(cents(solde.factures.totalTtc)),
  );
  await expect(compta.ligneSolde(`Avoirs (${solde.avoirs.nombre})`)).toContainText(
    euros(cents(solde.avoirs.totalTtc)),
  );
  const soldeTtc = cents(solde.factures.totalTtc) - cents(solde.avoirs.totalTtc);
  expect(cents(solde.solde.totalTtc)).toBe(soldeTtc);
  await expect(compta.ligneSolde("Solde")).toContainText(euros(soldeTtc));

  // The invoice table: 10 rows a page, in date order, as the server sends them.
  const page0 = (await (await page.request.get(`/api/compta/factures?debut=${debut}&fin=${fin}`)).json()) as {
    rows: Facture[];
  };
  await expect(compta.lignes("Factures")).toHaveCount(Math.min(10, solde.factures.nombre));
  await expect(compta.lignes("Factures").first()).toContainText(String(page0.rows[0]!.numero));

  // Two invoices selected: their count and totals.
  await expect(compta.selection("Factures")).toContainText("0 sélectionné");
  await expect(compta.imprimer("Factures")).toBeDisabled();
  await compta.selectionner("Factures", 0);
  await compta.selectionner("Factures", 1);
  const [a, b] = [page0.rows[0]!, page0.rows[1]!];
  await expect(compta.selection("Factures")).toContainText("2 sélectionnés");
  await expect(compta.selection("Factures")).toContainText(
    `Total HT ${euros(cents(a.totalHt) + cents(b.totalHt))}`,
  );
  await expect(compta.selection("Factures")).toContainText(
    `Total TTC ${euros(cents(a.totalTtc) + cents(b.totalTtc))}`,
  );

  // Imprimer opens the invoice PDF of the selection in a new tab.
  const popup = page.waitForEvent("popup");
  await compta.imprimer("Factures").first().click();
  const onglet = await popup;
  const url = new URL(onglet.url());
  expect(url.pathname).toBe("/api/facturation/factures/pdf");
  expect(url.searchParams.get("canal")).toBe(a.canal);
  expect(url.searchParams.get("ids")?.split(",")).toContain(String(a.numero));
  await onglet.close();

  // Export Quadra: fixed-width ASCII records, CRLF, balanced, the totals of the balance.
  const quadra = await compta.exporter("Export Quadra");
  expect(quadra.nom).toBe(`quadra-VT-${debut.replaceAll("-", "")}-${fin.replaceAll("-", "")}.txt`);
  expect(quadra.texte).toMatch(/^[\x20-\x7e\r\n]+$/);
  const records = quadra.texte.split("\r\n");
  expect(records.pop()).toBe("");
  expect(records.every((l) => l.length === 146 && l.startsWith("M"))).toBe(true);
  expect(records.reduce((s, l) => s + signeQuadra(l), 0)).toBe(0);
  const debitClients = records
    .filter((l) => l.startsWith("M411") && l[41] === "D")
    .reduce((s, l) => s + Number(l.slice(43, 55)), 0);
  expect(debitClients).toBe(cents(solde.factures.totalTtc));

  // Export FEC: the 18 columns, debits = credits, named by SIREN and end of period.
  const fec = await compta.exporter("Export FEC");
  expect(fec.nom).toMatch(new RegExp(`^\\d{9}FEC${fin.replaceAll("-", "")}\\.txt$`));
  const lignes = fec.texte.split("\r\n");
  expect(lignes.pop()).toBe("");
  expect(lignes[0]!.split("|")).toHaveLength(18);
  let debit = 0;
  let credit = 0;
  for (const l of lignes.slice(1)) {
    const f = l.split("|");
    expect(f).toHaveLength(18);
    debit += cents(f[11]!.replace(",", "."));
    credit += cents(f[12]!.replace(",", "."));
  }
  expect(debit).toBe(credit);
  expect(lignes.length - 1).toBe(records.length);
});

test("/compta: the Factur-X XML of one selected invoice downloads alone", async ({ page }) => {
  const compta = new ComptaPage(page);
  await new LoginPage(page).loginAs("bureau");
  await new Shell(page).open("Compta", "Comptabilité");
  const { debut, fin } = await moisAvecDonnees(page.request);
  await compta.periode(debut, fin);
  const xml = compta.section("Factures").getByRole("link", { name: "XML Factur-X" });
  await compta.selectionner("Factures", 0);
  const telechargement = page.waitForEvent("download");
  await xml.click();
  const fichier = await telechargement;
  expect(fichier.suggestedFilename()).toMatch(/^factur-x-x?\d+\.xml$/);
  const texte = await (await import("node:fs/promises")).readFile((await fichier.path())!, "utf8");
  expect(texte).toContain("<rsm:CrossIndustryInvoice");
  expect(texte).toContain("<ram:ID>urn:cen.eu:en16931:2017</ram:ID>");
});
