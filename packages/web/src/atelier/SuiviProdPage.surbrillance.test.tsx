import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ligneEnCours, OUVRIERS_TEST } from "./lignes-test-data.ts";
import { SuiviProdPage } from "./SuiviProdPage.tsx";

const PREFILL = {
  numSachet: 1204,
  statut: 50,
  poids: "12.500",
  temps: "90.00",
  prix: "35.00",
  ref: "BG1001",
  description: "Bague",
};
const MESSAGE = "OF 1204 envoyé à Léa Moreau.";

describe("SuiviProdPage: the line sent shown and highlighted in its list (issue 28.5)", () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it("after Envoi Atelier: one message, the new jeweller line highlighted, then not after 2500 ms", async () => {
    let envoye = false;
    stubFetch((url, init) => {
      if (url === "/api/atelier/ouvriers") return { body: OUVRIERS_TEST };
      if (url === "/api/atelier/of/1204/prefill") return { body: PREFILL };
      if (url === "/api/atelier/joaillier/envoi" && init.method === "POST") {
        envoye = true;
        return { status: 201, body: { idLigne: 41, message: MESSAGE } };
      }
      if (url.startsWith("/api/atelier/joaillier/lignes?")) {
        const rows = envoye ? [ligneEnCours(41, 3, "Léa Moreau")] : [];
        return { body: { rows, total: rows.length } };
      }
      if (url.startsWith("/api/atelier/serti/lignes?")) return { body: { rows: [], total: 0 } };
      return undefined;
    });
    renderWithProviders(<SuiviProdPage />);
    fireEvent.click(screen.getAllByRole("button", { name: "Ajouter" })[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Envoi Atelier" });
    await within(dialog).findByRole("option", { name: "Léa Moreau" });
    fireEvent.change(within(dialog).getByRole("combobox", { name: /Joaillier/ }), { target: { value: "3" } });
    const of = within(dialog).getByRole("textbox", { name: /^OF/ });
    fireEvent.change(of, { target: { value: "1204" } });
    fireEvent.keyDown(of, { key: "Enter" });
    const poids = within(dialog).getByRole("textbox", { name: /Poids/ }) as HTMLInputElement;
    await waitFor(() => expect(poids.value).toBe("12,5"));
    fireEvent.keyDown(poids, { key: "Enter" });

    expect(await screen.findByText(MESSAGE)).toBeTruthy();
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
    // Once the dialog has closed (the page behind it hidden until then).
    const grille = await screen.findByRole("grid", { name: "Lignes joaillier en cours" });
    const ligne = () => within(grille).getByText("Léa Moreau").closest('[role="row"]');
    await waitFor(() => expect(ligne()?.classList.contains("ligne-enregistree")).toBe(true));
    act(() => vi.advanceTimersByTime(2500));
    expect(ligne()?.classList.contains("ligne-enregistree")).toBe(false);
  }, 240_000);
});
