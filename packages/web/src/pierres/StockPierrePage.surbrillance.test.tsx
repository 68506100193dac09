import type { LigneStockPierre } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { StockPierrePage } from "./StockPierrePage.tsx";

const lot = (idConf: number, description: string, enCours: number): LigneStockPierre => ({
  idConf,
  description,
  certificat: null,
  lg: 0,
  poids: "1.250",
  conso: "0.000",
  retour: "0.000",
  reste: "1.250",
  pieces: 5,
  piecesReste: 5,
  prixCt: "800.00",
  monnaie: "EUR",
  prixEuro: "1000.00",
  fournisseur: "Diamants Anvers",
  cours: "1.0000",
  noConfie: "C-12",
  dateReception: "2026-11-02",
  idEtat: 1,
  etat: "Neuf",
  labelFact: null,
  facture: 0,
  enCours,
  proprietaire: "Confié",
  age: 26,
});

/**
 * The stone stock's server: three lots; `apres` are the lots listed once the operation is saved. Returns
 * the bodies posted to `/api/pierres/stock/<action>` and the list's requests (page/pageSize).
 */
function serveur(action: "sortir" | "reintegrer", apres: LigneStockPierre[]) {
  const avant = [lot(31, "Brillant 0,25 ct", 1), lot(32, "Saphir ovale", 1), lot(33, "Rubis poire", 1)];
  let enregistre = false;
  const envois: unknown[] = [];
  const lectures: string[] = [];
  stubFetch((url, init) => {
    if (init.method === "POST" && url === `/api/pierres/stock/${action}`) {
      enregistre = true;
      const corps = JSON.parse(String(init.body)) as { ids: number[] };
      envois.push(corps);
      return { body: { modifiees: corps.ids.length } };
    }
    if (url.startsWith("/api/pierres/stock/totaux")) {
      return { body: { nombre: 3, prixTotal: "3000.00", prixNonConsomme: "3000.00" } };
    }
    if (url.startsWith("/api/ref/")) return { body: [] };
    if (url.startsWith("/api/pierres/stock?")) {
      const p = new URL(url, "http://localhost").searchParams;
      lectures.push(
        `${p.get("page")}/${p.get("pageSize")}${p.get("historique") === "1" ? " historique" : ""}`,
      );
      const rows = enregistre ? apres : avant;
      return { body: { rows, total: rows.length } };
    }
    return undefined;
  });
  return { envois, lectures };
}

const grille = () => screen.getByRole("grid", { name: "Stock Pierre" });
const ligne = (id: number) => grille().querySelector(`[role="row"][data-id="${id}"]`) as HTMLElement;
/** The lots highlighted, in the list's order. */
const enSurbrillance = () =>
  Array.from(grille().querySelectorAll('[role="row"].ligne-enregistree'), (r) => r.getAttribute("data-id"));

async function cocher(...ids: number[]) {
  expect(await screen.findByText("Saphir ovale")).toBeTruthy();
  for (const id of ids) fireEvent.click(within(ligne(id)).getByRole("checkbox"));
}

async function historique() {
  fireEvent.click(screen.getByRole("checkbox", { name: "Historique" }));
  fireEvent.click(screen.getByRole("button", { name: "Afficher" }));
  await waitFor(() => expect(screen.getByText("Saphir ovale")).toBeTruthy());
}

describe("StockPierrePage: the lots an exit or a return saved are all highlighted (issue 28.5)", () => {
  it("Reintegrer: one message, the two lots back in stock highlighted, the third not", async () => {
    const { envois } = serveur("reintegrer", [
      lot(31, "Brillant 0,25 ct", 1),
      lot(32, "Saphir ovale", 1),
      lot(33, "Rubis poire", 1),
    ]);
    renderWithProviders(<StockPierrePage />);
    await cocher(31, 33);
    fireEvent.click(screen.getByRole("button", { name: "Reintegrer" }));

    expect(await screen.findAllByText("2 pierre(s) réintégrée(s)")).toHaveLength(1);
    expect(envois).toEqual([{ ids: [31, 33] }]);
    await waitFor(() => expect(enSurbrillance()).toEqual(["31", "33"]));
  }, 240_000);

  it("Sortir du Stock with Historique: one message, the lots taken out still listed and highlighted", async () => {
    const { envois } = serveur("sortir", [
      lot(31, "Brillant 0,25 ct", 1),
      lot(32, "Saphir ovale", 0),
      lot(33, "Rubis poire", 0),
    ]);
    renderWithProviders(<StockPierrePage />);
    await historique();
    await cocher(32, 33);
    fireEvent.click(screen.getByRole("button", { name: "Sortir du Stock" }));

    expect(await screen.findAllByText("2 pierre(s) sortie(s) du stock")).toHaveLength(1);
    expect(envois).toEqual([{ ids: [32, 33] }]);
    await waitFor(() => expect(enSurbrillance()).toEqual(["32", "33"]));
  }, 240_000);

  it("Sortir du Stock without Historique: the lots leave the list, no search for them", async () => {
    const { envois, lectures } = serveur("sortir", [lot(31, "Brillant 0,25 ct", 1)]);
    renderWithProviders(<StockPierrePage />);
    await cocher(32, 33);
    fireEvent.click(screen.getByRole("button", { name: "Sortir du Stock" }));

    expect(await screen.findAllByText("2 pierre(s) sortie(s) du stock")).toHaveLength(1);
    expect(envois).toEqual([{ ids: [32, 33] }]);
    await waitFor(() => expect(screen.queryByText("Saphir ovale")).toBeNull());
    expect(enSurbrillance()).toEqual([]);
    // The page before and after the exit; never the list read in blocks of 1000 to find the lots.
    expect(lectures).toEqual(["0/10", "0/10"]);
  }, 240_000);
});
