import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { conditionsPaiement, type GroupeAFacturer } from "../../packages/domain/src/index.ts";
import { pdftotext } from "../helpers/pdftotext.ts";
import { ClientPage } from "../pages/ClientPage.ts";
import { CreationOfPage } from "../pages/CreationOfPage.ts";
import { EnvoiAtelierPage } from "../pages/EnvoiAtelierPage.ts";
import { FinaliserPage } from "../pages/FinaliserPage.ts";
import { LivraisonPage } from "../pages/LivraisonPage.ts";
import { LoginPage } from "../pages/LoginPage.ts";
import { Shell } from "../pages/Shell.ts";

/**
 * Issue 12 "Done when": the main path walked as a new user would, on the demo data, through the UI
 * only (the API is read, never written): the client's record, an OF created with its price, sent to a
 * jeweller and a setter and returned, finalised, ready to invoice, invoiced, its PDF read back.
 */

/** Demo settings: the stock client and the alternate channel's client are not order clients. */
const CLIENTS_SPECIAUX = [249, 502];

interface ClientApi {
  id: number;
  nomAgence: string;
  isParent: boolean;
  actif: boolean;
}
interface Ouvrier {
  id: number;
  label: string;
}

/** An order client with nothing ready to invoice: the OF made for it is a group of its own. */
async function clientLibre(request: APIRequestContext): Promise<ClientApi> {
  const groupes = (await (await request.get("/api/facturation/a-facturer")).json()) as GroupeAFacturer[];
  const occupes = new Set(groupes.map((g) => g.idBijouterie));
  const clients = (await (await request.get("/api/admin/clients")).json()) as ClientApi[];
  const noms = clients.map((c) => c.nomAgence);
  const libre = clients.find(
    (c) =>
      c.actif &&
      !c.isParent &&
      !CLIENTS_SPECIAUX.includes(c.id) &&
      !occupes.has(c.id) &&
      // A name no other client starts with: the pickers find it alone.
      noms.filter((n) => n.startsWith(c.nomAgence)).length === 1,
  );
  if (!libre) throw new Error("pas de client libre dans la démo");
  return libre;
}

/** Picks in an autocomplete by keyboard: the text typed, the wanted option highlighted, Enter. */
async function choisirAuClavier(
  page: Page,
  champ: ReturnType<Page["getByRole"]>,
  texte: string,
  option: RegExp,
) {
  await champ.fill(texte);
  await expect(page.getByRole("option", { name: option }).first()).toBeVisible();
  for (let i = 0; i < 10; i++) {
    await champ.press("ArrowDown");
    const active = page.locator('[role="option"].Mui-focused');
    if (option.test((await active.textContent()) ?? "")) break;
  }
  await champ.press("Enter");
}

