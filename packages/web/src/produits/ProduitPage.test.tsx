import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders, stubFetch } from "../test/render.tsx";
import { ProduitPage } from "./ProduitPage.tsx";

const TROUVES = [
  { idCentre: 503, ref: "SO1003", description: "Solitaire", refCv: "SO1003", imgCentre: null },
  { idCentre: 623, ref: "SO1003-A", description: "Solitaire A", refCv: "SO1003", imgCentre: null },
];

const parts = (prix: string) => ({
  mainOeuvre: "118.75",
  metal: "288.00",
  faconFonte: "79.20",
  serti: "36.50",
  divers: "12.00",
  revient: "534.45",
  prix,
});

const DETAIL = {
  produit: {
    idCentre: 503,
    ref: "SO1003",
    description: "Solitaire",
    idCv: 1,
    refCv: "SO1003",
    imgCentre: null,
    idStade: 3,
    stade: "Centre vide",
    tarif: "A",
    poids: "4000.000",
  },
  cours: { euroDollar: "1.0800", mainOeuvre: "0.9500", metalGramme: "72.0000", coefficient: "2.2000" },
  centre: {
    plusMo: "125.00",
    plusFonte: "4400.000",
    plusPoids: "4000.000",
    plusSerti: "36.50",
    prixDivers: "12.00",
  },
  centreVide: null,
  pierres: [],
  prix: {
    piece: parts("1175.79"),
    centreVide: parts("1089.66"),
    mfs: parts("815.76"),
    pierres: [],
    pierresCentre: { revient: "0.00", prix: "0.00" },
    pierresEntourage: { revient: "0.00", prix: "0.00" },
    total3: "2485.17",
    totalcv: "1089.66",
    totalMfs: "815.76",
    revientPiece: "1346.14",
    revientCv: "495.30",
    revientMfs: "370.80",
    margePiece: 46,
    margeCv: 55,
    margeMfs: 55,
  },
  prixStade: { prix: "1089.66", revient: "495.30", retenu: "centreVide" },
};

describe("ProduitPage", () => {
  it("searches from 3 characters, selects the first match at 4, and shows its prices in French", async () => {
    const fetch = stubFetch((url) => {
      if (url.startsWith("/api/produits/recherche")) return { body: TROUVES };
      if (url === "/api/produits/503/prix") return { body: DETAIL };
      return undefined;
    });
    renderWithProviders(<ProduitPage />);
    const search = await screen.findByLabelText("Référence produit");
    expect(document.activeElement).toBe(search);

    fireEvent.change(search, { target: { value: "so" } });
    expect(await screen.findByText("Saisissez au moins 3 caractères (ou « sav »).")).toBeTruthy();
    fireEvent.change(search, { target: { value: "so1" } });
    expect(await screen.findByRole("option", { name: /SO1003-A/ })).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => String(u).includes("/prix"))).toBe(false);

    fireEvent.change(search, { target: { value: "so10" } });
    expect(await screen.findByRole("heading", { name: "SO1003", level: 2 })).toBeTruthy();
    const prix = screen.getByRole("table", { name: "Prix du produit" });
    // Stade 3: the centre-vide price is the stade's.
    expect(prix.textContent).toContain("Prix Centre vide (stade)");
    expect(prix.textContent).toContain("2\u202f485,17\u00a0€");
    expect(prix.textContent).toContain("55\u00a0%");
    await waitFor(() =>
      expect(screen.getByRole("option", { name: /^SO1003 / }).getAttribute("aria-selected")).toBe("true"),
    );
    expect(fetch.mock.calls.map(([u]) => String(u))).toContain("/api/produits/recherche?q=so10");
  });
});
