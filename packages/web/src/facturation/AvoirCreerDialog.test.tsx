import type { Client } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { AvoirCreerDialog } from "./AvoirCreerDialog.tsx";

const CLIENT: Client = {
  id: 12,
  label: "BIJOUTERIE MARTIN",
  idParent: null,
  nomAgence: "Bijouterie Martin",
  adresse: "",
  cp: "",
  ville: "",
  actif: true,
  isParent: false,
};
const FACTURE = {
  idFact: 40123,
  idBijouterie: 12,
  dateFact: "2026-01-31",
  totalHt: "1234.56",
  dejaCredite: "0.00",
  tauxTva: "20.00",
};

function stubServer() {
  const writes: unknown[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/admin/clients") return { body: [CLIENT] };
    if (method === "GET" && url.startsWith("/api/facturation/avoirs/factures?")) return { body: [FACTURE] };
    if (method === "POST" && url === "/api/facturation/avoirs") {
      writes.push(JSON.parse(String(init.body)));
      return { status: 201, body: { idAvoir: 501, message: "Avoir n° 501 créé." } };
    }
    return undefined;
  });
  return writes;
}

const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: "Enter", code: "Enter" });

describe("AvoirCreerDialog: a credit note cannot be undone", () => {
  it("asks to confirm its amount and client before saving, Enter included; the invoice is picked", async () => {
    const writes = stubServer();
    renderWithProviders(<AvoirCreerDialog onClose={() => undefined} />);
    const client = await screen.findByLabelText(/^Client/);
    fireEvent.change(client, { target: { value: "martin" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Martin/ }));
    fireEvent.change(screen.getByLabelText(/^Désignation/), { target: { value: "Retour" } });
    fireEvent.change(screen.getByLabelText(/^Total HT/), { target: { value: "12,5" } });

    const facture = screen.getByLabelText("Facture corrigée");
    fireEvent.change(facture, { target: { value: "401" } });
    fireEvent.click(await screen.findByRole("option", { name: /N° F40123 du 31\/01\/2026/ }));
    expect(await screen.findByText(/Reste à créditer : 1\s234,56\s€/)).toBeTruthy();

    // Enter on the last field asks; it does not save.
    enter(facture);
    const question = await screen.findByRole("dialog", { name: "Créer cet avoir ?" });
    expect(within(question).getByText(/12,50\s€ HT/)).toBeTruthy();
    expect(within(question).getAllByText(/Bijouterie Martin/).length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
    fireEvent.click(within(question).getByRole("button", { name: "Annuler" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Créer cet avoir ?" })).toBeNull());
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    const encore = await screen.findByRole("dialog", { name: "Créer cet avoir ?" });
    fireEvent.click(within(encore).getByRole("button", { name: "Créer l'avoir" }));
    await waitFor(() =>
      expect(writes).toEqual([
        { idClt: 12, ref: "", description: "Retour", totHt: "12.50", idFact: 40123, facturesRemise: [] },
      ]),
    );
    expect(await screen.findByText("Avoir n° 501 créé.")).toBeTruthy();
    expect(screen.getByText("Ouvrir le PDF")).toBeTruthy();
  });
});
