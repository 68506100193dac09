import { COLONNES_COURS, type Cours, MSG_PAS_ENREGISTREMENT } from "@ecrin/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { DataTable } from "./DataTable.tsx";
import { listColumns } from "./listColumns.ts";

type Row = Cours;

const columns = listColumns(COLONNES_COURS);

function renderTable(filters?: Record<string, string>) {
  return renderWithProviders(
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
    />,
  );
}

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
});
