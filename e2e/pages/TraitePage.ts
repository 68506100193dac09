import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { choisirClient, libelle } from "./AvoirPage.ts";
import { saisirDate } from "./DateField.ts";

/** The bill screens /traite and /traite_fournisseur: one form, Créer Traite, the alert, the PDF tab. */
export class TraitePage {
  constructor(private readonly page: Page) {}

  form(name: "Traite client" | "Traite fournisseur") {
    return this.page.getByRole("form", { name });
  }

  champ(label: string) {
    return this.page.getByLabel(libelle(label));
  }

  async choisirClient(nom: string) {
    await choisirClient(this.page, this.page, nom);
  }

  /** Picks an option of a MUI select or autocomplete by its label. */
  async choisir(label: string, option: string) {
    const box = this.page.getByRole("combobox", { name: new RegExp(`^${label}`) });
    // An autocomplete is typed into; a select's list hides the page from the accessibility tree once open.
    const saisie = (await box.evaluate((e) => e.tagName)) === "INPUT";
    await box.click();
    if (saisie) await box.fill(option);
    await this.page.getByRole("option").filter({ hasText: option }).first().click();
  }

  alerte() {
    return this.page.getByRole("alert").filter({ hasText: "Il manque les variables suivantes : " });
  }

  echeances() {
    return this.page.getByRole("table", { name: "Échéances" }).getByRole("row");
  }

  /** The bills created (/traite's history). */
  historique() {
    return this.page.getByRole("grid", { name: "Traites créées" });
  }

  /** Réimprimer of a bill of the history: the PDF opens in a new tab; gives the path it asked. */
  async reimprimer(numEffet: number): Promise<string> {
    const popup = this.page.waitForEvent("popup");
    const [pdf] = await Promise.all([
      this.page.waitForResponse((r) => /\/api\/compta\/traites\/\d+\/pdf$/.test(r.url())),
      this.historique()
        .getByRole("button", { name: `Réimprimer l'effet ${numEffet}` })
        .click(),
    ]);
    expect(pdf.status()).toBe(200);
    const onglet = await popup;
    await expect.poll(() => onglet.url()).toMatch(/^blob:/);
    await onglet.close();
    return new URL(pdf.url()).pathname;
  }

  /**
   * Runs the action that creates (the button, or Enter on the last field): the bill is saved, then
   * its PDF fetched into the new tab. Gives the creation's answer and the PDF as the server sends it
   * (Chromium keeps no body of a fetched blob, so it is asked again through the session).
   */
  async creer(declencher: () => Promise<unknown>): Promise<{ cree: { idTraite: number }; pdf: Buffer }> {
    const popup = this.page.waitForEvent("popup");
    const [creation, pdf] = await Promise.all([
      this.page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/api\/compta\/traites/.test(r.url()),
      ),
      this.page.waitForResponse((r) => /\/api\/compta\/traites(-fournisseur)?\/\d+\/pdf$/.test(r.url())),
      declencher(),
    ]);
    expect(creation.status()).toBe(201);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const onglet = await popup;
    await expect.poll(() => onglet.url()).toMatch(/^blob:/);
    await onglet.close();
    return { cree: await creation.json(), pdf: await (await this.page.request.get(pdf.url())).body() };
  }

  /**
   * Fichier LCR (CFONB) of the history for a remittance date: the dialog lists that day's bills, all
   * ticked; the bills `exclus` (N° Effet) are unticked by keyboard (Space); the downloaded file's name
   * and text.
   */
  async fichierLcr(
    dateIso: string,
    exclus: readonly number[] = [],
  ): Promise<{ nom: string; texte: string; statut: number }> {
    await saisirDate(this.page, "Date de remise", dateIso);
    await this.page.getByRole("button", { name: "Fichier LCR (CFONB)" }).click();
    const dialog = this.page.getByRole("dialog", { name: /Fichier LCR \(CFONB\)/ });
    await expect(dialog.getByRole("checkbox", { name: "Toutes les traites" })).toBeChecked();
    for (const n of exclus) {
      const coche = dialog.getByRole("checkbox", { name: `Effet ${n}`, exact: true });
      await coche.focus();
      await coche.press("Space");
      await expect(coche).not.toBeChecked();
    }
    const download = this.page.waitForEvent("download");
    const [reponse] = await Promise.all([
      this.page.waitForResponse((r) => r.url().endsWith("/api/compta/traites/remises")),
      dialog.getByRole("button", { name: "Télécharger le fichier" }).click(),
    ]);
    expect([200, 201], await reponse.text()).toContain(reponse.status());
    const chemin = await (await download).path();
    return {
      nom: (await download).suggestedFilename(),
      texte: await readFile(chemin, "latin1"),
      statut: reponse.status(),
    };
  }
}
