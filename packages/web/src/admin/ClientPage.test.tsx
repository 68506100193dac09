import { type Client, MSG_CLIENT_CP_INVALIDE } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ClientPage } from "./ClientPage.tsx";

const client = (id: number, nomAgence: string, idParent: number | null, isParent = false): Client => ({
  id,
  label: nomAgence.toUpperCase(),
  idParent,
  nomAgence,
  adresse: "1 rue Nationale",
  cp: "59000",
  ville: "Lille",
  actif: true,
  isParent,
});

const CLIENTS = [
  client(1, "Groupe Nord", null, true),
  client(2, "Bijouterie Lille", 1),
  client(3, "Solo", null),
];

const FICHE = {
  siren: "542051180",
  numTva: "FR59542051180",
  delaiPaiement: 30,
  iban: "FR7630006000011234567890189",
  bic: "BNPAFRPP",
  banque: "BNP Paribas",
  banqueVille: "Lille",
  email: "lille@bijouterie.fr",
};
const FICHE_VIDE = {
  siren: "",
  numTva: "",
  delaiPaiement: 0,
  iban: "",
  bic: "",
  banque: "",
  banqueVille: "",
  email: "",
};

/** The outbox's word on SIREN 542051180 (GET /api/plateforme/destinataires/:siren). */
const JOIGNABLE = { joignable: true, depuis: null };

function stubServer(destinataire: { joignable: boolean; depuis: string | null } = JOIGNABLE) {
  const writes: unknown[] = [];
  const fetch = stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "GET" && url === "/api/plateforme/destinataires/542051180") return { body: destinataire };
    if (method === "GET" && url === "/api/admin/clients") return { body: CLIENTS };
    if (method === "GET" && url === "/api/admin/clients/2") return { body: { ...CLIENTS[1], ...FICHE } };
    const body = JSON.parse(String(init.body));
    writes.push([method, url, body]);
    return {
      status: method === "POST" ? 201 : 200,
      body: { ...client(9, body.nomAgence, body.idParent), ...body },
    };
  });
  return { fetch, writes };
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe("ClientPage", () => {
  it("finds a client in the tree, loads it, checks the CP, then saves it", async () => {
    const { writes } = stubServer();
    renderWithProviders(<ClientPage />);
    fireEvent.change(await screen.findByLabelText("Rechercher un client"), { target: { value: "lille" } });
    fireEvent.click(await screen.findByText("Bijouterie Lille"));
    await waitFor(() => expect(field("Nom").value).toBe("Bijouterie Lille"));
    expect(field("Groupe parent").value).toBe("Groupe Nord");
    await waitFor(() => expect(field("SIREN").value).toBe("542051180"));
    expect(field("IBAN").value).toBe("FR7630006000011234567890189");

    fireEvent.change(field("SIREN"), { target: { value: "542 051 181" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("SIREN invalide : la clé de contrôle ne correspond pas.")).toBeTruthy();
    expect(writes).toEqual([]);
    fireEvent.change(field("SIREN"), { target: { value: "542 051 180" } });

    fireEvent.change(field("CP"), { target: { value: "590" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText(MSG_CLIENT_CP_INVALIDE)).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(field("CP"), { target: { value: "59800" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Client enregistré")).toBeTruthy();
    expect(writes).toEqual([
      [
        "PUT",
        "/api/admin/clients/2",
        {
          nomAgence: "Bijouterie Lille",
          adresse: "1 rue Nationale",
          cp: "59800",
          ville: "Lille",
          idParent: 1,
          ...FICHE,
        },
      ],
    ]);
  });

  it("creates a new client with POST", async () => {
    const { writes } = stubServer();
    renderWithProviders(<ClientPage />);
    await screen.findByText("Groupe Nord");
    fireEvent.click(screen.getByRole("button", { name: "Nouveau client" }));
    fireEvent.change(field("Nom"), { target: { value: "Nouvelle agence" } });
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Client enregistré")).toBeTruthy();
    expect(writes).toEqual([
      [
        "POST",
        "/api/admin/clients",
        { nomAgence: "Nouvelle agence", adresse: "", cp: "", ville: "", idParent: null, ...FICHE_VIDE },
      ],
    ]);
  });

  it("warns that a client whose latest invoice found no Directory line does not receive e-invoices yet", async () => {
    stubServer({ joignable: false, depuis: "2026-03-02" });
    renderWithProviders(<ClientPage />);
    fireEvent.change(await screen.findByLabelText("Rechercher un client"), { target: { value: "lille" } });
    fireEvent.click(await screen.findByText("Bijouterie Lille"));
    const alerte = await screen.findByText(/ne reçoit pas encore/);
    expect(alerte.closest(".MuiAlert-root")?.textContent).toBe(
      "Le client ne reçoit pas encore de factures électroniques (aucune ligne d'annuaire pour son SIREN). Constaté le 02/03/2026.",
    );
    expect(alerte.closest(".MuiAlert-root")?.classList.contains("MuiAlert-colorWarning")).toBe(true);
  });

  it("shows nothing when the client receives e-invoices", async () => {
    const { fetch } = stubServer();
    renderWithProviders(<ClientPage />);
    fireEvent.change(await screen.findByLabelText("Rechercher un client"), { target: { value: "lille" } });
    fireEvent.click(await screen.findByText("Bijouterie Lille"));
    await waitFor(() =>
      expect(fetch.mock.calls.map((c) => String(c[0]))).toContain("/api/plateforme/destinataires/542051180"),
    );
    await act(async () => {});
    expect(field("SIREN").value).toBe("542051180");
    expect(screen.queryByText(/ne reçoit pas encore/)).toBeNull();
  });
});
