import type { Client } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch, TEST_USER } from "../test/render.tsx";
import { SuiviMetalPage } from "./SuiviMetalPage.tsx";

const CLIENTS: Client[] = [
  {
    id: 2,
    label: "LILLE",
    idParent: null,
    nomAgence: "Bijouterie Lille",
    adresse: "",
    cp: "",
    ville: "",
    actif: true,
    isParent: false,
  },
];

const SUIVI = {
  debut: "2026-01-01",
  fin: "2026-11-27",
  pageFactures: 0,
  pageReceptions: 0,
  pageSize: 50,
  nbFactures: 0,
  nbReceptions: 0,
  factures: [],
  receptions: [],
  totalFactures: "0",
  totalReceptions: "0",
  solde: "0",
};

/** The add-row form of /suivi_metal on the form kit: the schema's messages, one success message, the next line. */
describe("SuiviMetalPage: the gold reception form (issue 27.4)", () => {
  it("refuses an empty reception under its fields, then records one, says so once, keeps the client and highlights its row", async () => {
    const envois: unknown[] = [];
    const recue = {
      id: 5,
      date: "2026-11-27",
      client: "Bijouterie Lille",
      poids: "12.500",
      poids752: "16.667",
    };
    stubFetch((url, init) => {
      if (url.startsWith("/api/admin/clients")) return { body: CLIENTS };
      if (url.startsWith("/api/metal/suivi"))
        return { body: envois.length === 0 ? SUIVI : { ...SUIVI, nbReceptions: 1, receptions: [recue] } };
      if (url.startsWith("/api/metal/receptions") && init.method === "POST") {
        envois.push(JSON.parse(String(init.body)));
        return { body: { id: 5 } };
      }
      return undefined;
    });
    renderWithProviders(<SuiviMetalPage />, { user: TEST_USER });
    const form = await screen.findByRole("form", { name: "Reception Or" });
    const enregistrer = within(form).getByRole("button", { name: "Enregistrer" });

    fireEvent.click(enregistrer);
    expect(await within(form).findByText("Client requis")).toBeTruthy();
    expect(within(form).getByText("Poids invalide")).toBeTruthy();
    expect(envois).toHaveLength(0);

    const client = within(form).getByLabelText("Client");
    client.focus();
    fireEvent.change(client, { target: { value: "lille" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Lille/ }));
    fireEvent.change(within(form).getByRole("textbox", { name: "Poids Reçu Fin" }), {
      target: { value: "12,5" },
    });
    fireEvent.click(enregistrer);

    expect(await screen.findByText("Réception enregistrée.")).toBeTruthy();
    expect(envois).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), idClient: 2, poids: "12.500" },
    ]);
    // The next line: the weight emptied, the client kept, the field messages gone.
    await waitFor(() =>
      expect((within(form).getByRole("textbox", { name: "Poids Reçu Fin" }) as HTMLInputElement).value).toBe(
        "",
      ),
    );
    expect((within(form).getByLabelText("Client") as HTMLInputElement).value).toBe("Bijouterie Lille");
    expect(within(form).queryByText("Client requis")).toBeNull();
    expect(screen.getAllByText("Réception enregistrée.")).toHaveLength(1);
    // The new reception's row, highlighted (issue 28.5).
    const receptions = screen.getByRole("table", { name: "Réceptions" });
    const ligne = (await within(receptions).findByText("27/11/2026")).closest("tr");
    expect(ligne?.classList.contains("ligne-enregistree")).toBe(true);
  }, 120_000);
});
