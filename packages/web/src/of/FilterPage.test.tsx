import { defaultPeriodeOf, toIsoDate } from "@ecrin/domain";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dateIso, saisirDate } from "../test/dates.ts";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { FilterPage } from "./FilterPage.tsx";

const NBSP = "\u00a0";
const NNBSP = "\u202f";
const periode = defaultPeriodeOf(toIsoDate(new Date()));
const REPARTITION = {
  ...periode,
  groupes: [
    { statut: 50, nom: "Créé", count: 3, sumPrixFact: "1200.50" },
    { statut: 600, nom: "Facturé", count: 10, sumPrixFact: "15000.00" },
  ],
  resteALivrer: "1200.50",
  count: 13,
  sumPrixFact: "16200.50",
};
const TOTAUX = {
  enCours: { count: 3, sumPrixFact: "1200.50", sumFacture: null },
  livres: { count: 9, sumPrixFact: "14000.00", sumFacture: "13500.25" },
  extensia: { count: 1, sumPrixFact: "800.00", sumFacture: "800.00" },
};

function stub() {
  return stubFetch((url) => {
    if (url.startsWith("/api/of/repartition/"))
      return { body: { rows: [], total: 0, totaux: TOTAUX.enCours } };
    if (url.startsWith("/api/of/repartition?")) return { body: REPARTITION };
    if (url.startsWith("/api/of/analyse/totaux?")) return { body: TOTAUX };
    if (url.startsWith("/api/ref/") || url.startsWith("/api/admin/clients")) return { body: [] };
    return undefined;
  });
}

describe("FilterPage", () => {
  it("opens on 1 January .. today + 30 days, every choice on TOUT", async () => {
    const fetch = stub();
    renderWithProviders(<FilterPage />);
    expect(dateIso("Date début")).toBe(periode.debut);
    expect(dateIso("Date fin")).toBe(periode.fin);
    await screen.findByText(/Reste à Livrer/);
    const url = fetch.mock.calls.map((c) => String(c[0])).find((u) => u.startsWith("/api/of/repartition?"));
    expect(url).toBe(
      `/api/of/repartition?devis=2&facon=2&imperatif=2&tournee=2&typeResa=0&debut=${periode.debut}&fin=${periode.fin}`,
    );
  });

  it("shows the Reste à Livrer in the doughnut's title and the totals in the section headers", async () => {
    stub();
    renderWithProviders(<FilterPage />);
    const titre = await screen.findByRole("heading", { name: /Répartition des OFs par Statut/ });
    await waitFor(() =>
      expect(titre.textContent).toBe(
        `Répartition des OFs par Statut — Reste à Livrer : 1${NNBSP}200,50${NBSP}€`,
      ),
    );
    expect((await screen.findByRole("button", { name: /^OFS LIVRES/ })).textContent).toContain(
      `9 OF — 14${NNBSP}000,00${NBSP}€ — Total HT 13${NNBSP}500,25${NBSP}€`,
    );
    expect(screen.getByRole("button", { name: /^OFS EN COURS/ }).textContent).toContain("3 OF");
    expect(screen.getByRole("button", { name: /^OFS EXTENSIA/ }).textContent).toContain("1 OF");
  });

  it("lists a status's OFs when its chip is chosen", async () => {
    const fetch = stub();
    renderWithProviders(<FilterPage />);
    fireEvent.click(await screen.findByRole("button", { name: /^600 Facturé/ }));
    expect(await screen.findByRole("heading", { name: "OFs au statut 600 Facturé (10)" })).toBeTruthy();
    await waitFor(() =>
      expect(fetch.mock.calls.some((c) => String(c[0]).startsWith("/api/of/repartition/600?"))).toBe(true),
    );
  });

  it("checks the period before asking the server", async () => {
    const fetch = stub();
    renderWithProviders(<FilterPage />);
    await screen.findByText(/Reste à Livrer/);
    const calls = fetch.mock.calls.length;
    saisirDate("Date début", "2026-03-01");
    saisirDate("Date fin", "2026-02-01");
    fireEvent.click(screen.getByRole("button", { name: "Afficher" }));
    expect(await screen.findByText("La date de début doit précéder la date de fin.")).toBeTruthy();
    expect(fetch.mock.calls.length).toBe(calls);
  });
});
