import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { AnalyseDetails, type Colonne } from "./AnalyseDetails.tsx";
import type { LigneOf } from "./api.ts";

const COLONNES: Colonne<LigneOf>[] = [
  { titre: "OF", cellule: (l) => l.of },
  { titre: "Poids", droite: true, cellule: (l) => l.poids },
];

const liste = (nb: number) => (
  <AnalyseDetails
    titre="Livrés"
    resume={`12,500 g (${nb} OF)`}
    nb={nb}
    liste="livres"
    periode={{ debut: "2025-01-01", fin: "2025-12-31" }}
    colonnes={COLONNES}
    cle={(l) => String(l.of)}
  />
);

describe("AnalyseDetails", () => {
  it("shows the total and count, and fetches no row until the list is opened", async () => {
    const fetch = stubFetch((url) =>
      url.startsWith("/api/metal/analyse/details?")
        ? { body: { lignes: [{ of: 120001, poids: "7.500", date: "2025-03-04" }] } }
        : undefined,
    );
    renderWithProviders(liste(120));
    expect(screen.getByText("Livrés : 12,500 g (120 OF)")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Voir le détail" }));
    const table = await screen.findByRole("table", { name: "Livrés" });
    await within(table).findByText("120001");
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "/api/metal/analyse/details?debut=2025-01-01&fin=2025-12-31&page=0&pageSize=50&liste=livres",
    );
    expect(screen.getByText("1–50 sur 120")).toBeTruthy();
  });

  it("asks for the next page with the pagination", async () => {
    const fetch = stubFetch(() => ({ body: { lignes: [] } }));
    renderWithProviders(liste(120));
    fireEvent.click(screen.getByRole("button", { name: "Voir le détail" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole("button", { name: /suivante|next/i }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(fetch.mock.calls[1]?.[0]).toContain("page=1&pageSize=50");
  });

  it("offers no detail for an empty list", () => {
    stubFetch(() => undefined);
    renderWithProviders(liste(0));
    expect(screen.queryByRole("button", { name: "Voir le détail" })).toBeNull();
  });
});
