import { type Client, MSG_CLIENT_CP_INVALIDE } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("keeps what was typed before the whole record arrived, and fills the fields left untouched", async () => {
    const { fetch } = stubServer();
    // The record (GET /api/admin/clients/2) answers only once released: the user types first.
    let liberer = () => {};
    const enAttente = new Promise<void>((r) => {
      liberer = r;
    });
    const direct = fetch.getMockImplementation();
    if (!direct) throw new Error("stub sans implémentation");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === "/api/admin/clients/2") await enAttente;
        return direct(input, init);
      }),
    );
    renderWithProviders(<ClientPage />);
    fireEvent.change(await screen.findByLabelText("Rechercher un client"), { target: { value: "lille" } });
    fireEvent.click(await screen.findByText("Bijouterie Lille"));
    await waitFor(() => expect(field("Nom").value).toBe("Bijouterie Lille"));
    fireEvent.change(field("SIREN"), { target: { value: "732 829 320" } });
    fireEvent.change(field("Ville"), { target: { value: "Roubaix" } });
    await act(async () => liberer());
    await waitFor(() => expect(field("IBAN").value).toBe("FR7630006000011234567890189"));
    expect(field("SIREN").value).toBe("732 829 320");
    expect(field("Ville").value).toBe("Roubaix");
    expect(field("N° TVA intracommunautaire").value).toBe("FR59542051180");
    expect(field("E-mail").value).toBe("lille@bijouterie.fr");
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

  it("Enter goes from field to field, Nom first after Nouveau client, and saves on the last (said once)", async () => {
    const { writes } = stubServer();
    renderWithProviders(<ClientPage />);
    await screen.findByText("Groupe Nord");
    fireEvent.click(screen.getByRole("button", { name: "Nouveau client" }));
    await waitFor(() => expect(document.activeElement).toBe(field("Nom")));
    fireEvent.change(field("Nom"), { target: { value: "Agence Enter" } });
    fireEvent.keyDown(field("Nom"), { key: "Enter" });
    expect(document.activeElement).toBe(field("Adresse"));
    field("BIC").focus();
    fireEvent.keyDown(field("BIC"), { key: "Enter" });
    expect(document.activeElement).toBe(field("Banque"));
    expect(writes).toEqual([]);
    field("Ville de la banque").focus();
    fireEvent.keyDown(field("Ville de la banque"), { key: "Enter" });
    expect(await screen.findByText("Client enregistré")).toBeTruthy();
    expect(screen.getAllByText("Client enregistré")).toHaveLength(1);
    expect(writes).toEqual([
      [
        "POST",
        "/api/admin/clients",
        { nomAgence: "Agence Enter", adresse: "", cp: "", ville: "", idParent: null, ...FICHE_VIDE },
      ],
    ]);
  });

  it("shows the server's refusal of the parent group under Groupe parent", async () => {
    const cycle = "Un client ne peut pas être rattaché à l'une de ses propres agences.";
    stubFetch((url, init) => {
      const method = init.method ?? "GET";
      if (method === "GET" && url === "/api/admin/clients") return { body: CLIENTS };
      if (method === "GET" && url === "/api/admin/clients/3")
        return { body: { ...CLIENTS[2], ...FICHE_VIDE } };
      if (method === "PUT" && url === "/api/admin/clients/3") {
        return { status: 409, body: { message: cycle, fieldErrors: { idParent: cycle } } };
      }
      return undefined;
    });
    renderWithProviders(<ClientPage />);
    fireEvent.click(await screen.findByText("Solo"));
    await waitFor(() => expect(field("Nom").value).toBe("Solo"));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(screen.getAllByText(cycle)).toHaveLength(2));
    const aide = document.getElementById(`${field("Groupe parent").id}-helper-text`);
    expect(aide?.textContent).toBe(cycle);
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
