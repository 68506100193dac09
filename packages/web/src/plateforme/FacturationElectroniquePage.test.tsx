import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FacturationElectroniquePage } from "./FacturationElectroniquePage.tsx";

const ligne = (
  id: number,
  typeDocument: "facture" | "avoir",
  canal: string | null,
  numero: number,
  document: string,
  trackingId: string,
) => ({
  id,
  typeDocument,
  canal,
  numero,
  document,
  trackingId,
  client: "Bijouterie Lumière",
  date: "2026-11-20",
  etat: "acquitte",
  statut: 205,
  statutLe: "2026-11-21T09:30:00.000Z",
  motif: null,
  commentaire: null,
  erreur: null,
});

const LIGNES = [
  ligne(1, "facture", "standard", 11866, "F11866", "11866"),
  ligne(2, "facture", "alternatif", 185, "FX185", "EXTENSIA-185"),
  ligne(3, "avoir", null, 54, "AV54", "AV-54"),
];

describe("FacturationElectroniquePage (issue 30)", () => {
  it("names each document by its printed identifier, as /compta does; the tracking id sent is in the row's details", async () => {
    stubFetch((url) =>
      url.startsWith("/api/plateforme/documents?") ? { body: { rows: LIGNES, total: 3 } } : undefined,
    );
    renderWithProviders(<FacturationElectroniquePage />);
    const rangee = async (id: string) => (await screen.findByText(id)).closest('[role="row"]') as HTMLElement;
    const f = await rangee("F11866");
    expect(within(f).queryByText("11866")).toBeNull();
    expect(within(await rangee("FX185")).getByText("Facture")).toBeTruthy();
    expect(within(await rangee("AV54")).getByText("Avoir")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Document" })).toBeTruthy();

    fireEvent.click(within(await rangee("FX185")).getByRole("button", { name: "Détails de la ligne FX185" }));
    const panneau = (await screen.findAllByLabelText("Détails de la ligne FX185")).find(
      (e) => e.tagName === "DL",
    ) as HTMLElement;
    expect(within(panneau).getByText("Identifiant de suivi")).toBeTruthy();
    expect(within(panneau).getByText("EXTENSIA-185")).toBeTruthy();
  });
});
