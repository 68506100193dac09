import type { DevisProduitTrouve } from "@ecrin/domain";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { DevisProduitRecherche } from "./DevisProduitRecherche.tsx";

const PRODUITS: DevisProduitTrouve[] = [
  { idCentre: 1, ref: "BA-001", description: "Bague solitaire" },
  { idCentre: 2, ref: "BA-002", description: "Bague trilogie" },
];

function stub() {
  stubFetch((url) => (url.startsWith("/api/devis/produits") ? { body: PRODUITS } : undefined));
}

async function chercher(texte: string) {
  const champ = screen.getByLabelText("Rechercher un produit (réf.)");
  champ.focus();
  fireEvent.change(champ, { target: { value: texte } });
  await screen.findByText("BA-002");
  return champ;
}

describe("DevisProduitRecherche: the one Enter rule (issue 12 point 6)", () => {
  it("ArrowDown + Enter loads the first product; ArrowDown twice the second", async () => {
    stub();
    const onPick = vi.fn();
    renderWithProviders(<DevisProduitRecherche onPick={onPick} />);
    const champ = await chercher("ba");
    fireEvent.keyDown(champ, { key: "Enter" });
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.keyDown(champ, { key: "ArrowDown" });
    fireEvent.keyDown(champ, { key: "Enter" });
    expect(onPick).toHaveBeenLastCalledWith(PRODUITS[0]);
    fireEvent.keyDown(champ, { key: "ArrowDown" });
    fireEvent.keyDown(champ, { key: "ArrowDown" });
    fireEvent.keyDown(champ, { key: "Enter" });
    expect(onPick).toHaveBeenLastCalledWith(PRODUITS[1]);
  });

  it("Enter on a ref typed exactly loads it", async () => {
    stub();
    const onPick = vi.fn();
    renderWithProviders(<DevisProduitRecherche onPick={onPick} />);
    const champ = await chercher("ba-002");
    fireEvent.keyDown(champ, { key: "Enter" });
    expect(onPick).toHaveBeenCalledWith(PRODUITS[1]);
  });
});
