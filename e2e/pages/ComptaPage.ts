import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { saisirDate } from "./DateField.ts";

/** /compta: filters, the balance, the invoice and credit-note tables, the exports. */
export class ComptaPage {
  constructor(private readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { name: "Comptabilité", level: 1 });
  }

  async periode(debut: string, fin: string) {
    await saisirDate(this.page, "Date début", debut);
    await saisirDate(this.page, "Date fin", fin);
    await this.page.getByRole("button", { name: "Afficher" }).click();
  }

  solde() {
    return this.page.getByRole("table", { name: "Solde de la période" });
  }

  /** The row of the balance table ("Factures (n)", "Avoirs (n)", "Solde"). */
  ligneSolde(label: string | RegExp) {
    return this.solde()
      .getByRole("row")
      .filter({ has: this.page.getByRole("rowheader", { name: label }) });
  }

  section(titre: "Factures" | "Avoirs") {
    return this.page.getByRole("region", { name: titre });
  }

  grid(titre: "Factures" | "Avoirs") {
    return this.section(titre).getByRole("grid", { name: titre });
  }

  lignes(titre: "Factures" | "Avoirs") {
    return this.grid(titre)
      .getByRole("row")
      .filter({ has: this.page.getByRole("gridcell") });
  }

  async selectionner(titre: "Factures" | "Avoirs", index: number) {
    await this.lignes(titre).nth(index).getByRole("checkbox").check();
  }

  selection(titre: "Factures" | "Avoirs") {
    return this.page.getByRole("status", { name: `Sélection ${titre}` });
  }

  imprimer(titre: "Factures" | "Avoirs") {
    return this.section(titre).getByRole("button", { name: /^Imprimer/ });
  }

  /** Clicks an export button and returns the downloaded file's name and text. */
  async exporter(label: "Export Quadra" | "Export FEC") {
    const download = this.page.waitForEvent("download");
    await this.page.getByRole("button", { name: label }).click();
    const d = await download;
    const path = await d.path();
    expect(path).toBeTruthy();
    return { nom: d.suggestedFilename(), texte: await readFile(path, "latin1") };
  }
}