const aplati = (s: string) => s.replace(/\s+/g, " ");
const echappe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("parcours clavier : de la fiche client à la facture PDF, sans base ni statut forcé", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await new LoginPage(page).loginAs("bureau");
  const shell = new Shell(page);
  const client = await clientLibre(page.request);

  // 1. The client's record: SIREN, VAT number, a 45-day term (its OFs' échéance), its bank.
  await shell.open("Administration", "Clients");
  const fiche = new ClientPage(page);
  await fiche.ouvrir(client.nomAgence);
  await fiche.saisirFacturation({
    siren: "542 051 180",
    numTva: "FR59 542 051 180",
    delai: conditionsPaiement(45),
    email: "compta@exemple.fr",
    iban: "FR76 3000 6000 0112 3456 7890 189",
    bic: "BNPAFRPP",
    banque: "BNP Paribas",
    banqueVille: "Lyon",
  });
  await expect(page.getByRole("alert").filter({ hasText: "Client enregistré" })).toBeVisible();
  await expect(fiche.champ("SIREN")).toHaveValue("542051180");

  // 2. /of: the OF with its catalogue price, added by Enter on the price, saved.
  await shell.open("OF", "Création OF");
  const creation = new CreationOfPage(page);
  const metaux = await creation.refList("type_metal");
  const transports = await creation.refList("type_transport");
  const stades = await creation.refList("stade");
  let produit: { ref: string; description: string; idCentre: number; metal: string } | null = null;
  for (const p of await creation.produits("BG10")) {
    for (const m of metaux) {
      if ((await creation.stock(p.idCentre, m.id)).length === 0) {
        produit = { ...p, metal: m.label };
        break;
      }
    }
    if (produit) break;
  }
  if (!produit) throw new Error("pas de produit sans stock dans la démo");
  await choisirAuClavier(
    page,
    page.getByRole("combobox", { name: /^Client/ }),
    client.nomAgence,
    new RegExp(echappe(client.nomAgence)),
  );
  await choisirAuClavier(
    page,
    page.getByRole("combobox", { name: /^Produit/ }),
    produit.ref,
    new RegExp(`${echappe(produit.ref)}.*${echappe(produit.description)}`),
  );
  await expect(page.getByRole("combobox", { name: /^Produit/ })).toHaveValue(
    `${produit.ref} — ${produit.description}`,
  );
  await creation.select("Type transport", transports[0]!.label);
  await creation.select("Type métal", produit.metal);
  await creation.select("Stade", stades.find((s) => s.id === 2)!.label);
  const catalogue = await (await page.request.get(`/api/of/creation/prix/${produit.idCentre}`)).json();
  const prix = page.getByLabel("Prix (€)");
  await expect(prix).toHaveValue(String(catalogue.total3).replace(".", ","));
  await prix.press("Enter");
  await expect(creation.pendingRows()).toHaveCount(1);
  await page.getByRole("button", { name: "Enregistrer" }).focus();
  await page.keyboard.press("Enter");
  const crees = page.getByRole("status", { name: "OF créés" });
  await expect(crees).toBeVisible();
  const n = Number(/Of créé n° (\d+)/.exec(await crees.innerText())?.[1]);
  expect(n).toBeGreaterThan(0);

  // 3. The jeweller, then the setter: bag scanned, weights typed, Enter sends and returns.
  const ouvriers = (await (await page.request.get("/api/atelier/ouvriers")).json()) as {
    joailliers: Ouvrier[];
    sertisseurs: Ouvrier[];
  };
  const joaillier = ouvriers.joailliers[0]!;
  const sertisseur = ouvriers.sertisseurs[0]!;
  const atelier = new EnvoiAtelierPage(page);
  await shell.open("Atelier", "Envoi joaillier");
  await expect(atelier.heading("Envoi joaillier")).toBeVisible();
  await atelier.envoyer("Envoi Joaillier", joaillier.label, n, "4,8");
  await atelier.expectNotice(`OF ${n} envoyé à ${joaillier.label}.`);
  await atelier.retourner("Retour Joaillier", n, "4,6", "60");
  await atelier.expectNotice(`OF ${n} retourné par ${joaillier.label}.`);
  await shell.open("Atelier", "Envoi serti");
  await expect(atelier.heading("Envoi serti")).toBeVisible();
  await atelier.envoyer("Envoi Serti", sertisseur.label, n);
  await atelier.expectNotice(`OF ${n} envoyé à ${sertisseur.label}.`);
  await atelier.retourner("Retour Serti", n, "4,47", "38,50");
  await atelier.expectNotice(`OF ${n} retourné par ${sertisseur.label}.`);

  // 4. /finaliser: scanned, Enter finalises; then "Prêt à facturer" (a command, not a status pick).
  const finaliser = new FinaliserPage(page);
  await shell.open("Atelier", "Finaliser OF");
  await expect(finaliser.heading()).toBeVisible();
  await finaliser.scanner(n);
  await expect(finaliser.hint("Pret Pour Finalisation")).toBeVisible();
  await finaliser.champOf().press("Enter");
  await finaliser.expectNotice(`OF ${n} finalisé`);
  await finaliser.scanner(n);
  const pret = page.getByRole("button", { name: "Prêt à facturer" });
  await pret.focus();
  await page.keyboard.press("Enter");
  await finaliser.expectNotice(`OF ${n} prêt à facturer.`);

  // 5. /livraion: the OF's group, its price; Enter in the port asks, Enregistrer invoices.
  const livraison = new LivraisonPage(page);
  await shell.open("Facturation", "Facturation");
  await expect(livraison.heading()).toBeVisible();
  const groupe = livraison.groupeDe(n);
  await expect(groupe).toContainText(client.nomAgence);
  const banniere = await livraison.facturer(groupe, "entree");
  await expect(groupe).toHaveCount(0);
  // Said once: the banner with its link, no toast repeating it.
  await expect(page.getByRole("alert").filter({ hasText: /Factures? enregistrées? : n°/ })).toHaveCount(1);
  const [numero] = await livraison.numeros(banniere);

  // 6. The invoice PDF, read by pdftotext: number, client, its SIREN and VAT, the OF, its term.
  const res = await page.request.get(await livraison.lienPdf(banniere));
  expect(res.status()).toBe(200);
  const texte = aplati(pdftotext(await res.body()));
  for (const attendu of [
    `N° F${numero}`,
    client.nomAgence,
    "SIREN : 542051180",
    "N° TVA intracommunautaire : FR59542051180",
    String(n),
    produit.ref,
    conditionsPaiement(45),
  ]) {
    expect(texte).toContain(aplati(attendu));
  }
});
