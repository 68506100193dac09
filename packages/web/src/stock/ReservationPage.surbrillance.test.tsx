import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ReservationPage } from "./ReservationPage.tsx";

const COMMANDE = {
  of: 5101,
  ref: "BA-12",
  description: "Bague",
  client: "Maison Dupont",
  dateLivr: null,
  statut: 1,
  reservables: 1,
  pieceReservee: null,
};
const PIECE = {
  of: 4207,
  ref: "BA-12",
  metal: "Or jaune",
  dim: "54",
  poids: null,
  prixFact: null,
  lieu: "Vitrine",
  ofReservation: null,
  reservation: null,
  ecart: null,
};

const ligne = (table: string, texte: string) =>
  within(screen.getByRole("table", { name: table }))
    .getByText(texte)
    .closest("tr");
const surlignee = (table: string, texte: string) =>
  ligne(table, texte)?.classList.contains("ligne-enregistree");

describe("ReservationPage: the piece reserved and its order highlighted (issue 28.5)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("after Reserver: one message, the piece and the order highlighted, then not after 2500 ms", async () => {
    let reservee = false;
    stubFetch((url, init) => {
      if (init.method === "POST" && url.endsWith("/api/stock/reservation")) {
        reservee = true;
        return { body: { message: "OF 4207 réservé pour la commande 5101." } };
      }
      if (url.includes("/reservation/commandes")) {
        const row = reservee ? { ...COMMANDE, reservables: 0, pieceReservee: 4207 } : COMMANDE;
        return { body: { rows: [row], total: 1 } };
      }
      if (url.includes("/reservation/comptes")) return { body: { reservables: 1, reserves: 0 } };
      if (url.includes("/reservation/identiques")) {
        if (url.includes("proches=1")) return { body: { rows: [], total: 0 } };
        const row = reservee ? { ...PIECE, ofReservation: 5101, reservation: "5101 Maison Dupont" } : PIECE;
        return { body: { rows: [row], total: 1 } };
      }
      if (url.includes("/api/admin/clients")) return { body: [] };
      return undefined;
    });
    renderWithProviders(<ReservationPage />);

    fireEvent.click(await screen.findByText("Maison Dupont"));
    fireEvent.click(
      await within(screen.getByRole("table", { name: "Produit Identique en Stock" })).findByText("4207"),
    );
    fireEvent.click(screen.getByRole("button", { name: "Reserver" }));

    expect(await screen.findByText("OF 4207 réservé pour la commande 5101.")).toBeTruthy();
    expect(screen.getAllByText("OF 4207 réservé pour la commande 5101.")).toHaveLength(1);
    await waitFor(() => expect(surlignee("Produit Identique en Stock", "Vitrine")).toBe(true));
    expect(surlignee("Produits en Commande", "Maison Dupont")).toBe(true);

    act(() => vi.advanceTimersByTime(2500));
    expect(surlignee("Produit Identique en Stock", "Vitrine")).toBe(false);
    expect(surlignee("Produits en Commande", "Maison Dupont")).toBe(false);
  }, 120_000);
});
