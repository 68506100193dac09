import type { Client, LigneStock } from "@ecrin/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { StockPage } from "./StockPage.tsx";

const piece = (of: number, etiquette: string): LigneStock => ({
  of,
  image: null,
  metal: "Or jaune",
  type: "Bague",
  stade: "Fini",
  idStade: 3,
  ref: `REF-${of}`,
  description: null,
  descriptionSite: null,
  etiquette,
  poids: "3.500",
  doigt: null,
  prixR: "480.00",
  prixFact: "1234.40",
  prixFiche: null,
  idClient: 249,
  lieu: "Stock",
  dateEntree: "2026-11-20",
  idPlateau: null,
  plateau: null,
  ofReservation: null,
  reservation: null,
  nomLigne: null,
});
const PIECES = [
  piece(1041, "ALLIANCE"),
  piece(1042, "SOLITAIRE"),
  piece(1043, "JONC"),
  piece(1044, "CHEVALIERE"),
];
const RESUME = {
  nombre: 4,
  prixRevient: "0",
  prixRevientReproduction: "0",
  prixVente: "0",
  poidsTotal: "0",
};
const LILLE: Client = {
  id: 2,
  label: "BIJOUTERIE LILLE",
  idParent: null,
  nomAgence: "Bijouterie Lille",
  adresse: "",
  cp: "",
  ville: "",
  actif: true,
  isParent: false,
};
const P001 = { id: 5, label: "P001", description: null, actif: 1, nombre: 0 };

/** The stock's server: its list, summaries and reference lists; `reponse` answers the move posted. */
function serveur(action: string, reponse: { message: string; ofs: number[] }) {
  const envois: unknown[] = [];
  stubFetch((url, init) => {
    const method = init.method ?? "GET";
    if (method === "POST" && url === `/api/stock/${action}`) {
      envois.push(JSON.parse(String(init.body)));
      return { body: reponse };
    }
    if (url.startsWith("/api/stock/resume")) return { body: RESUME };
    if (url === "/api/stock/plateaux") return { body: [P001] };
    if (url === "/api/admin/clients") return { body: [LILLE] };
    if (url.startsWith("/api/ref/")) return { body: [] };
    if (url.startsWith("/api/stock?")) return { body: { rows: PIECES, total: PIECES.length } };
    return undefined;
  });
  return envois;
}

const grille = () => screen.getByRole("grid", { name: "Stock Produit" });
const ligne = (of: number) => grille().querySelector(`[role="row"][data-id="${of}"]`) as HTMLElement;
/** The OFs of the rows highlighted, in the list's order. */
const enSurbrillance = () =>
  Array.from(grille().querySelectorAll('[role="row"].ligne-enregistree'), (r) => r.getAttribute("data-id"));

async function cocher(...ofs: number[]) {
  expect(await screen.findByText("SOLITAIRE")).toBeTruthy();
  for (const of of ofs) fireEvent.click(within(ligne(of)).getByRole("checkbox"));
}

describe("StockPage: the pieces a move saved are all highlighted (issue 28.5)", () => {
  it("Confier: one message, the two pieces consigned highlighted, the others not", async () => {
    const envois = serveur("confier", {
      message: "2 produit(s) confié(s) à Bijouterie Lille.",
      ofs: [1042, 1044],
    });
    renderWithProviders(<StockPage />);
    await cocher(1042, 1044);
    fireEvent.click(screen.getByRole("button", { name: "Confier" }));
    const dialogue = await screen.findByRole("dialog", { name: "Confier 2 produit(s)" });
    const client = within(dialogue).getByLabelText("Client");
    client.focus();
    fireEvent.change(client, { target: { value: "lille" } });
    fireEvent.click(await screen.findByRole("option", { name: /Bijouterie Lille/ }));
    fireEvent.click(within(dialogue).getByRole("button", { name: "Confier" }));

    expect(await screen.findAllByText("2 produit(s) confié(s) à Bijouterie Lille.")).toHaveLength(1);
    expect(envois).toEqual([{ ofs: [1042, 1044], idClient: 2 }]);
    await waitFor(() => expect(enSurbrillance()).toEqual(["1042", "1044"]));
  }, 120_000);

  it("Mouvement Plateau: one message, the pieces the server moved highlighted", async () => {
    // Three pieces chosen, the server moved the two still in stock: those two are highlighted.
    const envois = serveur("plateau", {
      message: "2 produit(s) posé(s) sur le plateau P001.",
      ofs: [1041, 1043],
    });
    renderWithProviders(<StockPage />);
    await cocher(1041, 1043, 1044);
    fireEvent.click(screen.getByRole("button", { name: "Gestion Plateau" }));
    const dialogue = await screen.findByRole("dialog", { name: "Mouvement Plateau" });
    fireEvent.mouseDown(within(dialogue).getByRole("combobox", { name: "Plateau" }));
    fireEvent.click(await screen.findByRole("option", { name: "P001 (0)" }));
    fireEvent.click(within(dialogue).getByRole("button", { name: "Déplacer" }));

    expect(await screen.findAllByText("2 produit(s) posé(s) sur le plateau P001.")).toHaveLength(1);
    expect(envois).toEqual([{ ofs: [1041, 1043, 1044], plateau: 5 }]);
    await waitFor(() => expect(enSurbrillance()).toEqual(["1041", "1043"]));
  }, 120_000);

  it.each([
    ["Retour Stock", "retour", "2 produit(s) revenu(s) en stock."],
    ["Supprimer Reservation", "supprimer-reservation", "Réservation supprimée pour 2 produit(s)."],
  ])(
    "%s: one message, the two pieces the server changed highlighted",
    async (bouton, action, message) => {
      const envois = serveur(action, { message, ofs: [1042, 1043] });
      renderWithProviders(<StockPage />);
      await cocher(1042, 1043);
      fireEvent.click(screen.getByRole("button", { name: bouton }));

      expect(await screen.findAllByText(message)).toHaveLength(1);
      expect(envois).toEqual([{ ofs: [1042, 1043] }]);
      await waitFor(() => expect(enSurbrillance()).toEqual(["1042", "1043"]));
    },
    120_000,
  );
});
