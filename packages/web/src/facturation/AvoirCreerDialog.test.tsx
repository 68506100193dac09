import type { Client } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
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

const FACTURE_B = {
  ...FACTURE,
  idFact: 40200,
  dateFact: "2026-02-27",
  totalHt: "500.00",
  dejaCredite: "100.00",
};

function stubServer() {
  const writes: unknown[] = [];
  const recherches: string[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/admin/clients") return { body: [CLIENT] };
    if (method === "GET" && url.startsWith("/api/facturation/avoirs/factures?")) {
      const q = new URL(url, "http://x").searchParams.get("q") ?? "";
      recherches.push(q);
      return { body: [FACTURE, FACTURE_B].filter((f) => String(f.idFact).startsWith(q.replace(/^F/, ""))) };
    }
    if (method === "POST" && url === "/api/facturation/avoirs") {
      writes.push(JSON.parse(String(init.body)));
      return { status: 201, body: { idAvoir: 501, message: "Avoir n° 501 créé." } };
    }
    return undefined;
  });
  return { writes, recherches };
}

const enter = (el: HTMLElement) => fireEvent.keyDown(el, { key: "Enter", code: "Enter" });

describe("AvoirCreerDialog: a credit note cannot be undone", () => {
  it("asks to confirm its amount and client before saving, Enter included; the invoice is picked", async () => {
    const { writes } = stubServer();
    renderWithProviders(<AvoirCreerDialog onClose={() => undefined} onCree={() => undefined} />);
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

describe("AvoirCreerDialog: a global rebate cites the invoices it corrects (issue 25 point 11)", () => {
  it("picks several of the client's invoices by their identifier, sums what is left, and sends them", async () => {
    const { writes, recherches } = stubServer();
    renderWithProviders(<AvoirCreerDialog onClose={() => undefined} onCree={() => undefined} />);
    const remise = screen.getByRole("combobox", { name: "Factures de la remise" });
    expect((remise as HTMLInputElement).disabled).toBe(true);
    const client = await screen.findByLabelText(/^Client/);
    fireEvent.change(client, { target: { value: "martin" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Martin/ }));
    fireEvent.change(screen.getByLabelText(/^Désignation/), { target: { value: "Remise de fin d'année" } });
    fireEvent.change(screen.getByLabelText(/^Total HT/), { target: { value: "150" } });
    await waitFor(() => expect((remise as HTMLInputElement).disabled).toBe(false));

    // The printed identifier typed (in either case) searches the client's invoices.
    act(() => remise.focus());
    fireEvent.change(remise, { target: { value: "f402" } });
    await waitFor(() => expect(recherches).toContain("F402"));
    await waitFor(() => expect(screen.queryByRole("option", { name: /N° F40123/ })).toBeNull());
    fireEvent.click(await screen.findByRole("option", { name: /N° F40200 du 27\/02\/2026/ }));
    fireEvent.change(remise, { target: { value: "F40123" } });
    await waitFor(() => expect(recherches).toContain("F40123"));
    fireEvent.click(await screen.findByRole("option", { name: /N° F40123 du 31\/01\/2026/ }));
    expect(screen.getByRole("button", { name: "F40200" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "F40123" })).toBeTruthy();
    // 1 234,56 € and 500,00 € − 100,00 € already credited.
    expect(await screen.findByText(/Reste à créditer sur ces factures : 1\s634,56\s€/)).toBeTruthy();

    enter(remise);
    const question = await screen.findByRole("dialog", { name: "Créer cet avoir ?" });
    expect(within(question).getByText(/150,00\s€ HT/)).toBeTruthy();
    expect(question.textContent).toContain("remise sur les factures n° F40200, F40123");
    fireEvent.click(within(question).getByRole("button", { name: "Créer l'avoir" }));
    await waitFor(() =>
      expect(writes).toEqual([
        {
          idClt: 12,
          ref: "",
          description: "Remise de fin d'année",
          totHt: "150.00",
          idFact: undefined,
          facturesRemise: [40200, 40123],
        },
      ]),
    );
  });

  it("closes the rebate's list once one invoice is corrected: a credit note on an invoice cites that one", async () => {
    stubServer();
    renderWithProviders(<AvoirCreerDialog onClose={() => undefined} onCree={() => undefined} />);
    const client = await screen.findByLabelText(/^Client/);
    fireEvent.change(client, { target: { value: "martin" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Martin/ }));
    const remise = screen.getByRole("combobox", { name: "Factures de la remise" }) as HTMLInputElement;
    await waitFor(() => expect(remise.disabled).toBe(false));
    const facture = screen.getByLabelText("Facture corrigée");
    fireEvent.change(facture, { target: { value: "40123" } });
    fireEvent.click(await screen.findByRole("option", { name: /N° F40123 du 31\/01\/2026/ }));
    expect(remise.disabled).toBe(true);
    expect(screen.getByText("Avoir sur une facture : pas de remise globale")).toBeTruthy();
  });
});
