import { expect, type Locator, type Page } from "@playwright/test";

/** The /livraion screen (invoicing): one card per group of OFs ready to invoice. */
export class LivraisonPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Facturation", level: 1 });
  }

  /** The group card holding this OF (its table has the OF's Tracer button; the page is a region too). */
  groupeDe(numSachet: number): Locator {
    return this.page
      .getByRole("region")
      .filter({ has: this.page.getByRole("button", { name: `Tracer l'OF ${numSachet}`, exact: true }) })
      .filter({ hasNot: this.page.getByRole("region") });
  }

  port(groupe: Locator): Locator {
    return groupe.getByRole("textbox", { name: "Port" });
  }

  /** Facturer, answered "Enregistrer" to "Enregistrer les factures ?"; returns the success banner. */
  async facturer(groupe: Locator, avec: "bouton" | "entree" = "bouton"): Promise<Locator> {
    if (avec === "bouton") await groupe.getByRole("button", { name: "Facturer" }).click();
    else await this.port(groupe).press("Enter");
    const dialog = this.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Enregistrer les factures ?" })).toBeVisible();
    await dialog.getByRole("button", { name: "Enregistrer" }).click();
    const banniere = this.page
      .getByRole("status", { name: "Factures enregistrées" })
      .getByRole("alert")
      .first();
    await expect(banniere).toContainText(/Factures? enregistrées? : n° FX?\d+/);
    return banniere;
  }

  /** The invoice numbers a success banner names. */
  async numeros(banniere: Locator): Promise<number[]> {
    const texte = await banniere.innerText();
    return (texte.split("n°")[1] ?? "").match(/\d+/g)?.map(Number) ?? [];
  }

  /** The URL of the banner's PDF link (opened in a new tab by the user). */
  async lienPdf(banniere: Locator): Promise<string> {
    const lien = banniere.getByRole("link", { name: /Ouvrir (la facture|les factures) \(PDF\)/ });
    await expect(lien).toHaveAttribute("target", "_blank");
    const href = await lien.getAttribute("href");
    if (!href) throw new Error("lien PDF sans adresse");
    return href;
  }
}
