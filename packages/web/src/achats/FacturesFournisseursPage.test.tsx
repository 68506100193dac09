import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FacturesFournisseursPage } from "./FacturesFournisseursPage.tsx";

const LIGNE = {
  id: 4,
  recueLe: "2026-11-27T09:00:00Z",
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
  statut: "approuvee",
};

function stub() {
  return stubFetch((url) => {
    if (url.startsWith("/api/achats/factures?")) return { body: { rows: [LIGNE], total: 1 } };
    if (url.startsWith("/api/achats/par_fournisseur_mois?")) return { body: { rows: [], total: 0 } };
    return undefined;
  });
}

const urls = (fetch: ReturnType<typeof stub>, debut: string) =>
  fetch.mock.calls.map((c) => String(c[0])).filter((u) => u.startsWith(debut));

// The first render loads the data grid: slow on a busy machine (a bound, not a timed check).
describe("FacturesFournisseursPage (issue 30 point 4)", { timeout: 90_000 }, () => {
  it("shows the supplier's SIREN in the list", async () => {
    stub();
    renderWithProviders(<FacturesFournisseursPage />);
    const grille = await screen.findByRole("grid", { name: "Factures fournisseurs" });
    expect(within(grille).getByRole("columnheader", { name: "SIREN" })).toBeTruthy();
    expect(await within(grille).findByText("552100554")).toBeTruthy();
  });

  it("filters on the SIREN once its nine digits are typed, spaces as printed allowed", async () => {
    const fetch = stub();
    renderWithProviders(<FacturesFournisseursPage />);
    const champ = screen.getByLabelText("SIREN du fournisseur");
    fireEvent.change(champ, { target: { value: "552 100" } });
    expect(await screen.findByText("Le SIREN du fournisseur a 9 chiffres.")).toBeTruthy();
    expect(urls(fetch, "/api/achats/factures?").some((u) => u.includes("siren="))).toBe(false);
    fireEvent.change(champ, { target: { value: "552 100 554" } });
    await waitFor(() =>
      expect(urls(fetch, "/api/achats/factures?").some((u) => u.includes("siren=552100554"))).toBe(true),
    );
    expect(screen.queryByText("Le SIREN du fournisseur a 9 chiffres.")).toBeNull();
  });

  it("asks the approved purchases per supplier and month of the year so far", async () => {
    const fetch = stub();
    renderWithProviders(<FacturesFournisseursPage />);
    expect(
      await screen.findByRole("heading", { name: "Achats approuvés par fournisseur et par mois" }),
    ).toBeTruthy();
    const annee = new Date().getFullYear();
    await waitFor(() =>
      expect(
        urls(fetch, "/api/achats/par_fournisseur_mois?").some((u) => u.includes(`debut=${annee}-01-01`)),
      ).toBe(true),
    );
  });
});
