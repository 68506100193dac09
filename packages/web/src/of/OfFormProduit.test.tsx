import type { ProduitTrouve } from "@ecrin/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FormFlow } from "../ui/FormFlow.tsx";
import { OfFormProduit } from "./OfFormProduit.tsx";

const PRODUITS: ProduitTrouve[] = [
  { idCentre: 1, ref: "BAGU-01", description: "Bague solitaire", refCv: null, imgCentre: null },
  { idCentre: 2, ref: "BAGU-02", description: "Bague trilogie", refCv: null, imgCentre: null },
];

function Harness({ onPick, onSubmit }: { onPick: (p: ProduitTrouve | null) => void; onSubmit: () => void }) {
  const [value, setValue] = useState<ProduitTrouve | null>(null);
  return (
    <FormFlow onSubmit={onSubmit}>
      <OfFormProduit
        value={value}
        onChange={(p) => {
          setValue(p);
          onPick(p);
        }}
      />
      <input aria-label="Suivant" />
    </FormFlow>
  );
}

function taper(texte: string) {
  const input = screen.getByRole("combobox", { name: /^Produit/ });
  input.focus();
  fireEvent.change(input, { target: { value: texte } });
  return input;
}

describe("OfFormProduit: one Enter rule (issue 12 point 6)", () => {
  it("highlights nothing until the user moves: ArrowDown + Enter picks the first match", async () => {
    stubFetch((url) => (url.startsWith("/api/produits/recherche") ? { body: PRODUITS } : undefined));
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} onSubmit={vi.fn()} />);
    const input = taper("bag");
    await screen.findAllByRole("option");
    expect(screen.queryByRole("option", { selected: true })).toBeNull();
    expect(document.querySelector(".Mui-focused[role=option]")).toBeNull();
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenLastCalledWith(PRODUITS[0]);
  });

  it("at 4 characters the first match is picked by itself; ArrowDown + Enter keeps the first, not the second", async () => {
    stubFetch((url) => (url.startsWith("/api/produits/recherche") ? { body: PRODUITS } : undefined));
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} onSubmit={vi.fn()} />);
    const input = taper("bagu");
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(PRODUITS[0]));
    expect((input as HTMLInputElement).value).toBe("BAGU-01 — Bague solitaire");
    fireEvent.keyDown(input, { key: "ArrowDown" });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(onPick).toHaveBeenLastCalledWith(PRODUITS[0]);
  });

  it("Enter without a move keeps the product picked and goes to the next field", async () => {
    stubFetch((url) => (url.startsWith("/api/produits/recherche") ? { body: PRODUITS } : undefined));
    const onPick = vi.fn();
    const onSubmit = vi.fn();
    renderWithProviders(<Harness onPick={onPick} onSubmit={onSubmit} />);
    const input = taper("bagu");
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(PRODUITS[0]));
    fireEvent.keyDown(input, { key: "Enter" });
    expect(document.activeElement).toBe(screen.getByLabelText("Suivant"));
    expect(onPick).toHaveBeenLastCalledWith(PRODUITS[0]);
    fireEvent.keyDown(screen.getByLabelText("Suivant"), { key: "Enter" });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
