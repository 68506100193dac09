import { COLONNES_COURS, type Cours, MSG_PAS_ENREGISTREMENT } from "@ecrin/domain";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { DataTable } from "./DataTable.tsx";
import { listColumns } from "./listColumns.ts";

type Row = Cours;

const columns = listColumns(COLONNES_COURS);

function table(filters?: Record<string, string>) {
  return (
    <DataTable<Row>
      label="Liste des cours"
      columns={columns}
      queryKey="cours"
      url="/api/admin/cours"
      filters={filters}
      getRowId={(r) => r.idCours}
      defaultSort={{ field: "idCours", dir: "asc" }}
      exportName="cours"
      disableVirtualization
    />
  );
}
const renderTable = (filters?: Record<string, string>) => renderWithProviders(table(filters));

describe("DataTable", () => {
  it("asks the server for the first page, sorted, and shows the empty text", async () => {
    const fetch = stubFetch(() => ({ body: { rows: [], total: 0 } }));
    renderTable({ statut: "575" });
    expect(await screen.findByText(MSG_PAS_ENREGISTREMENT)).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/admin/cours");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      statut: "575",
      page: "0",
      pageSize: "10",
      sort: "idCours",
      dir: "asc",
    });
  });

  it("shows the rows with French numbers and links the CSV of the filtered list", async () => {
    stubFetch(() => ({
      body: { rows: [{ idCours: 1, description: "Euro / dollar", valeur: "1.0800" }], total: 1 },
    }));
    renderTable({ statut: "575" });
    expect(await screen.findByText("Euro / dollar")).toBeTruthy();
    expect(screen.getByText("1,0800")).toBeTruthy();
    const link = screen.getByRole("link", { name: "Exporter CSV" });
    expect(link.getAttribute("href")).toBe("/api/admin/cours?statut=575&sort=idCours&dir=asc&format=csv");
    expect(link.getAttribute("download")).toBe("cours.csv");
  });

  it("shows the server's message when the list fails", async () => {
    stubFetch(() => ({ status: 500, body: { message: "Erreur interne" } }));
    renderTable();
    await waitFor(() => expect(screen.getByText("Erreur interne")).toBeTruthy());
  });

  it("every list screen: a slow answer to an older filter, arriving after the newer one, is not shown (24.9)", async () => {
    const lents: Array<{ release: () => void; signal: AbortSignal | null | undefined }> = [];
    const json = (description: string) =>
      new Response(JSON.stringify({ rows: [{ idCours: 1, description, valeur: "1" }], total: 1 }), {
        headers: { "Content-Type": "application/json" },
      });
    vi.stubGlobal(
      "fetch",
      vi.fn((input: string, init: RequestInit = {}) => {
        if (new URL(input, "http://localhost").searchParams.get("statut") === "600")
          return Promise.resolve(json("Réponse au filtre 600"));
        return new Promise<Response>((resolve) =>
          lents.push({ release: () => resolve(json("Réponse au filtre 575")), signal: init.signal }),
        );
      }),
    );
    function Filtre() {
      const [statut, setStatut] = useState("575");
      return (
        <>
          <button type="button" onClick={() => setStatut("600")}>
            Filtre 600
          </button>
          {table({ statut })}
        </>
      );
    }
    renderWithProviders(<Filtre />);
    await waitFor(() => expect(lents).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "Filtre 600" }));
    expect(await screen.findByText("Réponse au filtre 600")).toBeTruthy();
    expect(lents[0]?.signal?.aborted).toBe(true);
    await act(async () => lents[0]?.release());
    expect(screen.getByText("Réponse au filtre 600")).toBeTruthy();
    expect(screen.queryByText("Réponse au filtre 575")).toBeNull();
  }, 180_000);
});
