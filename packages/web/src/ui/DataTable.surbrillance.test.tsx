import { COLONNES_COURS, type Cours } from "@ecrin/domain";
import Button from "@mui/material/Button";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { DataTable } from "./DataTable.tsx";
import { listColumns } from "./listColumns.ts";
import { useSurbrillance } from "./useSurbrillance.ts";

/** 25 rates, 1 to 25, in pages of 10: rate 14 on the second page, rate 22 on the third. */
const RANGEES: Cours[] = Array.from({ length: 25 }, (_, i) => ({
  idCours: i + 1,
  description: `Cours ${String(i + 1).padStart(2, "0")}`,
  valeur: "1.0000",
}));

/** A screen whose one action saves rates 22 and 14 at once (given out of the list's order). */
function Ecran() {
  const enregistres = useSurbrillance<number>();
  return (
    <>
      <Button onClick={() => enregistres.marquer([22, 14])}>Enregistrer</Button>
      <DataTable<Cours>
        label="Liste des cours"
        columns={listColumns(COLONNES_COURS)}
        queryKey="cours"
        url="/api/admin/cours"
        getRowId={(r) => r.idCours}
        defaultSort={{ field: "idCours", dir: "asc" }}
        surbrillance={enregistres.cles}
        disableVirtualization
      />
    </>
  );
}

const grille = () => screen.getByRole("grid", { name: "Liste des cours" });
const enSurbrillance = () =>
  Array.from(grille().querySelectorAll('[role="row"].ligne-enregistree'), (r) => r.getAttribute("data-id"));

describe("DataTable: several rows saved at once (issue 28.5)", () => {
  it("turns to the page of the first of them in the list's order and highlights those it shows", async () => {
    const pages: string[] = [];
    stubFetch((url) => {
      const p = new URL(url, "http://localhost").searchParams;
      const [page, taille] = [Number(p.get("page")), Number(p.get("pageSize"))];
      pages.push(`${page}/${taille}`);
      return { body: { rows: RANGEES.slice(page * taille, page * taille + taille), total: RANGEES.length } };
    });
    renderWithProviders(<Ecran />);
    expect(await screen.findByText("Cours 01")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Enregistrer" }));

    // Rate 14 comes before rate 22 in the list: its page, the second (rows 11 to 20).
    await waitFor(() => expect(enSurbrillance()).toEqual(["14"]));
    expect(screen.getByText("Cours 20")).toBeTruthy();
    expect(screen.queryByText("Cours 01")).toBeNull();
    // The first page, the list read in one block of 1000 rows, then the second page.
    expect(pages).toEqual(["0/10", "0/1000", "1/10"]);
  }, 120_000);
});
