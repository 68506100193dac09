import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FactureFournisseurDetail } from "./FactureFournisseurDetail.tsx";

const DETAIL = {
  id: 7,
  recueLe: "2026-11-27T10:00:00Z",
  fournisseur: "Affinerie du Nord",
  siren: "552100554",
  numero: "AFN-2026-0457",
  date: "2026-11-20",
  ht: "6250.000000",
  tva: "1250.000000",
  ttc: "7500.000000",
  echeance: "2026-12-20",
  famille: "metal",
  rapprochement: "ecarts",
  valide: true,
  statut: "recue",
  flowId: "f-1",
  syntaxe: "Factur-X",
  nomFichier: "f-1.pdf",
  pdf: true,
  facture: {
    lignes: [
      {
        id: "1",
        nom: "Fil or jaune 750",
        quantite: "100.000",
        unite: "GRM",
        prixNet: "62.50",
        montantHt: "6250.00",
        refObjet: null,
      },
    ],
  },
  violations: [],
  match: {
    famille: "metal",
    etat: "ecarts",
    liens: [
      {
        type: "mouvement_or",
        ref: "3",
        libelle: "Achat or 750/1000 du 2026-11-19",
        ligne: "1",
        ecarts: [{ champ: "poids fin", facture: "75.00", ecrin: "74.50" }],
      },
    ],
    lignesSansLien: [],
  },
  decisions: [],
  numEcriture: null,
};

describe("FactureFournisseurDetail", () => {
  it("shows the match with its differences and approves with an Idempotency-Key", async () => {
    const fetch = stubFetch((url, init) => {
      if (url === "/api/achats/factures/7" && (init.method ?? "GET") === "GET") return { body: DETAIL };
      if (url === "/api/achats/factures/7/decision") return { body: { ...DETAIL, statut: "approuvee" } };
      return undefined;
    });
    renderWithProviders(<FactureFournisseurDetail id={7} onDecidee={() => undefined} />);
    await screen.findByText(/Affinerie du Nord — AFN-2026-0457/);
    expect(screen.getByText(/poids fin facturé 75.00, Écrin 74.50/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Contester" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Approuver" }));
    await waitFor(() =>
      expect(fetch.mock.calls.some((c) => String(c[0]) === "/api/achats/factures/7/decision")).toBe(true),
    );
    const post = fetch.mock.calls.find((c) => String(c[0]) === "/api/achats/factures/7/decision");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      decision: "approuvee",
      motif: null,
      commentaire: "",
    });
    expect(new Headers(post?.[1]?.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an invalid invoice shows its failed rules and offers only Contester and Refuser", async () => {
    stubFetch((url) =>
      url === "/api/achats/factures/7"
        ? {
            body: {
              ...DETAIL,
              valide: false,
              violations: [{ regle: "BR-02", message: "Numéro de facture (BT-1) absent." }],
            },
          }
        : undefined,
    );
    renderWithProviders(<FactureFournisseurDetail id={7} onDecidee={() => undefined} />);
    await screen.findByText("BR-02 : Numéro de facture (BT-1) absent.");
    expect(screen.queryByRole("button", { name: "Approuver" })).toBeNull();
    expect(screen.getByRole("button", { name: "Refuser" })).toBeTruthy();
  });
});
