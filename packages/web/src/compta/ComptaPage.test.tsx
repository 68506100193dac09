import { defaultPeriodeCompta, MSG_PERIODE_INVERSEE, toIsoDate } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dateIso, saisirDate } from "../test/dates.ts";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ComptaPage } from "./ComptaPage.tsx";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const periode = defaultPeriodeCompta(toIsoDate(new Date()));
const SOLDE = {
  factures: { nombre: 2, totalHt: "1023.10", tva: "204.62", totalTtc: "1227.72" },
  avoirs: { nombre: 1, totalHt: "99.99", tva: "20.00", totalTtc: "119.99" },
  solde: { totalHt: "923.11", tva: "184.62", totalTtc: "1107.73" },
};

const facture = (numero: number, statut: number | null, motif: string | null, envoi: string | null) => ({
  id: `standard-${numero}`,
  canal: "standard",
  numero,
  identifiant: `F${numero}`,
  idClient: 7,
  client: "Bijouterie Lumière",
  date: periode.debut,
  tauxTva: "20.00",
  totalHt: "100.00",
  tva: "20.00",
  totalTtc: "120.00",
  statut,
  statutLe: statut === null ? null : `${periode.debut}T09:30:00.000Z`,
  motif,
  envoi,
});
const FACTURES = [
  facture(185, 210, "TX_TVA_ERR : Taux faux", "acquitte"),
  facture(186, 213, "REJ_SEMAN : BR-FR-10", "acquitte"),
  facture(187, null, null, "non_joignable"),
];

function stub(exportAnswer?: { status: number; body: unknown }, factures: unknown[] = []) {
  return stubFetch((url) => {
    if (url.startsWith("/api/compta/solde?")) return { body: SOLDE };
    if (url.startsWith("/api/compta/factures?")) return { body: { rows: factures, total: factures.length } };
    if (url.startsWith("/api/compta/avoirs?")) return { body: { rows: [], total: 0 } };
    if (url.startsWith("/api/compta/export/")) return exportAnswer;
    if (url.startsWith("/api/ref/tva")) return { body: [{ id: 1, label: "TVA 20 %" }] };
    if (url.startsWith("/api/admin/clients")) return { body: [] };
    return undefined;
  });
}

describe("ComptaPage", () => {
  it("shows each invoice's platform status; a rejected one not issued, a refused one offering its credit note (issue 30.3)", async () => {
    stub(undefined, FACTURES);
    renderWithProviders(<ComptaPage />);
    // Rows found by their number's text (queries by role and name are slow on a grid).
    const ligne = async (id: string) => (await screen.findByText(id)).closest('[role="row"]') as HTMLElement;
    const refusee = await ligne("F185");
    expect(within(refusee).getByText("Refusée")).toBeTruthy();
    expect(within(refusee).getByText("Faire l'avoir").closest("a")?.getAttribute("href")).toBe(
      "/avoir?client=7&facture=185",
    );
    const rejetee = await ligne("F186");
    expect(
      within(rejetee).getByText("Rejetée, non émise").closest("[aria-label]")?.getAttribute("aria-label"),
    ).toBe("Non émise. Rejetée par la plateforme : REJ_SEMAN : BR-FR-10");
    expect(within(rejetee).queryByText("Faire l'avoir")).toBeNull();
    expect(within(await ligne("F187")).getByText("Destinataire non joignable")).toBeTruthy();
  });

  it("filters the invoices by platform status, refused, disputed, rejected first (issue 30.3)", async () => {
    const fetch = stub();
    renderWithProviders(<ComptaPage />);
    const section = await screen.findByRole("region", { name: "Factures" });
    fireEvent.mouseDown(within(section).getByLabelText("Statut plateforme (factures)"));
    const options = (await screen.findAllByRole("option")).map((o) => o.textContent);
    expect(options.slice(0, 5)).toEqual([
      "Tous",
      "À traiter (refusées, en litige, rejetées, envois en échec)",
      "Refusée",
      "En litige",
      "Rejetée",
    ]);
    fireEvent.click(screen.getByRole("option", { name: "En litige" }));
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          (c) => String(c[0]).startsWith("/api/compta/factures?") && String(c[0]).includes("statut=207"),
        ),
      ).toBe(true),
    );
  });

  it("opens on the 1st of the month .. today + 30 days and shows the balance in euros", async () => {
    const fetch = stub();
    renderWithProviders(<ComptaPage />);
    expect(dateIso("Date début")).toBe(periode.debut);
    expect(dateIso("Date fin")).toBe(periode.fin);
    const solde = await screen.findByRole("table", { name: "Solde de la période" });
    const ligne = within(solde).getByRole("row", { name: /^Solde/ });
    expect(ligne.textContent).toContain(`923,11${NBSP}€`);
    expect(ligne.textContent).toContain(`1${NNBSP}107,73${NBSP}€`);
    expect(within(solde).getByRole("rowheader", { name: "Factures (2)" })).toBeTruthy();
    const urls = fetch.mock.calls.map((c) => String(c[0]));
    expect(urls).toContain(`/api/compta/solde?debut=${periode.debut}&fin=${periode.fin}`);
  });

  it("exports the invoice and credit-note lists as CSV, with the period (issue 28.8)", async () => {
    stub();
    renderWithProviders(<ComptaPage />);
    for (const [titre, url] of [
      ["Factures", "/api/compta/factures"],
      ["Avoirs", "/api/compta/avoirs"],
    ] as const) {
      const section = await screen.findByRole("region", { name: titre });
      const lien = within(section).getByRole("link", { name: "Exporter CSV" });
      expect(lien.getAttribute("download")).toBe(`${titre.toLowerCase()}.csv`);
      const href = lien.getAttribute("href") ?? "";
      expect(href.startsWith(`${url}?`)).toBe(true);
      expect(href).toContain("format=csv");
      expect(href).toContain(`debut=${periode.debut}`);
    }
  });

  it("refuses an inverted period under the end date, without asking the server", async () => {
    const fetch = stub();
    renderWithProviders(<ComptaPage />);
    await screen.findByRole("table", { name: "Solde de la période" });
    const appels = fetch.mock.calls.length;
    saisirDate("Date début", "2025-03-31");
    saisirDate("Date fin", "2025-03-01");
    fireEvent.click(screen.getByRole("button", { name: "Afficher" }));
    expect(await screen.findByText(MSG_PERIODE_INVERSEE)).toBeTruthy();
    expect(fetch.mock.calls.slice(appels).some((c) => String(c[0]).includes("2025-03-31"))).toBe(false);
  });

  it("shows the server's refusal of an export instead of downloading it", async () => {
    stub({ status: 409, body: { message: "Les réglages de l'export comptable sont invalides." } });
    renderWithProviders(<ComptaPage />);
    fireEvent.click(screen.getByRole("button", { name: "Export Quadra" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toContain(
        "Les réglages de l'export comptable sont invalides.",
      ),
    );
  });
});
