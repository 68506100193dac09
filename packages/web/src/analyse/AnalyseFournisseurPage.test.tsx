import { MSG_ERREUR_CHARGEMENT_ANALYSE, MSG_PAS_ENREGISTREMENT } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dateAFocus, dateInput, dateIso, saisirDate } from "../test/dates.ts";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { AnalyseFournisseurPage } from "./AnalyseFournisseurPage.tsx";

const NNBSP = "\u202f";
const NBSP = "\u00a0";

const DATA = {
  debut: "2025-01-01",
  fin: "2025-12-31",
  lignes: [
    { fourId: 2, raisonSoc: "Gemmes SA", totalHt: "1171.30", nbPierres: 3, part: 95 },
    { fourId: 1, raisonSoc: "Diamants & Co", totalHt: "55.35", nbPierres: 2, part: 5 },
  ],
  total: "1226.65",
};

describe("AnalyseFournisseurPage", () => {
  it("opens on the previous year and shows the table with its total row", async () => {
    const fetch = stubFetch((url) =>
      url.startsWith("/api/analyse/fournisseurs?") ? { body: DATA } : undefined,
    );
    renderWithProviders(<AnalyseFournisseurPage />);
    const year = new Date().getFullYear() - 1;
    expect(dateIso("Date début")).toBe(`${year}-01-01`);
    expect(dateIso("Date fin")).toBe(`${year}-12-31`);
    const table = await screen.findByRole("table", { name: "Total HT par fournisseur" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      "FournisseurTotal HTNb pierresPart %",
      `Gemmes SA1${NNBSP}171,30${NBSP}€395${NBSP}%`,
      `Diamants & Co55,35${NBSP}€25${NBSP}%`,
      `Total1${NNBSP}226,65${NBSP}€5`,
    ]);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/analyse/fournisseurs?debut=${year}-01-01&fin=${year}-12-31`);
  });

  it("asks for the typed period with Enter in the date fields", async () => {
    const fetch = stubFetch(() => ({ body: { ...DATA, lignes: [], total: "0.00" } }));
    renderWithProviders(<AnalyseFournisseurPage />);
    expect(await screen.findByText(MSG_PAS_ENREGISTREMENT)).toBeTruthy();
    saisirDate("Date début", "2024-03-01");
    saisirDate("Date fin", "2024-03-31");
    dateInput("Date début").focus();
    fireEvent.keyDown(dateInput("Date début"), { key: "Enter" });
    expect(dateAFocus("Date fin")).toBe(true);
    fireEvent.keyDown(dateInput("Date fin"), { key: "Enter" });
    await screen.findByText(MSG_PAS_ENREGISTREMENT);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]?.[0]).toBe("/api/analyse/fournisseurs?debut=2024-03-01&fin=2024-03-31");
  });

  it("checks the order of the dates before calling the server", async () => {
    const fetch = stubFetch(() => ({ body: DATA }));
    renderWithProviders(<AnalyseFournisseurPage />);
    await screen.findByRole("table");
    saisirDate("Date début", "2025-12-31");
    saisirDate("Date fin", "2025-01-01");
    fireEvent.click(screen.getByRole("button", { name: "Afficher" }));
    expect(await screen.findByText("La date de début doit précéder la date de fin.")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows the load error in red", async () => {
    stubFetch(() => ({ status: 500, body: { message: "Erreur interne" } }));
    renderWithProviders(<AnalyseFournisseurPage />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(MSG_ERREUR_CHARGEMENT_ANALYSE);
    expect(screen.queryByRole("table")).toBeNull();
  });
});
