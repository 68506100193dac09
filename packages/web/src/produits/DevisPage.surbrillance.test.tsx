import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { DevisPage } from "./DevisPage.tsx";

const COURS = { euroDollar: "1.0800", mainOeuvre: "45.00", metalGramme: "62.00", coefficient: "2.00" };

const field = (name: string) =>
  within(screen.getByRole("form", { name: "Ajouter une pierre" })).getByRole("textbox", { name });
const ligne = (texte: string) =>
  within(screen.getByRole("table", { name: "Pierres du devis" }))
    .getByText(texte)
    .closest("tr");
const surlignee = (texte: string) => ligne(texte)?.classList.contains("ligne-enregistree");

function ajouterLibre(description: string, poids: string) {
  fireEvent.change(field("Description"), { target: { value: description } });
  fireEvent.change(field("Quantité"), { target: { value: "1" } });
  fireEvent.change(field("Poids (ct)"), { target: { value: poids } });
  fireEvent.change(field("Prix / ct"), { target: { value: "100" } });
  fireEvent.change(field("Coefficient"), { target: { value: "2" } });
  fireEvent.click(screen.getByRole("button", { name: "Ajouter la pierre" }));
}

describe("DevisPage: the stone line added to the quote highlighted (issue 28.5)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("a line added is highlighted 2500 ms; the same stone again replaces it under one message", async () => {
    stubFetch((url) => (url === "/api/devis/cours" ? { body: COURS } : { body: [] }));
    renderWithProviders(<DevisPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Saisie libre" }));
    ajouterLibre("Rubis 3 mm", "0,5");
    await waitFor(() => expect(surlignee("Rubis 3 mm")).toBe(true));
    // A plain add is not a save: no message.
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => vi.advanceTimersByTime(2500));
    expect(surlignee("Rubis 3 mm")).toBe(false);

    ajouterLibre("Rubis 3 mm", "0,6");
    expect(await screen.findByText("Pierre « Rubis 3 mm » remplacée")).toBeTruthy();
    expect(screen.getAllByText("Pierre « Rubis 3 mm » remplacée")).toHaveLength(1);
    expect(surlignee("Rubis 3 mm")).toBe(true);
  }, 240_000);
});
